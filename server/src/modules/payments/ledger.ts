/**
 * The payment ledger's steps: every change of a payment (use-cases/record-payment.ts, update-payment.ts,
 * delete-payment.ts) moves document balances and statuses in one transaction, with the documents locked,
 * so two payments can never take the same balance twice.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { DOCUMENT_STATUS } from '../../../../src/domain/documents/rules';
import {
  applyPayment,
  restorePayment,
  wireBalance,
  type ParsedPayment,
} from '../../../../src/domain/payments/payment.model';
import type { DbOrTx } from '../../../db/client';
import { documents, paymentInvoices, payments } from '../../../db/schema';
import { AppError, notFound } from '../../errors';
import { recordAudits, type AuditActor, type AuditEvent } from '../../audit/record';
import { loadGroup } from '../documents/groupContext';
import { validateDocument } from '../documents/use-cases/validate-document';
import { assertPayable } from './payable';
import { assertApproved } from '../approvals/guard';

export type DocRow = typeof documents.$inferSelect;
export type Line = { invoiceuuid: string; amount: string };
const PAY_MESSAGES: Record<string, string> = {
  'error.payment.notpayable': 'has nothing left to pay',
  'error.payment.sign': 'is paid with amounts of its own sign (positive for an invoice, negative for a credit note)',
  'error.payment.overpaid': 'would be paid more than its balance',
};

/** Locks the documents of the lines (visible to the request, else 404 for the whole payment). */
/** The documents as they were locked, per map lockDocuments answered (lines replace a map's rows, never change them). */
const asLocked = new WeakMap<Map<string, DocRow>, Map<string, DocRow>>();

export async function lockDocuments(tx: DbOrTx, ids: string[], visible: SQL): Promise<Map<string, DocRow>> {
  const rows = ids.length
    ? await tx
        .select()
        .from(documents)
        .where(and(inArray(documents.uuid, ids), visible))
        .orderBy(documents.uuid)
        .for('update')
    : [];
  if (rows.length !== new Set(ids).size) throw notFound('Document');
  const docs = new Map(rows.map((r) => [r.uuid, r]));
  asLocked.set(docs, new Map(docs));
  return docs;
}

/**
 * A saved document paid directly is validated first, through the one road to VALIDATED (validateDocument: its
 * rules checked, its balance set to its total); an invoice only. Its caller runs afterValidation once committed.
 */
async function openBalance(tx: DbOrTx, doc: DocRow, userId: string | null): Promise<DocRow> {
  if (doc.status !== DOCUMENT_STATUS.SAVED) return doc;
  const group = await loadGroup(tx, doc.accountId, doc.documentgroupuuid);
  if (group?.group.type !== 'INVOICES' || doc.totalttc === null)
    throw new AppError(
      'INVALID_STATE',
      `Document ${doc.invoiceNumber || doc.uuid} cannot be paid: it is not an invoice`,
      {
        key: 'error.payment.notinvoice',
        params: { invoice: doc.invoiceNumber || doc.uuid },
      },
    );
  return { ...doc, ...(await validateDocument(tx, doc, {}, true, { userId })) };
}

/** Who a document is paid to: its branch and supplier (by name when it names no supplier record). */
export const payeeKey = (d: DocRow) =>
  `${d.companyId}|${d.supplieruuid ?? `name:${d.suppliername.trim().toLowerCase()}`}`;

/** One payment pays one supplier's documents of one company. */
export function assertOneSupplier(docs: DocRow[]) {
  const first = docs[0];
  if (docs.some((d) => payeeKey(d) !== payeeKey(first))) {
    throw new AppError('VALIDATION', 'A payment settles documents of one supplier and one branch only', {
      fields: { invoices: 'error.payment.mixed' },
    });
  }
}

/** One payment settles invoices of one currency (409 naming the currencies found, never an addition of them). */
export function assertOneCurrency(docs: Array<Pick<DocRow, 'currency'>>) {
  const found = [...new Set(docs.map((d) => d.currency))].sort();
  if (found.length > 1) {
    throw new AppError('INVALID_STATE', `A payment settles invoices of one currency: ${found.join(', ')} found`, {
      key: 'error.payment.currencies',
      params: { currencies: found.join(', ') },
    });
  }
}

/**
 * Takes the lines' amounts off the documents' balances (after `restore` gave back the old ones), each document
 * valid for payment (payable.ts); answers the ids of the saved documents this payment validated.
 */
export async function applyLines(
  tx: DbOrTx,
  lines: Line[],
  docs: Map<string, DocRow>,
  userId: string | null = null,
): Promise<Set<string>> {
  const paid = lines.map((l) => docs.get(l.invoiceuuid)!);
  await assertPayable(tx, paid);
  await assertApproved(tx, paid);
  const validated = new Set<string>();
  for (const line of lines) {
    let doc = docs.get(line.invoiceuuid)!;
    if (
      ![DOCUMENT_STATUS.SAVED, DOCUMENT_STATUS.VALIDATED, DOCUMENT_STATUS.PARTIALLY_PAYED].includes(doc.status as 1)
    ) {
      throw new AppError('INVALID_STATE', `Document ${doc.invoiceNumber || doc.uuid} cannot be paid in its status`, {
        key: 'error.payment.status',
        params: { invoice: doc.invoiceNumber || doc.uuid },
      });
    }
    if (doc.status === DOCUMENT_STATUS.SAVED) validated.add(doc.uuid);
    doc = await openBalance(tx, doc, userId);
    if (doc.balance === null)
      throw new AppError('INVALID_STATE', `Document ${doc.invoiceNumber || doc.uuid} is not on the to-pay list`, {
        key: 'error.payment.notlisted',
        params: { invoice: doc.invoiceNumber || doc.uuid },
      });
    const next = applyPayment(doc.balance, line.amount);
    if ('error' in next)
      throw new AppError('INVALID_STATE', `Document ${doc.invoiceNumber || doc.uuid} ${PAY_MESSAGES[next.error]}`, {
        fields: { invoices: next.error },
      });
    docs.set(doc.uuid, { ...doc, ...next });
  }
  return validated;
}

/** Gives back what a payment's lines took. */
export function restoreLines(old: Line[], docs: Map<string, DocRow>) {
  for (const line of old) {
    const doc = docs.get(line.invoiceuuid)!;
    docs.set(doc.uuid, {
      ...doc,
      ...restorePayment(doc.balance ?? '0', line.amount, doc.totalttc ?? doc.balance ?? '0'),
    });
  }
}

/** Writes the documents' new balance and status, each change in the audit trail as the actor's. */
export async function saveDocuments(tx: DbOrTx, docs: Map<string, DocRow>, touched: Set<string>, actor: AuditActor) {
  const locked = asLocked.get(docs);
  const changes: AuditEvent[] = [];
  for (const id of touched) {
    const d = docs.get(id)!;
    await tx
      .update(documents)
      .set({ balance: d.balance, status: d.status, updatedAt: new Date() })
      .where(eq(documents.uuid, id));
    // each document's own history shows what a payment did to it (validated by it, its balance and status)
    const was = locked?.get(id);
    if (was)
      changes.push({
        entity: 'documents',
        entityId: id,
        action: was.status === DOCUMENT_STATUS.SAVED && d.status !== was.status ? 'VALIDATE' : 'UPDATE',
        before: { status: was.status, solde: wireBalance(was.balance) },
        after: { status: d.status, solde: wireBalance(d.balance) },
      });
  }
  await recordAudits(tx, actor, changes);
}

/** A paid document's payment date: the day of its latest payment (none once it has no payment left). */
export async function refreshPaymentDates(tx: DbOrTx, ids: string[]) {
  if (!ids.length) return;
  await tx
    .update(documents)
    .set({
      paymentdate: sql`(select max(${payments.paymentdate}) from ${paymentInvoices} join ${payments} on ${payments.uuid} = ${paymentInvoices.paymentId}
      where ${paymentInvoices.documentId} = ${documents.uuid})`,
    })
    .where(inArray(documents.uuid, ids));
}

/** The payment's own columns, as the form gives them. */
export const paymentFields = (p: ParsedPayment) => ({
  name: p.name,
  description: p.description,
  paymenttype: p.paymenttype,
  paymentdate: p.paymentdate,
  paymentstatus: p.paymentstatus,
});

/** Locks a payment of the request's scope and reads its lines (404 when it is not there). */
export async function lockPayment(tx: DbOrTx, id: string, where: SQL) {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.uuid, id), where))
    .for('update');
  if (!payment) throw notFound('Payment');
  const lines = await tx
    .select({ invoiceuuid: paymentInvoices.documentId, amount: paymentInvoices.amount })
    .from(paymentInvoices)
    .where(eq(paymentInvoices.paymentId, id));
  return { payment, lines };
}

/** Writes a payment's lines (after its old ones were deleted). */
export async function insertLines(tx: DbOrTx, paymentId: string, lines: Line[]) {
  await tx
    .insert(paymentInvoices)
    .values(lines.map((l) => ({ paymentId, documentId: l.invoiceuuid, amount: l.amount })));
}
