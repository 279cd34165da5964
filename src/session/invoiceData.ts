import type { QueryClient } from '@tanstack/react-query';

/**
 * The react-admin resources holding invoice data (documents, invoices to pay, payments, balances and
 * statements). Spec §4 "Data loading": data loads once per session, but a mode change reloads invoice data.
 */
export const INVOICE_RESOURCES: readonly string[] = ['documents', 'invoicestopay', 'payments', 'soldes', 'statement'];

/** Marks every cached invoice query stale: shown lists read again at once, the others when next shown. */
export function reloadInvoiceData(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (q) => INVOICE_RESOURCES.includes(String(q.queryKey[0])) });
}
