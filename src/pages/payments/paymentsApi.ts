import { useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import type { PaperdeskDataProvider } from '../../providers/data';
import type { InvoiceToPay, PaymentInput, PaymentRecord, PaymentRecorded } from '../../domain/payments/payment.model';

/**
 * The payment calls of the API that are not lists (spec §7); the lists (invoicestopay, payments,
 * soldes, statement) go through the data provider's getList, a page at a time.
 */
export function paymentsApi(dp: PaperdeskDataProvider) {
  return {
    create: (body: PaymentInput) =>
      dp.call<PaymentRecorded>('/payments', {
        method: 'POST',
        body,
      }),
    update: (id: string, body: PaymentInput) =>
      dp.call<PaymentRecord>(`/payments/${encodeURIComponent(id)}`, { method: 'PUT', body }),
    remove: (id: string) => dp.call<{ success: boolean }>(`/payments/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    /** The named documents of one supplier (at most 500) as invoices to pay: those still payable, with what is left on them. */
    invoicesOf: (supplier: string, invoices: string[]) =>
      dp.call<InvoiceToPay[]>(`/documents/${encodeURIComponent(supplier)}`, { method: 'POST', body: invoices }),
  };
}
export type PaymentsApi = ReturnType<typeof paymentsApi>;

export function usePaymentsApi(): PaymentsApi {
  const dp = useDataProvider<PaperdeskDataProvider>();
  return useMemo(() => paymentsApi(dp), [dp]);
}
