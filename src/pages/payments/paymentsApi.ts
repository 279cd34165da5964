import { useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import type { PaperdeskDataProvider } from '../../../dataProvider';
import { apiBlob } from '../../../dataProvider/http';
import type { BalanceLine, BalanceSummary, InvoiceToPay, PaymentInput, PaymentRecord } from '../../../resources/payments/model';

/** The payment calls of the API, typed (spec §7). */
export function paymentsApi(dp: PaperdeskDataProvider) {
  return {
    toPay: (originType: string) => dp.call<InvoiceToPay[]>('/invoicestopay', { query: { originType } }),
    payments: (originType: string, fromDate: string, toDate: string) => dp.call<PaymentRecord[]>('/payments', { query: { originType, fromDate, toDate } }),
    create: (body: PaymentInput) => dp.call<{ paySuccess: boolean; payment: PaymentRecord; mailError?: string }>('/payments', { method: 'POST', body }),
    update: (id: string, body: PaymentInput) => dp.call<PaymentRecord>(`/payments/${encodeURIComponent(id)}`, { method: 'PUT', body }),
    remove: (id: string) => dp.call<{ success: boolean }>(`/payments/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    summary: (branch: string) => dp.call<BalanceSummary[]>(`/soldes/summary/${encodeURIComponent(branch)}/all`),
    statement: (branch: string, supplier: string) => dp.call<BalanceLine[]>(`/soldes/${encodeURIComponent(branch)}/${encodeURIComponent(supplier)}`),
    statementCsv: (branch: string, supplier: string) => apiBlob(`/soldes/${encodeURIComponent(branch)}/${encodeURIComponent(supplier)}`, { query: { format: 'csv' } }),
  };
}
export type PaymentsApi = ReturnType<typeof paymentsApi>;

export function usePaymentsApi(): PaymentsApi {
  const dp = useDataProvider<PaperdeskDataProvider>();
  return useMemo(() => paymentsApi(dp), [dp]);
}
