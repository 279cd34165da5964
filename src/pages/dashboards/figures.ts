/**
 * An origin type's dashboard figures as the server counts them (GET /documents/dashboard), and what
 * names their buckets for the charts: month names, document label names.
 */
import type { PaperdeskDataProvider } from '../../providers/data';

export interface Totals {
  documents: number;
  /** In euros; every currency's in `amounts`. */
  invoiced: string;
  toPay: string;
  overdue: number;
  awaiting: number;
  /** Each currency's own amounts (never added together). */
  amounts: Array<{ currency: string; invoiced: string; toPay: string }>;
}
/** Amounts are exact decimal text, in the bucket's currency. */
export interface Bucket {
  currency: string;
  key: string;
  label: string;
  amount: string;
  count: number;
}
export type ServerBucket = Omit<Bucket, 'label'>;

export interface OriginStats {
  totals: Totals;
  /** Per month of the document date ('YYYY-MM'), in calendar order. */
  byMonth: ServerBucket[];
  /** The largest suppliers, largest first. */
  bySupplier: Bucket[];
  /** Per document label (key '' for documents without one), largest first. */
  byLabel: ServerBucket[];
}

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
