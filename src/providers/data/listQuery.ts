import type { GetListParams } from 'react-admin';

type Row = Record<string, unknown>;

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v)).toLocaleLowerCase();

/** Quick search: every word appears in some string or number field. */
export function matchesQuery(row: Row, q: string): boolean {
  const words = q.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  const haystack = Object.values(row)
    .filter((v) => typeof v === 'string' || typeof v === 'number')
    .map(text)
    .join(' ');
  return words.every((w) => haystack.includes(w));
}

export function matchesFilter(row: Row, filter: Record<string, unknown>): boolean {
  return Object.entries(filter).every(([key, want]) => {
    if (want === undefined || want === '' || want === null) return true;
    if (key === 'q') return matchesQuery(row, String(want));
    const have = row[key];
    if (Array.isArray(want))
      return want.map(String).some((w) => (Array.isArray(have) ? have.map(String).includes(w) : String(have) === w));
    if (Array.isArray(have)) return have.map(String).includes(String(want));
    if (typeof want === 'boolean') return Boolean(have) === want;
    return String(have) === String(want);
  });
}

function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' || typeof b === 'boolean') return Number(Boolean(a)) - Number(Boolean(b));
  return text(a).localeCompare(text(b), undefined, { numeric: true });
}

/** Filter, sort and page a small list in the browser (the API answers these lists whole). */
export function queryList<T extends Row>(rows: T[], params: Partial<GetListParams>): { data: T[]; total: number } {
  const filtered = rows.filter((r) => matchesFilter(r, params.filter ?? {}));
  const sort = params.sort;
  if (sort?.field) {
    const dir = sort.order === 'DESC' ? -1 : 1;
    filtered.sort((a, b) => dir * compare(a[sort.field], b[sort.field]));
  }
  const { page = 1, perPage = filtered.length || 1 } = params.pagination ?? {};
  return { data: filtered.slice((page - 1) * perPage, page * perPage), total: filtered.length };
}
