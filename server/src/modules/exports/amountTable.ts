/**
 * The exports whose lines each carry one amount (the payments, the bank lines not reconciled): the day first, the
 * currency and the amount last, read a chunk at a time; then one totals line per currency (never added together).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { fromCents, toCents } from '../../../../src/domain/money';
import type { Db } from '../../../db/client';
import type { ExportWords } from './locale';
import { inChunks } from './readChunks';
import { PerCurrency } from './perCurrency';
import { dayColumn, currencyColumn, moneyColumn } from './columns';
import type { ExportColumn, ExportTable } from './sources';

/** How many rows of that table match (an export's count, before its summary lines). */
export async function countWhere(db: Db, table: PgTable, where: SQL | undefined): Promise<number> {
  const [r] = await db
    .select({ n: sql<number>`count(*)` })
    .from(table)
    .where(where);
  return Number(r?.n ?? 0);
}

/** A line of an amount table as read: its day, currency and amount (an exact decimal string). */
interface AmountLine {
  day: string | null;
  currency: string;
  amount: string;
}

export function amountTable<L extends AmountLine>(t: {
  words: ExportWords;
  sheet: string;
  /** The columns between the day and the currency. */
  columns: ExportColumn[];
  count: () => Promise<number>;
  page: (limit: number, offset: number) => Promise<L[]>;
  /** A line's cells between the day and the currency. */
  cells: (line: L) => Array<string | null>;
}): ExportTable {
  const w = t.words;
  const columns: ExportColumn[] = [
    dayColumn(w('date')),
    ...t.columns,
    currencyColumn(w('currency')),
    moneyColumn(w('amount')),
  ];
  return {
    sheet: t.sheet,
    columns,
    count: async () => (await t.count()) + 1,
    async *rows() {
      const totals = new PerCurrency(() => 0n);
      for await (const line of inChunks(t.page)) {
        totals.set(line.currency, totals.of(line.currency) + toCents(line.amount));
        yield { cells: [line.day, ...t.cells(line), line.currency, line.amount] };
      }
      const blanks = t.columns.map(() => '').slice(1);
      for (const [currency, total] of totals.entries())
        yield { cells: [null, w('totals'), ...blanks, currency, fromCents(total)], summary: true };
    },
  };
}
