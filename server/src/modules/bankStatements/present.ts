/** Statements, lines with their matches, and the bank-versus-books balances, as the API answers them. */
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type {
  BankBalanceRecord,
  BankLineRecord,
  BankMatchRecord,
  BankStatementRecord,
  LineState,
  MatchRule,
  MatchStatus,
} from '../../../../src/domain/bankStatements/bankStatement.model';
import { fromCents, sumMoney, toCents } from '../../../../src/domain/money';
import { DEFAULT_CURRENCY } from '../../../../src/domain/currencies/currencies';
import { wireBalance } from '../../../../src/domain/payments/payment.model';
import type { Db } from '../../../db/client';
import {
  bankAccounts,
  bankLines,
  bankMatches,
  bankStatements,
  documents,
  paymentInvoices,
  payments,
} from '../../../db/schema';
import type { SortColumns } from '../../crud/listQuery';

export interface Page {
  limit: number;
  offset: number;
  order: SQL[];
}

export const statementSortColumns: SortColumns = {
  createdAt: bankStatements.createdAt,
  toDate: bankStatements.toDate,
  fromDate: bankStatements.fromDate,
};
export const lineSortColumns: SortColumns = {
  bookingDate: bankLines.bookingDate,
  lineNo: bankLines.lineNo,
  amount: bankLines.amount,
  state: bankLines.state,
};

export async function listStatements(db: Db, where: SQL, page: Page): Promise<BankStatementRecord[]> {
  const rows = await db
    .select({ s: bankStatements, name: bankAccounts.name, iban: bankAccounts.iban })
    .from(bankStatements)
    .innerJoin(bankAccounts, eq(bankAccounts.uuid, bankStatements.bankAccountId))
    .where(where)
    .orderBy(...page.order)
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(({ s, name, iban }) => ({
    id: s.id,
    bankaccount: s.bankAccountId,
    bankaccountname: name,
    iban,
    format: s.format,
    fileName: s.fileName,
    reference: s.reference,
    fromDate: s.fromDate,
    toDate: s.toDate,
    currency: s.currency,
    openingBalance: s.openingBalance,
    closingBalance: s.closingBalance,
    lineCount: s.lineCount,
    newLines: s.newLines,
    status: s.status as BankStatementRecord['status'],
    createdAt: s.createdAt.toISOString(),
  }));
}

export const countStatements = (db: Db, where: SQL) =>
  db
    .select({ n: sql<number>`count(*)` })
    .from(bankStatements)
    .where(where);

/** The matches of a page of lines, with their payment (and its total) or customer invoice, in three queries. */
async function matchesOf(db: Db, lineIds: string[]): Promise<Map<string, BankMatchRecord[]>> {
  const out = new Map<string, BankMatchRecord[]>();
  if (!lineIds.length) return out;
  const rows = await db
    .select()
    .from(bankMatches)
    .where(inArray(bankMatches.lineId, lineIds))
    .orderBy(bankMatches.createdAt, bankMatches.id);
  const paymentIds = [...new Set(rows.map((r) => r.paymentId).filter((x): x is string => Boolean(x)))];
  const documentIds = [...new Set(rows.map((r) => r.documentId).filter((x): x is string => Boolean(x)))];
  const paid = paymentIds.length
    ? await db
        .select({
          uuid: payments.uuid,
          name: payments.name,
          suppliername: payments.suppliername,
          paymentdate: payments.paymentdate,
          paymentstatus: payments.paymentstatus,
          total: sql<string>`coalesce(sum(${paymentInvoices.amount}), 0)::numeric(14,2)::text`,
          currency: payments.currency,
        })
        .from(payments)
        .leftJoin(paymentInvoices, eq(paymentInvoices.paymentId, payments.uuid))
        .where(inArray(payments.uuid, paymentIds))
        .groupBy(payments.uuid)
    : [];
  const docs = documentIds.length
    ? await db
        .select({
          uuid: documents.uuid,
          number: documents.invoiceNumber,
          suppliername: documents.suppliername,
          balance: documents.balance,
          totalttc: documents.totalttc,
          currency: documents.currency,
        })
        .from(documents)
        .where(inArray(documents.uuid, documentIds))
    : [];
  const paymentById = new Map(paid.map((p) => [p.uuid, p]));
  const docById = new Map(docs.map(({ balance, ...d }) => [d.uuid, { ...d, solde: wireBalance(balance) }]));
  for (const r of rows) {
    const list = out.get(r.lineId) ?? [];
    list.push({
      id: r.id,
      rule: r.rule as MatchRule,
      status: r.status as MatchStatus,
      payment: (r.paymentId && paymentById.get(r.paymentId)) || null,
      document: (r.documentId && docById.get(r.documentId)) || null,
    });
    out.set(r.lineId, list);
  }
  return out;
}

export async function listLines(db: Db, where: SQL, page: Page): Promise<BankLineRecord[]> {
  const rows = await db
    .select()
    .from(bankLines)
    .where(where)
    .orderBy(...page.order)
    .limit(page.limit)
    .offset(page.offset);
  const matches = await matchesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((l) => ({
    id: l.id,
    statement: l.statementId,
    bankaccount: l.bankAccountId,
    lineNo: l.lineNo,
    bookingDate: l.bookingDate,
    valueDate: l.valueDate,
    amount: l.amount,
    currency: l.currency,
    bankRef: l.bankRef,
    endToEndId: l.endToEndId,
    counterpartyName: l.counterpartyName,
    counterpartyIban: l.counterpartyIban,
    remittance: l.remittance,
    state: l.state as LineState,
    matches: matches.get(l.id) ?? [],
  }));
}

export const countLines = (db: Db, where: SQL) =>
  db
    .select({ n: sql<number>`count(*)` })
    .from(bankLines)
    .where(where);

/**
 * Per bank account of the company: the bank's balance (latest statement), what the bank booked that the books
 * lack (lines not reconciled), and the payments recorded but not yet at the bank (in progress): GROUP BY queries.
 * Each account is of its latest statement's currency; payments in progress count against the first account of
 * their currency only (a payment in pounds never lowers a balance in euros).
 */
export async function bankBalances(db: Db, companyId: string, accountIds?: string[]): Promise<BankBalanceRecord[]> {
  const accounts = await db
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.companyId, companyId), accountIds ? inArray(bankAccounts.uuid, accountIds) : undefined))
    .orderBy(bankAccounts.index, bankAccounts.name)
    .limit(100);
  if (!accounts.length) return [];
  const ids = accounts.map((a) => a.uuid);
  const latest = await db
    .selectDistinctOn([bankStatements.bankAccountId], {
      account: bankStatements.bankAccountId,
      closing: bankStatements.closingBalance,
      opening: bankStatements.openingBalance,
      toDate: bankStatements.toDate,
      id: bankStatements.id,
      currency: bankStatements.currency,
    })
    .from(bankStatements)
    .where(inArray(bankStatements.bankAccountId, ids))
    .orderBy(bankStatements.bankAccountId, desc(bankStatements.toDate), desc(bankStatements.createdAt));
  const sums = await db
    .select({
      account: bankLines.bankAccountId,
      statement: bankLines.statementId,
      open: sql<number>`count(*) filter (where ${bankLines.state} <> 'MATCHED')`,
      openTotal: sql<string>`coalesce(sum(${bankLines.amount}) filter (where ${bankLines.state} <> 'MATCHED'), 0)::text`,
      total: sql<string>`coalesce(sum(${bankLines.amount}), 0)::text`,
    })
    .from(bankLines)
    .where(inArray(bankLines.bankAccountId, ids))
    .groupBy(bankLines.bankAccountId, bankLines.statementId);
  const inProgress = await db
    .select({
      currency: payments.currency,
      n: sql<number>`count(distinct ${payments.uuid})`,
      total: sql<string>`coalesce(sum(${paymentInvoices.amount}), 0)::text`,
    })
    .from(payments)
    .innerJoin(paymentInvoices, eq(paymentInvoices.paymentId, payments.uuid))
    .where(and(eq(payments.companyId, companyId), eq(payments.paymentstatus, 0)))
    .groupBy(payments.currency);
  const currencyOf = (account: string) => latest.find((l) => l.account === account)?.currency ?? DEFAULT_CURRENCY;
  return accounts.map((a) => {
    const last = latest.find((l) => l.account === a.uuid);
    const currency = currencyOf(a.uuid);
    const payingAccount = accounts.find((x) => currencyOf(x.uuid) === currency);
    const owed = inProgress.find((p) => p.currency === currency);
    const mine = sums.filter((s) => s.account === a.uuid);
    const open = { count: mine.reduce((n, s) => n + Number(s.open), 0), total: sumMoney(mine.map((s) => s.openTotal)) };
    const lastLines = mine.find((s) => s.statement === last?.id)?.total ?? '0';
    const bank = last ? (last.closing ?? (last.opening !== null ? sumMoney([last.opening, lastLines]) : null)) : null;
    // the payments in progress belong to the company: shown against its first account of their currency
    const pending =
      a.uuid === payingAccount?.uuid && owed
        ? { count: Number(owed.n), total: fromCents(toCents(owed.total)) }
        : { count: 0, total: '0.00' };
    return {
      id: a.uuid,
      name: a.name,
      iban: a.iban,
      bankBalance: bank,
      bankDate: last?.toDate ?? null,
      currency,
      unreconciledLines: open,
      paymentsInProgress: pending,
      bookBalance: bank === null ? null : fromCents(toCents(bank) - toCents(open.total) - toCents(pending.total)),
    };
  });
}
