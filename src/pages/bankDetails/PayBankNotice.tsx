import { Alert, AlertTitle, Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { BankStatus } from '../../domain/bankDetails/bankStatus';
import { useBankReason } from './BankFlag';

export interface BankLine {
  invoiceuuid: string;
  number: string;
  suppliername?: string;
  bank?: Pick<BankStatus, 'flags'>;
}

/** The lines a bank transfer cannot pay. */
export const blockedLines = <L extends BankLine>(lines: readonly L[]) => lines.filter((l) => l.bank?.flags.length);

/**
 * At the top of the pay dialog, before anything is typed: the invoices a bank transfer cannot pay and why. A
 * warning while the payment is recorded without the bank file; an error once the transfer is asked for.
 */
export function PayBankNotice({ lines, transfer }: { lines: readonly BankLine[]; transfer: boolean }) {
  const translate = useTranslate();
  const reason = useBankReason();
  const blocked = blockedLines(lines);
  if (!blocked.length) return null;
  return (
    <Alert severity={transfer ? 'error' : 'warning'} sx={{ mb: 2 }} role="status" data-testid="pay-bank-notice">
      <AlertTitle>{translate('bankDetails.notice.title', { smart_count: blocked.length })}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {blocked.map((l) => (
          <li key={l.invoiceuuid}>
            {translate('bankDetails.notice.line', { number: l.number, reason: reason(l.bank!, l.suppliername ?? '') })}
          </li>
        ))}
      </Box>
      {translate('bankDetails.notice.help')}
    </Alert>
  );
}
