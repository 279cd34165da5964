/** Deleting a payment: its amounts go back to the documents' balances (and their statuses follow). */
import { eq, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../../db/client';
import { payments } from '../../../../db/schema';
import { recordAudit, type AuditActor } from '../../../audit/record';
import { lockDocuments, lockPayment, refreshPaymentDates, restoreLines, saveDocuments } from '../ledger';

export async function deletePayment(db: Db, id: string, ctx: { visible: SQL; where: SQL; actor: AuditActor }) {
  await db.transaction(async (tx) => removePayment(tx, id, ctx));
}

/** Deletes a payment inside the caller's transaction (a bank reconciliation undone removes the one it created). */
export async function removePayment(tx: DbOrTx, id: string, ctx: { visible: SQL; where: SQL; actor: AuditActor }) {
  const { payment, lines: old } = await lockPayment(tx, id, ctx.where);
  const docs = await lockDocuments(
    tx,
    old.map((l) => l.invoiceuuid),
    ctx.visible,
  );
  restoreLines(old, docs);
  await saveDocuments(tx, docs, new Set(docs.keys()), ctx.actor);
  await tx.delete(payments).where(eq(payments.uuid, id));
  await refreshPaymentDates(tx, [...docs.keys()]);
  await recordAudit(tx, ctx.actor, {
    entity: 'payments',
    entityId: id,
    action: 'DELETE',
    before: { ...payment, invoices: old.map((l) => ({ invoiceuuid: l.invoiceuuid, amount: l.amount })) },
  });
}
