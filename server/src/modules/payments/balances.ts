/**
 * The supplier balance statement (soldes): what was invoiced (credit), what was paid or credited back
 * (debit), line by line, and what is still owed. Only validated and paid documents count.
 */
import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { NO_BALANCE, type BalanceLine, type BalanceSummary } from '../../../../resources/payments/model';
import { DOCUMENT_STATUS } from '../../../../resources/documents/rules';
import { fromCents, toCents } from '../../../../resources/money';
import type { Db } from '../../../db/client';
import { documents, paymentInvoices, payments } from '../../../db/schema';
import { isCredit } from './present';

const ZERO = '0.00';
const abs = (v: string) => fromCents(toCents(v) < 0n ? -toCents(v) : toCents(v));

/** Lines of one company's statement, for one supplier or all (supplierId undefined), in date order. */
export async function statement(db: Db, companyId: string, supplierId?: string, docFilter?: SQL): Promise<BalanceLine[]> {
  const docs = await db.select().from(documents).where(and(
    eq(documents.companyId, companyId),
    supplierId ? eq(documents.supplieruuid, supplierId) : undefined,
    inArray(documents.status, [DOCUMENT_STATUS.VALIDATED, DOCUMENT_STATUS.PARTIALLY_PAYED, DOCUMENT_STATUS.PAYED]),
    ne(documents.solde, NO_BALANCE),
    docFilter,
  ));
  const pays = await db.select({ p: payments, total: sql<string>`coalesce(sum(${paymentInvoices.amount}), 0)::numeric(14,2)::text` })
    .from(payments).leftJoin(paymentInvoices, eq(paymentInvoices.paymentId, payments.uuid))
    .where(and(eq(payments.companyId, companyId), supplierId ? eq(payments.supplieruuid, supplierId) : undefined))
    .groupBy(payments.uuid);
  const lines: BalanceLine[] = [
    ...docs.map((d): BalanceLine => {
      const credit = isCredit(d);
      const ttc = d.totalttc ?? ZERO;
      return {
        date: d.date, creationdate: d.createdAt.toISOString(), supplieruuid: d.supplieruuid, suppliername: d.suppliername, number: d.id,
        status: d.status, debit: credit ? abs(ttc) : ZERO, credit: credit ? ZERO : abs(ttc), invoicesolde: d.solde, invoiceuuid: d.uuid,
        type: credit ? 'CREDIT' : 'INVOICE',
      };
    }),
    ...pays.map(({ p, total }): BalanceLine => ({
      date: p.paymentdate, creationdate: p.creationdate.toISOString(), supplieruuid: p.supplieruuid, suppliername: p.suppliername,
      number: p.name, status: p.paymentstatus, debit: toCents(total) >= 0n ? total : ZERO, credit: toCents(total) < 0n ? abs(total) : ZERO,
      invoicesolde: null, invoiceuuid: null, type: 'PAYMENT',
    })),
  ];
  return lines.sort((a, b) => (a.date ?? '').localeCompare(b.date ?? '') || a.creationdate.localeCompare(b.creationdate));
}

/** What is owed to each supplier: credits minus debits. */
export function summarise(lines: BalanceLine[]): BalanceSummary[] {
  const by = new Map<string, { name: string; cents: bigint }>();
  for (const l of lines) {
    if (!l.supplieruuid) continue;
    const entry = by.get(l.supplieruuid) ?? { name: l.suppliername, cents: 0n };
    entry.cents += toCents(l.credit) - toCents(l.debit);
    by.set(l.supplieruuid, entry);
  }
  return [...by].map(([supplieruuid, e]) => ({ supplieruuid, suppliername: e.name, solde: fromCents(e.cents) }));
}

/** The statement as CSV (semicolon-separated, as spreadsheets in French locales expect). */
export function statementCsv(lines: BalanceLine[]): string {
  const head = ['date', 'type', 'number', 'supplier', 'debit', 'credit', 'invoicesolde'];
  const cell = (v: unknown) => `"${String(v ?? '').replace(/"/g, '""')}"`;
  return [head.join(';'), ...lines.map((l) => [l.date, l.type, l.number, l.suppliername, l.debit, l.credit, l.invoicesolde ?? ''].map(cell).join(';'))].join('\r\n');
}
