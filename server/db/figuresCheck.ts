/**
 * The consistency check of the dashboard figures (figuresSchema.ts): each kept row compared with the same
 * figures recomputed from the documents (the views of migration perf23_figures_triggers). Answers the rows
 * that differ, missing on either side included; none when the triggers kept everything.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from './client';

export interface FiguresDifference {
  table: 'document_day_figures' | 'document_month_figures';
  /** kept: a kept row (key and figures) the documents do not give; expected: one they give that is not kept. */
  only: 'kept' | 'expected';
  row: Record<string, unknown>;
}

const COLUMNS = {
  document_day_figures:
    'company_id, origin_type_id, document_group_id, day, status, currency, overdue_from, documents, priced, ttc, owed',
  document_month_figures:
    'company_id, origin_type_id, document_group_id, month, currency, supplier_id, supplier_name, label_id, documents, ttc',
} as const;

/** At most `limit` differences per table and side (a company's only when `companyIds` is given). */
export async function figuresDifferences(
  db: DbOrTx,
  opts: { companyIds?: string[]; limit?: number } = {},
): Promise<FiguresDifference[]> {
  const found: FiguresDifference[] = [];
  const only = opts.companyIds ? sql`WHERE company_id = ANY(${sql.param(opts.companyIds)}::uuid[])` : sql``;
  for (const table of Object.keys(COLUMNS) as Array<FiguresDifference['table']>) {
    const cols = sql.raw(COLUMNS[table]);
    const kept = sql`SELECT ${cols} FROM ${sql.identifier(table)} ${only}`;
    const expected = sql`SELECT ${cols} FROM ${sql.identifier(`${table}_expected`)} ${only}`;
    for (const [side, a, b] of [
      ['kept', kept, expected],
      ['expected', expected, kept],
    ] as const) {
      const rows = await queryRows<{ row: Record<string, unknown> }>(
        db,
        sql`SELECT row_to_json(x) AS row FROM (${a} EXCEPT ${b} LIMIT ${opts.limit ?? 20}) x`,
      );
      found.push(...rows.map((r) => ({ table, only: side, row: r.row })));
    }
  }
  return found;
}
