/**
 * An origin type's dashboard figures as the server counts them (GET /documents/dashboard), and what
 * names their buckets for the charts: month names, document label names.
 */
import type { PaperdeskDataProvider } from '../../../dataProvider';

export interface Totals {
  documents: number;
  invoiced: string;
  toPay: string;
  overdue: number;
  awaiting: number;
}
/** Amounts are exact decimal text. */
export interface Bucket {
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
