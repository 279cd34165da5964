import { useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import type { PaperdeskDataProvider } from '../../providers/data';
import { apiBlob } from '../../providers/data/http';
import type { PaymentBatchInput, PaymentsRecorded, TransferScheme } from '../../domain/payments/payment.model';
import { saveBlob } from '../shared/saveBlob';

/**
 * Paying invoices of several suppliers in one action (one payment per supplier), and, for a transfer, the
 * bank file of the payments recorded (SEPA in euros, international in any currency), handed to the browser as a download.
 */
export function usePayBatch() {
  const dp = useDataProvider<PaperdeskDataProvider>();
  return useMemo(
    () => ({
      record: (body: PaymentBatchInput) =>
        dp.call<PaymentsRecorded>('/payments/batch', {
          method: 'POST',
          body,
        }),
      /** Downloads the pain.001 file of the payments in the scheme's format; resolves with its file name. */
      downloadTransfer: async (payments: string[], scheme: TransferScheme = 'SEPA') => {
        const path = scheme === 'SEPA' ? '/payments/sepa' : '/payments/international';
        const { blob, filename } = await apiBlob(path, { method: 'POST', body: { payments } });
        const name = filename ?? `${scheme === 'SEPA' ? 'sepa' : 'international'}-transfer.xml`;
        saveBlob(blob, name);
        return name;
      },
    }),
    [dp],
  );
}
