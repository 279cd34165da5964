import { useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import type { PaperdeskDataProvider } from '../../../dataProvider';
import { apiBlob } from '../../../dataProvider/http';
import type { PaymentBatchInput, PaymentRecord } from '../../../resources/payments/payment.model';
import { saveBlob } from '../shared/saveBlob';

/**
 * Paying invoices of several suppliers in one action (one payment per supplier), and, for a transfer, the
 * SEPA credit transfer file of the payments recorded, handed to the browser as a download.
 */
export function usePayBatch() {
  const dp = useDataProvider<PaperdeskDataProvider>();
  return useMemo(
    () => ({
      record: (body: PaymentBatchInput) =>
        dp.call<{ paySuccess: boolean; payments: PaymentRecord[]; mailError?: string }>('/payments/batch', {
          method: 'POST',
          body,
        }),
      /** Downloads the pain.001 file of the payments; resolves with its file name. */
      downloadTransfer: async (payments: string[]) => {
        const { blob, filename } = await apiBlob('/payments/sepa', { method: 'POST', body: { payments } });
        const name = filename ?? 'sepa-transfer.xml';
        saveBlob(blob, name);
        return name;
      },
    }),
    [dp],
  );
}
