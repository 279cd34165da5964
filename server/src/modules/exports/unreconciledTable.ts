/**
 * The bank's lines not reconciled (unmatched, or proposed and waiting for a user) of a period, by booking day:
 * what the accountant still has to explain, with the account, the counterparty and the bank's texts; the total
 * of the amounts last, one per currency.
 */
import { and, asc, eq, gte, inArray, lte, ne } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { bankAccounts, bankLines } from '../../../db/schema';
import { textOf } from '../../i18n/t';
import { exportWords } from './locale';
import { amountTable, countWhere } from './amountTable';
import { textColumn } from './columns';
import type { ExportParams, ExportTable } from './sources';

export function unreconciledTable(db: Db, p: ExportParams): ExportTable {
  const w = exportWords(p.locale);
  const where = and(
    inArray(bankLines.companyId, p.companyIds),
    ne(bankLines.state, 'MATCHED'),
    p.fromDate ? gte(bankLines.bookingDate, p.fromDate) : undefined,
    p.toDate ? lte(bankLines.bookingDate, p.toDate) : undefined,
  );
  return amountTable({
    words: w,
    sheet: w('bank.sheet'),
    columns: [
      textColumn(w('bank.account'), 30),
      textColumn(w('bank.counterparty'), 28),
      textColumn(w('bank.details'), 40),
      textColumn(w('status'), 14),
    ],
    count: () => countWhere(db, bankLines, where),
    page: (limit, offset) =>
      db
        .select({
          day: bankLines.bookingDate,
          account: bankAccounts.name,
          iban: bankAccounts.iban,
          name: bankLines.counterpartyName,
          counterpartyIban: bankLines.counterpartyIban,
          remittance: bankLines.remittance,
          state: bankLines.state,
          currency: bankLines.currency,
          amount: bankLines.amount,
        })
        .from(bankLines)
        .innerJoin(bankAccounts, eq(bankAccounts.uuid, bankLines.bankAccountId))
        .where(where)
        .orderBy(asc(bankLines.bookingDate), asc(bankLines.id))
        .limit(limit)
        .offset(offset),
    cells: (r) => [
      `${r.account} (${r.iban})`,
      [r.name, r.counterpartyIban].filter(Boolean).join(' · '),
      r.remittance,
      textOf(p.locale, `export.bank.state.${r.state}`) ?? r.state,
    ],
  });
}
