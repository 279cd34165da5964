import type { DbOrTx } from '../../../../db/client';

/** A payment the bank confirmed (its line reconciled), told inside the transaction that confirmed it. */
export interface PaymentReconciled {
  paymentId: string;
  lineId: string;
  companyId: string;
  /** Reconciled (true) or the reconciliation undone (false). */
  reconciled: boolean;
}
export type ReconciledListener = (tx: DbOrTx, event: PaymentReconciled) => Promise<void>;

const listeners: ReconciledListener[] = [];

/**
 * The seam for what follows a payment seen at the bank (the invoice lifecycle's status 211 "paid", built
 * elsewhere): a module subscribes when it registers; bank statements never import it. Static wiring, no state.
 */
export function onPaymentReconciled(listener: ReconciledListener): void {
  if (!listeners.includes(listener)) listeners.push(listener);
}

export async function paymentReconciled(tx: DbOrTx, event: PaymentReconciled): Promise<void> {
  for (const listener of listeners) await listener(tx, event);
}
