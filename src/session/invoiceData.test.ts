import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { INVOICE_RESOURCES, reloadInvoiceData } from './invoiceData';

describe('invoice data on a mode change', () => {
  it('marks the invoice and payment queries stale, and only them', async () => {
    const client = new QueryClient();
    for (const resource of [...INVOICE_RESOURCES, 'keywords', 'suppliers'])
      client.setQueryData([resource, 'getList', {}], []);
    await reloadInvoiceData(client);
    const stale = client
      .getQueryCache()
      .getAll()
      .filter((q) => q.isStale())
      .map((q) => q.queryKey[0]);
    expect(stale.sort()).toEqual(['documents', 'invoicestopay', 'payments', 'soldes', 'statement']);
  });
});
