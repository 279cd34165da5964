/**
 * The reform's 211 (payment sent) when the bank confirms a payment (a statement line reconciled with it): each
 * invoice the payment pays gets the status, with the amount paid, unless a 211 was already recorded for it since
 * the payment was (recording a payment writes one, modules/payments): a payment recorded before the lifecycle
 * existed, or whose status was lost, has it once the bank shows the money left. An undone reconciliation leaves
 * the lifecycle as it is: the reform's statuses are never withdrawn (a later status corrects one).
 */
import { and, eq, gte, sql } from 'drizzle-orm';
import { LIFECYCLE } from '../../../../src/domain/lifecycle/lifecycle';
import type { DbOrTx } from '../../../db/client';
import { documentLifecycle, documents, paymentInvoices, payments } from '../../../db/schema';
import { recordLifecycleStatus } from './record-status';

/** What the bank side says of a payment (bankStatements' PaymentReconciled, read here by its shape: no import back). */
export interface ReconciledPayment {
  paymentId: string;
  companyId: string;
  reconciled: boolean;
}

export async function recordPaidOnReconciliation(tx: DbOrTx, event: ReconciledPayment): Promise<void> {
  if (!event.reconciled) return;
  const paid = await tx
    .select({ doc: documents, amount: paymentInvoices.amount })
    .from(paymentInvoices)
    .innerJoin(payments, eq(payments.uuid, paymentInvoices.paymentId))
    .innerJoin(documents, eq(documents.uuid, paymentInvoices.documentId))
    .where(
      and(
        eq(paymentInvoices.paymentId, event.paymentId),
        eq(payments.companyId, event.companyId),
        sql`not exists (select 1 from ${documentLifecycle} where ${documentLifecycle.documentId} = ${documents.uuid}
          and ${documentLifecycle.code} = ${LIFECYCLE.PAYMENT_SENT} and ${gte(documentLifecycle.createdAt, payments.creationdate)})`,
      ),
    );
  for (const { doc, amount } of paid)
    await recordLifecycleStatus(tx, doc, { code: LIFECYCLE.PAYMENT_SENT, origin: 'SYSTEM', amount });
}
