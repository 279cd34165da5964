/**
 * The seller a document names and the source it matches, as the review's calls carry them: the server's answer
 * to GET /documents/{id}/seller and /duplicates, read by the review screen.
 */
import { z } from 'zod';
import { IDENTIFIER_TYPES } from '../suppliers/identifiers';
import { documentRecordAnswer } from './document.model';

/** The company identifiers a seller is known by (src/domain/suppliers/identifiers.ts tells what each is). */
const sellerIdType = z.enum(IDENTIFIER_TYPES).exclude(['EMAIL', 'OTHER']);
export type SellerIdType = z.infer<typeof sellerIdType>;
/** The identifier types a seller is matched by, strongest first. */
export const SELLER_ID_TYPES = [
  'SIRET',
  'SIREN',
  'VAT',
  'IBAN',
  'GLN',
  'DUNS',
] as const satisfies readonly SellerIdType[];

const sellerFactsAnswer = z.object({
  name: z.string().optional(),
  identifiers: z.array(z.object({ type: sellerIdType, value: z.string() })),
  /** Postal address, one line per address line. */
  address: z.string().optional(),
  email: z.string().optional(),
  /** ISO 3166 country code when the XML gives it. */
  country: z.string().optional(),
  source: z.enum(['xml', 'text']),
});
export type SellerFacts = z.infer<typeof sellerFactsAnswer>;

/** What matched a source to the seller: one of its identifiers, or its name. */
export type SellerMatchedBy = SellerIdType | 'NAME';
const sellerMatchAnswer = z.object({
  supplier: z.object({ uuid: z.string(), name: z.string() }),
  by: z.union([sellerIdType, z.literal('NAME')]),
});
export type SellerMatch = z.infer<typeof sellerMatchAnswer>;

/** GET /documents/{id}/seller. */
export const sellerAnswer = z.object({ seller: sellerFactsAnswer.nullable(), match: sellerMatchAnswer.nullable() });
export type SellerAnswer = z.infer<typeof sellerAnswer>;

/** GET /documents/{id}/duplicates: a document that may be the same invoice as the one reviewed. */
export const duplicateRowAnswer = z.object({
  uuid: z.string(),
  id: z.string(),
  suppliername: z.string(),
  date: z.string().nullable(),
  status: z.number(),
  totalttc: z.string().nullable(),
});
export type DuplicateRow = z.infer<typeof duplicateRowAnswer>;

/**
 * POST /documents/{id}/source: the document source created from the seller (its record, as the document sources'
 * list shows it) and the document now linked to it.
 */
export const sourceCreatedAnswer = z.object({
  source: z.looseObject({ uuid: z.string(), name: z.string() }),
  document: documentRecordAnswer,
});
export type SourceCreated = z.infer<typeof sourceCreatedAnswer>;
