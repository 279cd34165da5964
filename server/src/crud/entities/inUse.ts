/**
 * What keeps a configuration row from being deleted, told the same way by every entity: how many rows use it and
 * the names of the first few (a list that could be long is never read whole).
 */
import { sql, type SQL } from 'drizzle-orm';
import { AppError } from '../../errors';

/** A refusal to delete: the English sentence, and its i18n key with figures for the client. */
export interface InUseReason {
  message: string;
  key: string;
  params?: Record<string, unknown>;
}

/** How many of the rows using it a refusal names; the rest are counted. */
export const NAMED_ROWS = 5;

/** The total of the rows a query selects, beside each of its (limited) rows: `total: usageTotal`. */
export const usageTotal: SQL<number> = sql<number>`count(*) over ()`;

/** Rows using the deleted one (at most NAMED_ROWS of them, each with the `usageTotal`), as figures. */
export function usage(rows: Array<{ name: string; total: number | string }>) {
  const count = Number(rows[0]?.total ?? 0);
  const names = rows.map((r) => r.name).join(', ') + (count > rows.length ? ', …' : '');
  return { count, names };
}

/**
 * The refusal for a row used `count` times (nothing when 0): the English sentence for API users, its i18n key
 * `error.inuse.<key>` with `smart_count` (and `names` when given) for the client.
 */
export function inUseBy(
  key: string,
  sentence: (count: number, names: string) => string,
  { count, names = '' }: { count: number; names?: string },
): InUseReason | undefined {
  if (!count) return undefined;
  return { message: sentence(count, names), key: `error.inuse.${key}`, params: { smart_count: count, names } };
}

/** Refuses a delete (409 IN_USE) for the reason given, if any: a sentence, or one with its i18n key and figures. */
export function refuseInUse(reason: string | InUseReason | undefined): void {
  if (typeof reason === 'string') throw new AppError('IN_USE', reason, { value: reason, key: 'error.code.IN_USE' });
  if (reason)
    throw new AppError('IN_USE', reason.message, { value: reason.message, key: reason.key, params: reason.params });
}
