/** Payments, invoices to pay and balance lines as the API answers them (spec §3). */
import { and, asc, desc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import { NO_BALANCE, type InvoiceToPay, type PaymentRecord } from '../../../../resources/payments/model';
import { DOCUMENT_STATUS } from '../../../../resources/documents/rules';
import { sumMoney, toCents } from '../../../../resources/money';
import type { Db } from '../../../db/client';
import { documents, paymentInvoices, payments } from '../../../db/schema';

type DocRow = typeof documents.$inferSelect;

export const isCredit = (d: Pick<DocRow, 'category' | 'totalttc'>) => d.category === 'CREDIT' || (d.totalttc !== null && toCents(d.totalttc) < 0n);

export async function listPayments(db: Db, where: SQL): Promise<PaymentRecord[]> {
  const rows = await db.select().from(payments).where(where).orderBy(desc(payments.paymentdate), desc(payments.creationdate));
  if (!rows.length) return [];
  const lines = await db.select({ line: paymentInvoices, number: documents.id }).from(paymentInvoices)
    .innerJoin(documents, eq(documents.uuid, paymentInvoices.documentId))
    .where(inArray(paymentInvoices.paymentId, rows.map((r) => r.uuid)));
  return rows.map((p) => {
    const mine = lines.filter((l) => l.line.paymentId === p.uuid)
      .map((l) => ({ uuid: l.line.uuid, invoiceuuid: l.line.documentId, invoicenumber: l.number, amount: l.line.amount }));
    return {
      uuid: p.uuid, name: p.name, description: p.description, paymenttype: p.paymenttype, paymentdate: p.paymentdate,
      creationdate: p.creationdate.toISOString(), paymentstatus: p.paymentstatus as 0 | 1, supplier: p.supplieruuid,
      suppliername: p.suppliername, branche: p.companyId, origintype: p.originType, total: sumMoney(mine.map((l) => l.amount)), invoices: mine,
    };
  });
}

export function toPay(d: DocRow): InvoiceToPay {
  return {
    supplieruuid: d.supplieruuid, suppliername: d.suppliername, brancheuuid: d.companyId, invoiceuuid: d.uuid, invoiceNumber: d.id,
    date: d.date, duedate: d.duedate, solde: d.status === DOCUMENT_STATUS.SAVED ? (d.totalttc ?? '0.00') : d.solde,
    totalttc: d.totalttc ?? '0.00', tva: d.totaltva, type: isCredit(d) ? 'CREDIT' : 'INVOICE', status: d.status,
  };
}

/** Validated or partly paid documents with something left to pay, earliest due first. */
export async function invoicesToPay(db: Db, visible: SQL): Promise<InvoiceToPay[]> {
  const rows = await db.select().from(documents)
    .where(and(visible, inArray(documents.status, [DOCUMENT_STATUS.VALIDATED, DOCUMENT_STATUS.PARTIALLY_PAYED]), notInArray(documents.solde, [NO_BALANCE, '0'])))
    .orderBy(sql`${documents.duedate} asc nulls last`, asc(documents.date), asc(documents.id));
  return rows.map(toPay);
}
