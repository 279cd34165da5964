/**
 * An origin type's dashboard figures as the server counts them (GET /documents/dashboard), and what
 * names their buckets for the charts: month names, document label names.
 */
import type { Bucket, OriginStats, ServerBucket } from '../../domain/documents/dashboardAnswers';
import type { PaperdeskDataProvider } from '../../providers/data';

export type { Bucket, OriginStats, ServerBucket, Totals } from '../../domain/documents/dashboardAnswers';

export type OriginStatsQuery = { originType: string; fromDate: string; toDate: string };

export const fetchOriginStats = (call: PaperdeskDataProvider['call'], query: OriginStatsQuery) =>
  call<OriginStats>('/documents/dashboard', { query });

/** The currencies the figures hold: euros first, then the others by code. */
export function currenciesOf(stats: OriginStats): string[] {
  const all = new Set(
    [stats.totals.amounts, stats.byMonth, stats.bySupplier, stats.byLabel].flatMap((rows) =>
      rows.map((r) => r.currency),
    ),
  );
  return [...all].sort((a, b) => Number(b === 'EUR') - Number(a === 'EUR') || a.localeCompare(b));
}

/** The rows of one currency. */
export const inCurrency = <T extends { currency: string }>(rows: T[], currency: string) =>
  rows.filter((r) => r.currency === currency);

/** "Oct 2026" for '2026-10', in the given Intl locale. */
export const monthName = (key: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${key}-01T00:00:00Z`),
  );

/** Months named in the given Intl locale. */
export const monthBuckets = (rows: ServerBucket[], locale: string): Bucket[] =>
  rows.map((b) => ({ ...b, label: monthName(b.key, locale) }));

/** Labels named from the configuration (`none` for documents without one, '—' for a label no longer configured). */
export const labelBuckets = (
  rows: ServerBucket[],
  labelName: (id: string) => string | undefined,
  none: string,
): Bucket[] => rows.map((b) => ({ ...b, label: b.key ? (labelName(b.key) ?? '—') : none }));
