/**
 * A payment's status changed on its own, its amounts as they are: Done records who executed it and when (a person,
 * or no one when a bank statement is the evidence), in progress forgets them. With four-eyes payments, who prepared
 * it may not make it Done (payments.access.ts). Audited; setting the status it has changes nothing.
 */
import { inArray, type SQL } from 'drizzle-orm';
import { PAYMENT_STATUS } from '../../../../../src/domain/payments/payment.model';
import type { Db, DbOrTx } from '../../../../db/client';
import { payments } from '../../../../db/schema';
import { recordAudits, type AuditActor } from '../../../audit/record';
import { lockPayment } from '../ledger';
import { assertFourEyes } from '../payments.access';

type PaymentRow = typeof payments.$inferSelect;
export type PaymentStatus = (typeof PAYMENT_STATUS)[keyof typeof PAYMENT_STATUS];

export interface StatusChange {
  /** Who changes it, for the audit trail. */
  actor: AuditActor;
  /** Who executes it when it becomes Done: a user, or null when the bank's statement shows it made. */
  executedBy: string | null;
  /** What the audit entry records beside the changed fields (the bank line that shows it made). */
  evidence?: Record<string, unknown>;
}

/** Inside the caller's transaction, the payment's row locked (`before`); answers the row as it is now. */
export async function changePaymentStatus(
  tx: DbOrTx,
  before: PaymentRow,
  status: PaymentStatus,
  change: StatusChange,
): Promise<PaymentRow> {
  const [after] = await changePaymentStatuses(tx, [{ before, evidence: change.evidence }], status, change);
  return after ?? before;
}

/**
 * Several payments at once (a chunk of bank lines reconciled), their rows locked, each with its own evidence: one
 * update and one append to the audit trail. Answers the rows it changed.
 */
export async function changePaymentStatuses(
  tx: DbOrTx,
  changes: Array<{ before: PaymentRow; evidence?: Record<string, unknown> }>,
  status: PaymentStatus,
  change: Omit<StatusChange, 'evidence'>,
): Promise<PaymentRow[]> {
  const moved = changes.filter((c) => c.before.paymentstatus !== status);
  if (!moved.length) return [];
  const done = status === PAYMENT_STATUS.Done;
  if (done)
    await assertFourEyes(
      tx,
      change.executedBy,
      moved.map((c) => c.before),
    );
  const now = new Date();
  const after = await tx
    .update(payments)
    .set({
      paymentstatus: status,
      doneBy: done ? change.executedBy : null,
      doneAt: done ? now : null,
      updatedAt: now,
    })
    .where(
      inArray(
        payments.uuid,
        moved.map((c) => c.before.uuid),
      ),
    )
    .returning();
  const byId = new Map(after.map((p) => [p.uuid, p]));
  await recordAudits(
    tx,
    change.actor,
    moved.map(({ before, evidence }) => ({
      entity: 'payments',
      entityId: before.uuid,
      action: 'UPDATE',
      before,
      after: { ...byId.get(before.uuid), ...evidence },
    })),
  );
  return moved.map((c) => byId.get(c.before.uuid)!);
}

/** PUT /payments/{id}/status: in its own transaction (404 when the payment is not within `where`). */
export async function setPaymentStatus(
  db: Db,
  id: string,
  status: PaymentStatus,
  change: StatusChange & { where: SQL },
) {
  await db.transaction(async (tx) => {
    const { payment } = await lockPayment(tx, id, change.where);
    await changePaymentStatus(tx, payment, status, change);
  });
}
