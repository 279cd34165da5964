import type { InvoiceToPay } from '../../../../src/domain/payments/payment.model';
import type { DbOrTx } from '../../../db/client';
import { bankStatuses } from './statuses';

/** Invoices to pay, each with its bank status (what keeps it out of a transfer), before anything is chosen. */
export async function withBankStatus(db: DbOrTx, accountId: string, rows: InvoiceToPay[]): Promise<InvoiceToPay[]> {
  const statuses = await bankStatuses(
    db,
    accountId,
    rows.map((r) => r.invoiceuuid),
  );
  return rows.map((r) => {
    const s = statuses.get(r.invoiceuuid);
    return s ? { ...r, bank: { invoiceIban: s.invoiceIban, supplierIban: s.supplierIban, flags: s.flags } } : r;
  });
}
