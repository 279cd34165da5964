import { useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import type { PaperdeskDataProvider } from '../../providers/data';
import type { ConfirmChoice, DocumentBank, SupplierBank } from '../../domain/bankDetails/bankStatus';

/** The review's calls about the IBAN an invoice carries and the supplier's. */
export function useBankApi() {
  const dp = useDataProvider<PaperdeskDataProvider>();
  return useMemo(
    () => ({
      get: (id: string) => dp.call<DocumentBank>(`/documents/${encodeURIComponent(id)}/bankdetails`),
      confirm: (id: string, choice: ConfirmChoice) =>
        dp.call<DocumentBank>(`/documents/${encodeURIComponent(id)}/bankdetails`, {
          method: 'POST',
          body: { choice },
        }),
      /** A second person confirms the supplier's new or changed bank details (the bank-detail guard). */
      confirmSupplier: (supplierId: string) =>
        dp.call<SupplierBank>(`/suppliers/${encodeURIComponent(supplierId)}/bankdetails/confirm`, { method: 'POST' }),
    }),
    [dp],
  );
}
