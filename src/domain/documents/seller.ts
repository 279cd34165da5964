/**
 * The seller a document names and the source it matches, as the review's calls carry them: the server's answer
 * to GET /documents/{id}/seller and /duplicates, read by the review screen.
 */
import type { IdentifierType } from '../suppliers/identifiers';

/** The company identifiers a seller is known by (src/domain/suppliers/identifiers.ts tells what each is). */
export type SellerIdType = Exclude<IdentifierType, 'EMAIL' | 'OTHER'>;
/** The identifier types a seller is matched by, strongest first. */
export const SELLER_ID_TYPES: readonly SellerIdType[] = ['SIRET', 'SIREN', 'VAT', 'IBAN', 'GLN', 'DUNS'];

export interface SellerFacts {
  name?: string;
  identifiers: { type: SellerIdType; value: string }[];
  /** Postal address, one line per address line. */
  address?: string;
  email?: string;
  /** ISO 3166 country code when the XML gives it. */
  country?: string;
  source: 'xml' | 'text';
}

/** What matched a source to the seller: one of its identifiers, or its name. */
export type SellerMatchedBy = SellerIdType | 'NAME';
export interface SellerMatch {
  supplier: { uuid: string; name: string };
  by: SellerMatchedBy;
}
export interface SellerAnswer {
  seller: SellerFacts | null;
  match: SellerMatch | null;
}

/** A document that may be the same invoice as the one reviewed. */
export interface DuplicateRow {
  uuid: string;
  id: string;
  suppliername: string;
  date: string | null;
  status: number;
  totalttc: string | null;
}
