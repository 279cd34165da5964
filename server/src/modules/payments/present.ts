/** Payments, invoices to pay and balance lines as the API answers them (spec §3). */
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  wireBalance,
  type InvoiceToPay,
  type PaymentLine,
  type PaymentRecord,
} from '../../../../src/domain/payments/payment.model';
import { DOCUMENT_STATUS } from '../../../../src/domain/documents/rules';
import { sumMoney, toCents } from '../../../../src/domain/money';
import type { Db } from '../../../db/client';
import { bankMatches, documents, paymentInvoices, payments, users } from '../../../db/schema';
import { TO_PAY_PREDICATE } from '../../../db/documentSchema';
import { COUNT, countOf, type SortColumns } from '../../crud/listQuery';
import type { ListPage } from '../documents/present';
import { withPaymentProblems } from './payable';

type DocRow = typeof documents.$inferSelect;

const isCredit = (d: Pick<DocRow, 'category' | 'totalttc'>) =>
  d.category === 'CREDIT' || (d.totalttc !== null && toCents(d.totalttc) < 0n);

/** The sorts a payments list offers. */
export const paymentSortColumns: SortColumns = {
  paymentdate: payments.paymentdate,
  creationdate: payments.creationdate,
  name: payments.name,
  suppliername: payments.suppliername,
  paymentstatus: payments.paymentstatus,
};

/** Who prepared a payment (recorded it) and who executed it (marked it Done), as the payment names them. */
const preparer = alias(users, 'preparer');
const executor = alias(users, 'executor');
const nameOf = (u: { firstName: string; lastName: string; email: string } | null) =>
  u ? `${u.firstName} ${u.lastName}`.trim() || u.email : null;

/** Payments matching `where`, one page, each with its lines (one query for the page's lines). */
export async function listPayments(
  db: Db,
  where: SQL,
  page: ListPage = { limit: 1, offset: 0, order: [desc(payments.paymentdate)] },
): Promise<PaymentRecord[]> {
  const rows = await db
    .select({
      p: payments,
      prepared: { firstName: preparer.firstName, lastName: preparer.lastName, email: preparer.email },
      executed: { firstName: executor.firstName, lastName: executor.lastName, email: executor.email },
      reconciled: sql<boolean>`exists (select 1 from ${bankMatches} m where m.payment_id = ${payments.uuid} and m.status = 'CONFIRMED')`,
    })
    .from(payments)
    .leftJoin(preparer, eq(preparer.id, payments.createdBy))
    .leftJoin(executor, eq(executor.id, payments.doneBy))
    .where(where)
    .orderBy(...page.order)
    .limit(page.limit)
    .offset(page.offset);
  if (!rows.length) return [];
  const lines = await db
    .select({ line: paymentInvoices, number: documents.invoiceNumber })
    .from(paymentInvoices)
    .innerJoin(documents, eq(documents.uuid, paymentInvoices.documentId))
    .where(
      inArray(
        paymentInvoices.paymentId,
        rows.map((r) => r.p.uuid),
      ),
    )
    .orderBy(paymentInvoices.paymentId, documents.invoiceNumber);
  const byPayment = new Map<string, PaymentLine[]>();
  for (const l of lines) {
    const list = byPayment.get(l.line.paymentId) ?? [];
    list.push({ uuid: l.line.uuid, invoiceuuid: l.line.documentId, invoicenumber: l.number, amount: l.line.amount });
    byPayment.set(l.line.paymentId, list);
  }
  return rows.map(({ p, prepared, executed, reconciled }) => {
    const mine = byPayment.get(p.uuid) ?? [];
    return {
      uuid: p.uuid,
      name: p.name,
      description: p.description,
      paymenttype: p.paymenttype,
      paymentdate: p.paymentdate,
      creationdate: p.creationdate.toISOString(),
      paymentstatus: p.paymentstatus as 0 | 1,
      supplier: p.supplieruuid,
      suppliername: p.suppliername,
      branche: p.companyId,
      origintype: p.originType,
      currency: p.currency,
      total: sumMoney(mine.map((l) => l.amount)),
      invoices: mine,
      preparedby: nameOf(prepared),
      preparedbyuuid: prepared ? p.createdBy : null,
      doneby: nameOf(executed),
      donedate: p.doneAt?.toISOString() ?? null,
      reconciled: Boolean(reconciled),
    };
  });
}

export const countPayments = (db: Db, where: SQL) => countOf(db.select({ n: COUNT }).from(payments).where(where));

const toPayColumns = {
  supplieruuid: documents.supplieruuid,
  suppliername: documents.suppliername,
  companyId: documents.companyId,
  uuid: documents.uuid,
  invoiceNumber: documents.invoiceNumber,
  date: documents.date,
  duedate: documents.duedate,
  status: documents.status,
  totalttc: documents.totalttc,
  totaltva: documents.totaltva,
  balance: documents.balance,
  category: documents.category,
  totalht: documents.totalht,
  currency: documents.currency,
};

export function toPay(d: Omit<Pick<DocRow, keyof typeof toPayColumns>, 'totalht'>): InvoiceToPay {
  return {
    supplieruuid: d.supplieruuid,
    suppliername: d.suppliername,
    brancheuuid: d.companyId,
    invoiceuuid: d.uuid,
    invoiceNumber: d.invoiceNumber,
    date: d.date,
    duedate: d.duedate,
    solde: d.status === DOCUMENT_STATUS.SAVED ? (d.totalttc ?? '0.00') : wireBalance(d.balance),
    totalttc: d.totalttc ?? '0.00',
    tva: d.totaltva,
    currency: d.currency,
    type: isCredit(d) ? 'CREDIT' : 'INVOICE',
    status: d.status,
  };
}

/** On the invoices to pay (documentSchema's TO_PAY_PREDICATE, the predicate of its index). */
const openBalance = sql.raw(TO_PAY_PREDICATE);

/** The sorts the invoices to pay offer (earliest due first by default). */
export const toPaySortColumns: SortColumns = {
  duedate: documents.duedate,
  date: documents.date,
  invoiceNumber: documents.invoiceNumber,
  suppliername: documents.suppliername,
  solde: documents.balance,
  totalttc: documents.totalttc,
};

/** Validated or partly paid documents with something left to pay, one page. */
export async function invoicesToPay(db: Db, visible: SQL, page: ListPage): Promise<InvoiceToPay[]> {
  const rows = await db
    .select(toPayColumns)
    .from(documents)
    .where(and(visible, openBalance))
    .orderBy(...page.order)
    .limit(page.limit)
    .offset(page.offset);
  return withPaymentProblems(
    db,
    rows.map((d) => ({ row: toPay(d), doc: d })),
  );
}

export const countInvoicesToPay = (db: Db, visible: SQL) =>
  countOf(db.select({ n: COUNT }).from(documents).where(and(visible, openBalance)));
