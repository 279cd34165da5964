import { isAmount, sumMoney } from '../../../domain/money';

export type TableRow = Record<string, string>;

/** A TABLE value as rows of text cells keyed by column (anything else reads as no rows). */
export function tableRows(value: unknown, columns: string[]): TableRow[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((r): r is Record<string, unknown> => Boolean(r) && typeof r === 'object' && !Array.isArray(r))
    .map((r) => Object.fromEntries(columns.map((c) => [c, r[c] === null || r[c] === undefined ? '' : String(r[c])])));
}

export const emptyRow = (columns: string[]): TableRow => Object.fromEntries(columns.map((c) => [c, '']));

/**
 * Footer totals: a column whose filled cells are all amounts gets their exact sum; other columns none.
 * Amounts may be typed with a comma.
 */
export function tableTotals(rows: TableRow[], columns: string[]): Record<string, string | null> {
  return Object.fromEntries(
    columns.map((c) => {
      const cells = rows.map((r) => (r[c] ?? '').replace(/\s/g, '').replace(',', '.')).filter(Boolean);
      return [c, cells.length && cells.every((v) => isAmount(v)) ? sumMoney(cells) : null];
    }),
  );
}
