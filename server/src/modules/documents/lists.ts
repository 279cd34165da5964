/**
 * The documents lists (all of a period, saved, validated, duplicated, uncategorized), paged, sorted and
 * filtered in SQL by the list convention (crud/listQuery.ts). The spec's query parameters (fromDate,
 * toDate, originType) still work beside `filter`.
 */
import { CHANNELS } from '../../../../src/domain/documents/channels';
import { and, eq, gte, ilike, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isIsoDay } from '../../../../src/domain/dates';
import { DOCUMENT_STATUS } from '../../../../src/domain/documents/rules';
import { uuid, uuidOrEmpty } from '../../../../src/domain/ids';
import { documents } from '../../../db/schema';
import { filterList, likePattern, type ListRequest } from '../../crud/listQuery';
import { AppError } from '../../errors';
import { documentFilter } from './access';

export type DocumentListKind = 'all' | 'saved' | 'validated' | 'duplicated' | 'uncategorized';

const day = z.string().refine(isIsoDay, 'use yyyy-MM-dd (a day that exists)');
const uuids = z.union([uuid, z.array(uuid)]).optional();
const listFilter = z.object({
  q: z.string().max(200).optional(),
  originType: uuidOrEmpty,
  fromDate: day.optional(),
  toDate: day.optional(),
  overview: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
  status: z.union([z.coerce.number().int().min(0).max(4), z.array(z.coerce.number().int().min(0).max(4))]).optional(),
  supplieruuid: uuids,
  documentgroupuuid: uuids,
  labeluuid: uuids,
  /** How the documents arrived (issue 18): upload, mail, api. */
  channel: z.union([z.enum(CHANNELS), z.array(z.enum(CHANNELS))]).optional(),
  /** E-invoices whose buyer matches no company of the account. */
  buyerunrecognised: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
  /** Paid invoices: paid in full, the period read on the day of their latest payment. */
  paid: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
  /** The latest lifecycle status (200-213), one or several. */
  lifecycle: z
    .union([z.coerce.number().int().min(200).max(213), z.array(z.coerce.number().int().min(200).max(213)).max(14)])
    .optional(),
  /** Documents whose e-invoice fails EN 16931 rules (true), or one rule by its id. */
  en16931: z.union([z.boolean(), z.enum(['true', 'false']), z.string().regex(/^(BR|FR)-[A-Z0-9-]{1,12}$/)]).optional(),
});
export type DocumentListFilter = z.infer<typeof listFilter>;

/** The list's filter: the JSON `filter` with the spec's query parameters on top. */
export function readListFilter(query: unknown, list: ListRequest): DocumentListFilter {
  const q = (query ?? {}) as Record<string, unknown>;
  const own = { originType: q.originType, fromDate: q.fromDate, toDate: q.toDate, overview: q.overview };
  const merged = { ...list.filter, ...Object.fromEntries(Object.entries(own).filter(([, v]) => v !== undefined)) };
  const parsed = listFilter.safeParse(merged);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppError('VALIDATION', `filter.${issue.path.join('.')}: ${issue.message}`, {
      fields: { [String(issue.path[0])]: 'error.list.filter' },
    });
  }
  return parsed.data;
}

const KIND_STATUSES: Partial<Record<DocumentListKind, number[]>> = {
  saved: [DOCUMENT_STATUS.RECOGNITION, DOCUMENT_STATUS.SAVED],
  validated: [DOCUMENT_STATUS.VALIDATED, DOCUMENT_STATUS.PARTIALLY_PAYED],
  duplicated: [
    DOCUMENT_STATUS.RECOGNITION,
    DOCUMENT_STATUS.SAVED,
    DOCUMENT_STATUS.VALIDATED,
    DOCUMENT_STATUS.PARTIALLY_PAYED,
  ],
};

/** The quick filter: invoice number, supplier name or file name (trigram indexes on the first two). */
export const quickSearch = (q: string | undefined): SQL | undefined => {
  if (!q?.trim()) return undefined;
  const p = likePattern(q);
  return or(ilike(documents.invoiceNumber, p), ilike(documents.suppliername, p), ilike(documents.filename, p));
};

/** EN 16931 findings: any (true), none (false), or one rule's (its id). */
function en16931Filter(v: DocumentListFilter['en16931']): SQL | undefined {
  if (v === undefined) return undefined;
  if (v === true || v === 'true') return sql`jsonb_array_length(${documents.en16931}) > 0`;
  if (v === false || v === 'false') return sql`jsonb_array_length(${documents.en16931}) = 0`;
  return sql`${documents.en16931} @> ${JSON.stringify([{ rule: v }])}::jsonb`;
}

/** Everything that selects a list's rows: the user's scope, the list's kind and the filter. */
export async function documentListWhere(
  req: FastifyRequest,
  kind: DocumentListKind,
  f: DocumentListFilter,
): Promise<SQL> {
  const overview = f.overview === true || f.overview === 'true';
  const paid = f.paid === true || f.paid === 'true';
  const periodColumn = paid ? documents.paymentdate : documents.day;
  const statuses = KIND_STATUSES[kind];
  const wantedStatuses = filterList(f.status).map(Number);
  return and(
    await documentFilter(req, { overview: kind === 'uncategorized' ? false : overview }),
    kind === 'uncategorized' ? or(isNull(documents.documentgroupuuid), isNull(documents.originType)) : undefined,
    kind !== 'uncategorized' && f.originType ? eq(documents.originType, f.originType) : undefined,
    // the main list follows the period; work queues show everything waiting, whatever its date
    kind === 'all' && f.fromDate ? gte(periodColumn, f.fromDate) : undefined,
    kind === 'all' && f.toDate ? lte(periodColumn, f.toDate) : undefined,
    paid ? eq(documents.status, DOCUMENT_STATUS.PAYED) : undefined,
    statuses ? inArray(documents.status, statuses) : undefined,
    kind === 'duplicated' ? eq(documents.isDuplicate, true) : undefined,
    wantedStatuses.length ? inArray(documents.status, wantedStatuses) : undefined,
    filterList(f.supplieruuid).length ? inArray(documents.supplieruuid, filterList(f.supplieruuid)) : undefined,
    filterList(f.documentgroupuuid).length
      ? inArray(documents.documentgroupuuid, filterList(f.documentgroupuuid))
      : undefined,
    filterList(f.labeluuid).length ? inArray(documents.labeluuid, filterList(f.labeluuid)) : undefined,
    filterList(f.lifecycle).length ? inArray(documents.lifecycleCode, filterList(f.lifecycle).map(Number)) : undefined,
    en16931Filter(f.en16931),
    filterList(f.channel).length ? inArray(documents.channel, filterList(f.channel)) : undefined,
    f.buyerunrecognised === true || f.buyerunrecognised === 'true' ? eq(documents.buyerUnrecognised, true) : undefined,
    quickSearch(f.q),
  )!;
}
