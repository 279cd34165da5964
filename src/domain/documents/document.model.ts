import { z } from 'zod';
import { isDocumentDay, isIsoDay } from '../dates';
import { uuid } from '../ids';
import { vatLinesSchema, type VatLine } from './vatBreakdown';
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

/** The Document as the API answers it (spec §3), plus review details. */
export interface DocumentRecord {
  uuid: string;
  id: string;
  date: string | null;
  duedate: string | null;
  paymentdate: string | null;
  paymenttype: string | null;
  extractiondate: string | null;
  supplieruuid: string | null;
  suppliername: string;
  documentgroupuuid: string | null;
  origintype: string | null;
  labeluuid: string | null;
  status: number;
  documentid: string | null;
  name: string;
  description: string;
  brancheuuid: string;
  companyuuid: string;
  filename: string;
  message: string;
  recipients: string[];
  category: 'INVOICE' | 'CREDIT' | 'UNKNOWN';
  currency: string;
  totalht: string | null;
  totaltva: string | null;
  totalttc: string | null;
  /** The VAT breakdown by rate (empty when unknown). */
  vatlines: VatLine[];
  solde: string;
  data: Array<{ uuid: string; keyworduuid: string; value: unknown; source?: string; confidence?: number }>;
  provenance: Record<string, { source: string; confidence: number }>;
  /** Recognition found every field confident and the amounts consistent: ready to validate. */
  readytovalidate?: boolean;
  mime: string | null;
  /** The name of its document source (null for the generic source, whose name is `suppliername`). */
  sourcename: string | null;
  duplicate: boolean;
  /** Received as an e-invoice: it has a reform lifecycle. */
  einvoice?: boolean;
  /** Its latest lifecycle status (200-213), null before any. */
  lifecyclecode?: number | null;
  /** The EN 16931 rules its XML fails (src/domain/einvoice/en16931Messages.ts tells them). */
  en16931?: Array<{ rule: string; kind: string; term?: string; args?: Record<string, string> }>;
  /** How it arrived: upload, mail or api (channels.ts). */
  channel?: string;
  /** An e-invoice whose buyer matches no company of the account. */
  buyerunrecognised?: boolean;
  createdAt: string;
}

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
