import Payments from '@mui/icons-material/PaymentsOutlined';
import { Alert, AlertTitle, Box, Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { payeesOf, type InvoiceSelection } from './invoiceSelection';

interface Props {
  selection: InvoiceSelection;
  onClear: () => void;
  /** Keeps only the invoices of one payee (branch and supplier). */
  onKeep: (payee: string) => void;
  onPay: () => void;
}

/**
 * The chosen invoices, from any page: how many, and the pay button. A selection of several suppliers is
 * paid with one payment per supplier: the bar says so and offers to keep the invoices of one of them.
 */
export function PaySelectionBar({ selection, onClear, onKeep, onPay }: Props) {
  const translate = useTranslate();
  const payees = payeesOf(selection);
  const mixed = payees.length > 1;
  return (
    <Box sx={{ mb: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
        {selection.size > 0 && (
          <>
            <Typography variant="body2" aria-live="polite">
              {translate('payments.selected', { smart_count: selection.size })}
            </Typography>
            <Button size="small" onClick={onClear}>
              {translate('payments.clearSelection')}
            </Button>
          </>
        )}
        <Button variant="contained" startIcon={<Payments />} disabled={!selection.size} onClick={onPay}>
          {translate('payments.pay', { smart_count: selection.size })}
        </Button>
      </Stack>
      {mixed && (
        <Alert severity="info" sx={{ mt: 1.5 }}>
          <AlertTitle>{translate('payments.batch.several', { smart_count: payees.length })}</AlertTitle>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {translate('payments.batch.keepHint')}
          </Typography>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            {payees.map((p) => (
              <Button key={p.key} size="small" variant="outlined" color="inherit" onClick={() => onKeep(p.key)}>
                {translate('payments.keepOnly', { supplier: p.suppliername || '—', smart_count: p.count })}
              </Button>
            ))}
          </Stack>
        </Alert>
      )}
    </Box>
  );
}
