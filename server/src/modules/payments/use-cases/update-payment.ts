/**
 * Editing a payment (spec §4): its old amounts are given back to the documents first, then the new ones taken; answers
 * it with the saved documents it validated (for afterPaidValidations once committed). Changing its status executes it
 * (Done: who and when recorded) or takes that back (in progress: forgotten), which needs Execute payments (403), and
 * with four-eyes payments someone other than who prepared it.
 */
import { eq, type SQL } from 'drizzle-orm';
import type { ParsedPayment } from '../../../../../src/domain/payments/payment.model';
import type { Db } from '../../../../db/client';
import { paymentInvoices, payments } from '../../../../db/schema';
import { AppError, forbidden } from '../../../errors';
import { PAYMENT_STATUS } from '../../../../../src/domain/payments/payment.model';
import {
  applyLines,
  assertOneCurrency,
  assertOneSupplier,
  insertLines,
  lockDocuments,
  lockPayment,
  paymentFields,
  refreshPaymentDates,
  restoreLines,
  saveDocuments,
} from '../ledger';
import { recordAudit, type AuditActor } from '../../../audit/record';
import { assertFourEyes } from '../payments.access';

export async function updatePayment(
  db: Db,
  id: string,
  input: ParsedPayment,
  ctx: { visible: SQL; where: SQL; actor: AuditActor; mayExecute: boolean },
) {
  return db.transaction(async (tx) => {
    const { payment, lines: old } = await lockPayment(tx, id, ctx.where);
    const statusChanged = payment.paymentstatus !== input.paymentstatus;
    if (statusChanged && !ctx.mayExecute)
      throw forbidden(
        'Changing whether a payment is done needs the permission EXECUTE_PAYMENTS',
        'error.payment.doneright',
      );
    const done = input.paymentstatus === PAYMENT_STATUS.Done;
    if (statusChanged && done) await assertFourEyes(tx, ctx.actor.userId, [payment]);
    const ids = [...new Set([...old.map((l) => l.invoiceuuid), ...input.invoices.map((l) => l.invoiceuuid)])];
    const docs = await lockDocuments(tx, ids, ctx.visible);
    restoreLines(old, docs);
    const paid = new Map([...docs].filter(([k]) => input.invoices.some((l) => l.invoiceuuid === k)));
    assertOneSupplier([...paid.values()]);
    assertOneCurrency([...paid.values()]);
    if (paid.values().next().value!.companyId !== payment.companyId)
      throw new AppError('VALIDATION', 'A payment stays with its branch', {
        fields: { invoices: 'error.payment.mixed' },
      });
    const validated = await applyLines(tx, input.invoices, docs);
    await saveDocuments(tx, docs, new Set(ids), ctx.actor);
    const first = docs.get(input.invoices[0].invoiceuuid)!;
    const [saved] = await tx
      .update(payments)
      .set({
        ...paymentFields(input),
        supplieruuid: first.supplieruuid,
        suppliername: first.suppliername,
        currency: first.currency,
        ...(statusChanged ? { doneBy: done ? ctx.actor.userId : null, doneAt: done ? new Date() : null } : {}),
        updatedAt: new Date(),
      })
      .where(eq(payments.uuid, id))
      .returning();
    await tx.delete(paymentInvoices).where(eq(paymentInvoices.paymentId, id));
    await insertLines(tx, id, input.invoices);
    await refreshPaymentDates(tx, ids);
    const lines = (ls: Array<{ invoiceuuid: string; amount: unknown }>) =>
      ls.map((l) => ({ invoiceuuid: l.invoiceuuid, amount: String(l.amount) }));
    await recordAudit(tx, ctx.actor, {
      entity: 'payments',
      entityId: id,
      action: 'UPDATE',
      before: { ...payment, invoices: lines(old) },
      after: { ...saved, invoices: lines(input.invoices) },
    });
    return { payment: saved, validated: [...validated].map((v) => docs.get(v)!) };
  });
}
