/**
 * The payment ledger: every change of a payment moves document balances and statuses in one
 * transaction, with the documents locked, so two payments can never take the same balance twice.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { DOCUMENT_STATUS } from '../../../../resources/documents/rules';
import {
  applyPayment,
  balanceUnset,
  restorePayment,
  type ParsedPayment,
} from '../../../../resources/payments/payment.model';
import type { Db } from '../../../db/client';
import { documents, paymentInvoices, payments } from '../../../db/schema';
import { AppError, notFound } from '../../errors';
import { loadGroup } from '../documents/groupContext';
import { validationProblems } from '../documents/update';

type DocRow = typeof documents.$inferSelect;
type Line = { invoiceuuid: string; amount: string };
const PAY_MESSAGES: Record<string, string> = {
  'error.payment.notpayable': 'has nothing left to pay',
  'error.payment.sign': 'is paid with amounts of its own sign (positive for an invoice, negative for a credit note)',
  'error.payment.overpaid': 'would be paid more than its balance',
};

/** Locks the documents of the lines (visible to the request, else 404 for the whole payment). */
export async function lockDocuments(tx: Db, ids: string[], visible: SQL): Promise<Map<string, DocRow>> {
  const rows = ids.length
    ? await tx
        .select()
        .from(documents)
        .where(and(inArray(documents.uuid, ids), visible))
        .orderBy(documents.uuid)
        .for('update')
    : [];
  if (rows.length !== new Set(ids).size) throw notFound('Document');
  return new Map(rows.map((r) => [r.uuid, r]));
}

/** A saved document paid directly is validated first (its rules checked), its balance set to its total. */
async function openBalance(tx: Db, doc: DocRow): Promise<DocRow> {
  if (doc.status !== DOCUMENT_STATUS.SAVED) return doc;
  const group = await loadGroup(tx, doc.accountId, doc.documentgroupuuid);
  const problems = await validationProblems(tx, doc);
  if (group?.group.type !== 'INVOICES' || doc.totalttc === null || problems.length) {
    throw new AppError(
      'INVALID_STATE',
      `Document ${doc.id || doc.uuid} cannot be paid: it is not a valid invoice yet${problems.length ? ` (${problems.join(', ')})` : ''}`,
    );
  }
  return { ...doc, status: DOCUMENT_STATUS.VALIDATED, solde: doc.totalttc };
}

/** One payment pays one supplier's documents of one company. */
function assertOneSupplier(docs: DocRow[]) {
  const first = docs[0];
  const key = (d: DocRow) => `${d.companyId}|${d.supplieruuid ?? `name:${d.suppliername.trim().toLowerCase()}`}`;
  if (docs.some((d) => key(d) !== key(first))) {
    throw new AppError('VALIDATION', 'A payment settles documents of one supplier and one branch only', {
      fields: { invoices: 'error.payment.mixed' },
    });
  }
}

/** Takes the lines' amounts off the documents' balances (after `restore` gave back the old ones). */
async function apply(tx: Db, lines: Line[], docs: Map<string, DocRow>) {
  for (const line of lines) {
    let doc = docs.get(line.invoiceuuid)!;
    if (
      ![DOCUMENT_STATUS.SAVED, DOCUMENT_STATUS.VALIDATED, DOCUMENT_STATUS.PARTIALLY_PAYED].includes(doc.status as 1)
    ) {
      throw new AppError('INVALID_STATE', `Document ${doc.id || doc.uuid} cannot be paid in its status`);
    }
    doc = await openBalance(tx, doc);
    if (balanceUnset(doc.solde))
      throw new AppError('INVALID_STATE', `Document ${doc.id || doc.uuid} is not on the to-pay list`);
    const next = applyPayment(doc.solde, line.amount);
    if ('error' in next)
      throw new AppError('INVALID_STATE', `Document ${doc.id || doc.uuid} ${PAY_MESSAGES[next.error]}`, {
        fields: { invoices: next.error },
      });
    docs.set(doc.uuid, { ...doc, ...next });
  }
}

/** Gives back what a payment's lines took. */
function restore(old: Line[], docs: Map<string, DocRow>) {
  for (const line of old) {
    const doc = docs.get(line.invoiceuuid)!;
    docs.set(doc.uuid, { ...doc, ...restorePayment(doc.solde, line.amount, doc.totalttc ?? doc.solde) });
  }
}

async function saveDocuments(tx: Db, docs: Map<string, DocRow>, touched: Set<string>) {
  for (const id of touched) {
    const d = docs.get(id)!;
    await tx
      .update(documents)
      .set({ solde: d.solde, status: d.status, updatedAt: new Date() })
      .where(eq(documents.uuid, id));
  }
}

/** A paid document's payment date: the day of its latest payment (none once it has no payment left). */
async function refreshPaymentDates(tx: Db, ids: string[]) {
  if (!ids.length) return;
  await tx
    .update(documents)
    .set({
      paymentdate: sql`(select max(${payments.paymentdate}) from ${paymentInvoices} join ${payments} on ${payments.uuid} = ${paymentInvoices.paymentId}
      where ${paymentInvoices.documentId} = ${documents.uuid})`,
    })
    .where(inArray(documents.uuid, ids));
}

const fields = (p: ParsedPayment) => ({
  name: p.name,
  description: p.description,
  paymenttype: p.paymenttype,
  paymentdate: p.paymentdate,
  paymentstatus: p.paymentstatus,
});

/**
 * Records a new payment; resolves with it and the documents it paid. `andThen` runs in the same
 * transaction (what the payment causes, such as its notice, commits with it or not at all).
 */
export async function createPayment(db: Db, input: ParsedPayment, ctx: PaymentContext) {
  return db.transaction(async (t) => recordPayment(t as unknown as Db, input, ctx));
}
type PaymentContext = {
  visible: SQL;
  accountId: string;
  userId: string;
  andThen?: (tx: Db, paymentId: string) => Promise<unknown>;
};

/** Records a new payment inside the caller's transaction (several payments may then commit together). */
export async function recordPayment(tx: Db, input: ParsedPayment, ctx: PaymentContext) {
  const docs = await lockDocuments(
    tx,
    input.invoices.map((l) => l.invoiceuuid),
    ctx.visible,
  );
  assertOneSupplier([...docs.values()]);
  await apply(tx, input.invoices, docs);
  await saveDocuments(tx, docs, new Set(docs.keys()));
  const first = docs.get(input.invoices[0].invoiceuuid)!;
  const [payment] = await tx
    .insert(payments)
    .values({
      ...fields(input),
      companyId: first.companyId,
      accountId: ctx.accountId,
      originType: first.originType,
      supplieruuid: first.supplieruuid,
      suppliername: first.suppliername,
      createdBy: ctx.userId,
    })
    .returning();
  await tx
    .insert(paymentInvoices)
    .values(input.invoices.map((l) => ({ paymentId: payment.uuid, documentId: l.invoiceuuid, amount: l.amount })));
  await refreshPaymentDates(tx, [...docs.keys()]);
  await ctx.andThen?.(tx, payment.uuid);
  return { payment, documents: [...docs.values()] };
}

/** Edits a payment: the old amounts are given back first, then the new ones taken (spec §4). */
export async function updatePayment(db: Db, id: string, input: ParsedPayment, ctx: { visible: SQL; where: SQL }) {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.uuid, id), ctx.where))
      .for('update');
    if (!payment) throw notFound('Payment');
    const old = await tx
      .select({ invoiceuuid: paymentInvoices.documentId, amount: paymentInvoices.amount })
      .from(paymentInvoices)
      .where(eq(paymentInvoices.paymentId, id));
    const ids = [...new Set([...old.map((l) => l.invoiceuuid), ...input.invoices.map((l) => l.invoiceuuid)])];
    const docs = await lockDocuments(tx, ids, ctx.visible);
    restore(old, docs);
    const paid = new Map([...docs].filter(([k]) => input.invoices.some((l) => l.invoiceuuid === k)));
    assertOneSupplier([...paid.values()]);
    if (paid.values().next().value!.companyId !== payment.companyId)
      throw new AppError('VALIDATION', 'A payment stays with its branch', {
        fields: { invoices: 'error.payment.mixed' },
      });
    await apply(tx, input.invoices, docs);
    await saveDocuments(tx, docs, new Set(ids));
    const first = docs.get(input.invoices[0].invoiceuuid)!;
    const [saved] = await tx
      .update(payments)
      .set({
        ...fields(input),
        supplieruuid: first.supplieruuid,
        suppliername: first.suppliername,
        updatedAt: new Date(),
      })
      .where(eq(payments.uuid, id))
      .returning();
    await tx.delete(paymentInvoices).where(eq(paymentInvoices.paymentId, id));
    await tx
      .insert(paymentInvoices)
      .values(input.invoices.map((l) => ({ paymentId: id, documentId: l.invoiceuuid, amount: l.amount })));
    await refreshPaymentDates(tx, ids);
    return saved;
  });
}

/** Deletes a payment, giving its amounts back to the documents. */
export async function deletePayment(db: Db, id: string, ctx: { visible: SQL; where: SQL }) {
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.uuid, id), ctx.where))
      .for('update');
    if (!payment) throw notFound('Payment');
    const old = await tx
      .select({ invoiceuuid: paymentInvoices.documentId, amount: paymentInvoices.amount })
      .from(paymentInvoices)
      .where(eq(paymentInvoices.paymentId, id));
    const docs = await lockDocuments(
      tx,
      old.map((l) => l.invoiceuuid),
      ctx.visible,
    );
    restore(old, docs);
    await saveDocuments(tx, docs, new Set(docs.keys()));
    await tx.delete(payments).where(eq(payments.uuid, id));
    await refreshPaymentDates(tx, [...docs.keys()]);
  });
}
