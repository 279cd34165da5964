/**
 * The list convention every list route follows (ra-data-simple-rest's): `range=[start,end]` (inclusive),
 * `sort=["field","ASC|DESC"]`, `filter={...}` (JSON, `q` for free text); the answer is the page as a JSON
 * array with the total in `Content-Range: <resource> start-end/total` (and `X-Total-Count`).
 * The spec's own `page`/`size` (0-based page) still work. Without either, a list answers its first
 * DEFAULT_PAGE_SIZE rows: no call can ask for an unbounded answer.
 */
import { asc, Column, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { z } from 'zod';
import { AppError } from '../errors';
import { checkValue } from '../plugins/textInput';

const DEFAULT_PAGE_SIZE = 100;
export const MAX_PAGE_SIZE = 1000;

export type SortOrder = 'ASC' | 'DESC';
export interface ListRequest {
  offset: number;
  limit: number;
  sort?: { field: string; order: SortOrder };
  filter: Record<string, unknown>;
}

const invalid = (param: string, message: string) =>
  new AppError('VALIDATION', message, { fields: { [param]: `error.list.${param}` } });

function parseJson(param: string, raw: unknown): unknown {
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string') throw invalid(param, `${param} must be given once, as JSON`);
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw invalid(param, `${param} is not valid JSON`);
  }
  // JSON in a query string obeys the text rules of a JSON body (no NUL...)
  return checkValue(value, [param]);
}

const rangeSchema = z.tuple([z.number().int().min(0), z.number().int().min(0)]).refine(([a, b]) => b >= a);
const sortSchema = z.tuple([
  z.string().min(1).max(64),
  z
    .string()
    .transform((s) => s.toUpperCase())
    .pipe(z.enum(['ASC', 'DESC'])),
]);
const filterSchema = z.record(z.string(), z.unknown());
const pageSchema = z.object({
  page: z.coerce.number().int().min(0).optional(),
  size: z.coerce.number().int().min(1).optional(),
});

/** Reads the list parameters of a request's query; bad values answer 400, pages above `maxLimit` are cut. */
export function parseListRequest(query: unknown, maxLimit = MAX_PAGE_SIZE): ListRequest {
  const q = (query ?? {}) as Record<string, unknown>;
  let offset = 0;
  let limit = Math.min(DEFAULT_PAGE_SIZE, maxLimit);
  const range = parseJson('range', q.range);
  if (range !== undefined) {
    const r = rangeSchema.safeParse(range);
    if (!r.success) throw invalid('range', 'range must be [start, end] with 0 <= start <= end');
    offset = r.data[0];
    limit = Math.min(r.data[1] - r.data[0] + 1, maxLimit);
  } else if (q.page !== undefined || q.size !== undefined) {
    const p = pageSchema.safeParse(q);
    if (!p.success) throw invalid('page', 'page must be a number from 0 and size a number from 1');
    limit = Math.min(p.data.size ?? limit, maxLimit);
    offset = (p.data.page ?? 0) * limit;
  }
  const sortRaw = parseJson('sort', q.sort);
  let sort: ListRequest['sort'];
  if (sortRaw !== undefined) {
    const s = sortSchema.safeParse(sortRaw);
    if (!s.success) throw invalid('sort', 'sort must be ["field", "ASC" or "DESC"]');
    sort = { field: s.data[0], order: s.data[1] };
  }
  const filterRaw = parseJson('filter', q.filter);
  const f = filterSchema.safeParse(filterRaw ?? {});
  if (!f.success) throw invalid('filter', 'filter must be a JSON object');
  return { offset, limit, sort, filter: f.data };
}

export type SortColumns = Record<string, AnyColumn | SQL>;

const notNull = (c: AnyColumn | SQL) => c instanceof Column && c.notNull;

/**
 * ORDER BY for the requested sort among `columns` (else `fallback`), ending with `tie` so pages never
 * overlap. Missing values go last whatever the direction; columns that cannot be missing keep the
 * default null order, so a descending index (DESC NULLS FIRST) serves both directions.
 */
export function orderFor(
  list: ListRequest,
  columns: SortColumns,
  fallback: { field: string; order: SortOrder },
  tie: AnyColumn,
): SQL[] {
  const wanted = list.sort ?? fallback;
  const column = columns[wanted.field];
  if (!column)
    throw invalid('sort', `A list cannot be sorted by "${wanted.field}" (one of: ${Object.keys(columns).join(', ')})`);
  const dir = wanted.order === 'DESC' ? desc : asc;
  const first = wanted.order === 'DESC' && !notNull(column) ? sql`${dir(column)} nulls last` : dir(column);
  return [first, dir(tie)];
}

/** Free text for ILIKE: the words of `q`, special characters escaped. */
export const likePattern = (s: string) => `%${s.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A filter value given as one value or a list, as a list of strings (empty when absent). */
export function filterList(v: unknown): string[] {
  if (v === undefined || v === null || v === '') return [];
  return (Array.isArray(v) ? v : [v]).map(String);
}

/**
 * Content-Range is set after compression: @fastify/compress leaves any answer carrying it uncompressed
 * (for byte ranges it would be right); ours counts items, so the page still travels compressed.
 */
const listRanges = new WeakMap<FastifyReply, string>();
export function registerListRanges(app: FastifyInstance) {
  const setRange = async (_req: unknown, reply: FastifyReply, payload: unknown) => {
    const range = listRanges.get(reply);
    if (range) reply.header('content-range', range);
    return payload;
  };
  // compress adds its onSend to each route as it is declared: ours goes after it, the same way
  app.addHook('onRoute', (route) => {
    route.onSend = [
      ...(Array.isArray(route.onSend) ? route.onSend : route.onSend ? [route.onSend] : []),
      setRange as never,
    ];
  });
}

/**
 * A list's total: a number, or `{ atLeast }` when counting stopped there (cappedCount), which the answer gives as
 * `<atLeast>+` ("audit 0-49/10000+"; the data provider reads it as a lower bound).
 */
export type ListTotal = number | { atLeast: number };

/**
 * Answers one page: the rows, with the total in Content-Range. The count is skipped when the first page
 * is not full (the rows are all there is).
 */
export async function answerPage<T>(
  reply: FastifyReply,
  resource: string,
  list: Pick<ListRequest, 'offset' | 'limit'>,
  rows: Promise<T[]>,
  count: () => Promise<ListTotal>,
): Promise<T[]> {
  const countNeeded = list.offset > 0;
  const [page, counted] = await Promise.all([rows, countNeeded ? count() : Promise.resolve(undefined)]);
  const end = list.offset + page.length - 1;
  const known = counted ?? (page.length < list.limit ? page.length : await count());
  // a lower bound is at least what this page shows
  const total = typeof known === 'number' ? String(known) : `${Math.max(known.atLeast, end + 1)}+`;
  listRanges.set(reply, page.length ? `${resource} ${list.offset}-${end}/${total}` : `${resource} */${total}`);
  reply.header('x-total-count', total);
  return page;
}

/**
 * Counts the rows of a query up to `cap` (reading at most cap + 1 of them); more answer `{ atLeast: cap }`. For a list
 * whose exact total past thousands helps no one and costs a read of every row (the Audit page filtered by one user).
 */
export async function cappedCount(db: DbOrTx, rows: PgSelect, cap: number): Promise<ListTotal> {
  const [{ n }] = await db.select({ n: COUNT }).from(rows.limit(cap + 1).as('capped'));
  return Number(n) > cap ? { atLeast: cap } : Number(n);
}

/** A SQL count(*) as a number. */
export const countOf = async (q: Promise<Array<{ n: unknown }>>) => Number((await q)[0]?.n ?? 0);
export const COUNT = sql<number>`count(*)`;

/**
 * A page of a list bounded by nature (an account's branches, under the offer's quota; the functionality
 * catalogue, one row per enum value), kept in the list convention: `q` filters on `text`.
 */
export function pageOf<T>(
  reply: FastifyReply,
  resource: string,
  list: ListRequest,
  all: T[],
  text: (row: T) => string,
): Promise<T[]> {
  const q = typeof list.filter.q === 'string' ? list.filter.q.trim().toLowerCase() : '';
  const rows = q ? all.filter((r) => text(r).toLowerCase().includes(q)) : all;
  return answerPage(
    reply,
    resource,
    list,
    Promise.resolve(rows.slice(list.offset, list.offset + list.limit)),
    async () => rows.length,
  );
}
