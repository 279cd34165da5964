import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import { Box, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { mainFlag, type BankStatus } from '../../domain/bankDetails/bankStatus';

/** The reason an invoice cannot be paid by transfer, in the reader's language (its supplier named). */
export function useBankReason() {
  const translate = useTranslate();
  return (bank: Pick<BankStatus, 'flags'>, supplier: string) => {
    const flag = mainFlag(bank);
    return flag ? translate(`bankDetails.reason.${flag}`, { supplier: supplier || '—' }) : '';
  };
}

/**
 * Beside an invoice to pay whose bank details keep it out of a transfer: a bank icon (red for an IBAN that
 * differs from the supplier's, is our own or is new and not yet confirmed by a second person, orange for none or an invalid one) with the reason as its tooltip.
 */
export function BankFlag({ bank, supplier }: { bank?: Pick<BankStatus, 'flags'>; supplier: string }) {
  const reason = useBankReason();
  const flag = bank && mainFlag(bank);
  if (!bank || !flag) return null;
  const text = reason(bank, supplier);
  return (
    <Tooltip title={text}>
      <Box
        component="span"
        role="img"
        aria-label={text}
        tabIndex={0}
        data-bank-flag={flag}
        sx={{
          display: 'inline-flex',
          verticalAlign: 'middle',
          ml: 0.75,
          color: flag === 'mismatch' || flag === 'owniban' || flag === 'newiban' ? 'error.main' : 'warning.main',
        }}
      >
        <AccountBalanceOutlined fontSize="small" />
      </Box>
    </Tooltip>
  );
}
