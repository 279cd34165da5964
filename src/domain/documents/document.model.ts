import { z } from 'zod';
import { isDocumentDay, isIsoDay } from '../dates';
import { uuid } from '../ids';
import { VAT_CATEGORIES, vatLinesSchema } from './vatBreakdown';
import { DOCUMENT_CATEGORIES } from './rules';
import { currencySchema } from '../currencies/currencies';

const uuidOrNull = z
  .union([uuid, z.literal(''), z.null()])
  .optional()
  .transform((v) => v || null);
const dateOrNull = z
  .union([z.string().refine(isIsoDay, 'error.date'), z.literal(''), z.null()])
  .optional()
  .transform((v) => v || null);
/** A document's own day: one that exists, in the pickers' years (src/domain/dates.ts); '' or null for none. */
const documentDayOrNull = z
  .union([
    z.string().superRefine((v, ctx) => {
      if (!isDocumentDay(v))
        ctx.addIssue({ code: 'custom', message: isIsoDay(v) ? 'error.documentdate' : 'error.date' });
    }),
    z.literal(''),
    z.null(),
  ])
  .optional()
  .transform((v) => v || null);

export const keywordValueSchema = z.object({
  uuid: uuid.optional(),
  keyworduuid: uuid,
  value: z.unknown(),
});

/** PUT /documents/{id}: the fields a user may change (the rest is the server's). */
export const documentUpdateSchema = z
  .object({
    id: z.string().trim().max(100).optional(),
    date: documentDayOrNull,
    paymentdate: documentDayOrNull,
    paymenttype: uuidOrNull,
    supplieruuid: uuidOrNull,
    suppliername: z.string().trim().max(200).optional(),
    documentgroupuuid: uuidOrNull,
    origintype: uuidOrNull,
    labeluuid: uuidOrNull,
    brancheuuid: uuid.optional(),
    name: z.string().max(300).optional(),
    description: z.string().max(5000).optional(),
    message: z.string().max(2000).optional(),
    recipients: z.array(z.string().email('error.email')).optional(),
    /** ISO 4217 (src/domain/currencies); unknown codes answer 400. */
    currency: currencySchema.optional(),
    status: z.number().int().min(0).max(4).optional(),
    data: z.array(keywordValueSchema).optional(),
    /** The VAT breakdown, whole (src/domain/documents/vatBreakdown.ts); [] clears it. */
    vatlines: vatLinesSchema.optional(),
  })
  .partial();
export type DocumentUpdate = z.infer<typeof documentUpdateSchema>;

const vatLineAnswer = z.object({
  rate: z.string(),
  base: z.string(),
  amount: z.string(),
  category: z.enum(VAT_CATEGORIES).nullish(),
});

/** The Document as the API answers it (spec §3), plus review details. */
export const documentRecordAnswer = z.object({
  uuid: z.string(),
  /** The invoice number (wire name of `invoiceNumber`). */
  id: z.string(),
  date: z.string().nullable(),
  duedate: z.string().nullable(),
  paymentdate: z.string().nullable(),
  paymenttype: z.string().nullable(),
  extractiondate: z.string().nullable(),
  supplieruuid: z.string().nullable(),
  suppliername: z.string(),
  documentgroupuuid: z.string().nullable(),
  origintype: z.string().nullable(),
  labeluuid: z.string().nullable(),
  status: z.number(),
  /** The stored file (wire name of `fileId`). */
  documentid: z.string().nullable(),
  name: z.string(),
  description: z.string(),
  brancheuuid: z.string(),
  companyuuid: z.string(),
  filename: z.string(),
  message: z.string(),
  recipients: z.array(z.string()),
  category: z.enum(DOCUMENT_CATEGORIES),
  currency: z.string(),
  totalht: z.string().nullable(),
  totaltva: z.string().nullable(),
  totalttc: z.string().nullable(),
  /** The VAT breakdown by rate (empty when unknown). */
  vatlines: z.array(vatLineAnswer),
  /** What is left to pay ('-1': not set; wire name of `balance`). */
  solde: z.string(),
  data: z.array(
    z.object({
      uuid: z.string(),
      keyworduuid: z.string(),
      value: z.unknown(),
      source: z.string().optional(),
      confidence: z.number().optional(),
    }),
  ),
  provenance: z.record(z.string(), z.object({ source: z.string(), confidence: z.number() })),
  /** Recognition found every field confident and the amounts consistent: ready to validate. */
  readytovalidate: z.boolean().optional(),
  mime: z.string().nullable(),
  /** The name of its document source (null for the generic source, whose name is `suppliername`). */
  sourcename: z.string().nullable(),
  duplicate: z.boolean(),
  /** Received as an e-invoice: it has a reform lifecycle. */
  einvoice: z.boolean().optional(),
  /** Its latest lifecycle status (200-213), null before any. */
  lifecyclecode: z.number().nullable().optional(),
  /** The EN 16931 rules its XML fails (src/domain/einvoice/en16931Messages.ts tells them). */
  en16931: z
    .array(
      z.object({
        rule: z.string(),
        kind: z.string(),
        term: z.string().optional(),
        args: z.record(z.string(), z.string()).optional(),
      }),
    )
    .optional(),
  /** How it arrived: upload, mail or api (channels.ts). */
  channel: z.string().optional(),
  /** An e-invoice whose buyer matches no company of the account. */
  buyerunrecognised: z.boolean().optional(),
  createdAt: z.string(),
});
export type DocumentRecord = z.infer<typeof documentRecordAnswer>;
/** Answers that are a page or a set of documents. */
export const documentRecordsAnswer = z.array(documentRecordAnswer);
/** GET /documents/{id}/record: the review's record with the §5 problems that keep it from validation or payment. */
export const reviewRecordAnswer = documentRecordAnswer.extend({ problems: z.array(z.string()) });

/** How a search compares a keyword's value with the one asked for. */
export const SEARCH_OPERATORS = [
  'CONTAINS',
  'EQUAL',
  'NOT_EQUAL',
  'GREATER_THAN',
  'GREATER_OR_EQUAL',
  'LESS_THAN',
  'LESS_OR_EQUAL',
] as const;

export const searchCriteriaSchema = z.object({
  branches: z.array(uuid).default([]),
  originTypes: z.array(uuid).default([]),
  documentSources: z.array(uuid).default([]),
  documentGroups: z.array(uuid).default([]),
  documentSourceLabels: z.array(uuid).default([]),
  documentLabels: z.array(uuid).default([]),
  variableDatas: z
    .array(
      z.object({
        keywordUUID: uuid,
        value: z.string(),
        operator: z.enum(SEARCH_OPERATORS),
      }),
    )
    .default([]),
  documentId: z.string().trim().optional(),
  documentSourceName: z.string().trim().optional(),
  /** Free text over number, supplier and the document's text (top-bar search). */
  text: z.string().trim().optional(),
  startExtractionDate: dateOrNull,
  endExtractionDate: dateOrNull,
  startDate: dateOrNull,
  endDate: dateOrNull,
});
export type SearchCriteria = z.infer<typeof searchCriteriaSchema>;

/** Single download name: first 3 letters of each word of the company name joined by dots, supplier, number, extension. */
export function downloadName(companyName: string, supplierName: string, number: string, ext: string): string {
  const prefix = companyName
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w.slice(0, 3))
    .join('.');
  const clean = (s: string) => s.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, '_').trim();
  return `${clean(prefix)}-${clean(supplierName)}-${clean(number)}${ext ? `.${ext.replace(/^\./, '')}` : ''}`;
}
