import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { formatIban } from '../../domain/bankDetails/bankAccount';
import type { ConfirmChoice, DocumentBank } from '../../domain/bankDetails/bankStatus';
import { errorDetail } from '../../i18n/errorMessage';
import { useToast } from '../../shell/feedback/toast';
import { useDocumentFormat } from '../shared/useDocumentFormat';
import { useBankApi } from './bankApi';

interface Props {
  documentId: string;
  /** The document's saved source: the panel reads again when it changes. */
  supplieruuid: string | null;
  recognising: boolean;
  /** The user may change documents (confirm the supplier's IBAN)… */
  canKeep: boolean;
  /** …and document sources (take the invoice's IBAN into the source). */
  canTake: boolean;
}

const UNUSABLE = ['noiban', 'badiban', 'owniban'] as const;

/**
 * The review's bank details: the IBAN the invoice carries beside the one its supplier is paid to. When they
 * differ, the bank file of the invoice waits until a user confirms which is right; who did and when is shown.
 */
export function BankDetailsPanel({ documentId, supplieruuid, recognising, canKeep, canTake }: Props) {
  const translate = useTranslate();
  const toast = useToast();
  const fmt = useDocumentFormat();
  const api = useBankApi();
  const [bank, setBank] = useState<DocumentBank>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const t = (k: string, o?: Record<string, unknown>) => translate(`bankDetails.${k}`, o);

  useEffect(() => {
    if (recognising) return;
    let current = true;
    api.get(documentId).then(
      (b) => current && setBank(Array.isArray(b?.flags) ? b : undefined),
      () => current && setBank(undefined),
    );
    return () => {
      current = false;
    };
  }, [api, documentId, supplieruuid, recognising]);

  // nothing to say when the invoice's IBAN is the supplier's and nobody had to confirm it
  if (!bank || (!bank.flags.length && !bank.confirmation)) return null;
  const supplier = bank.supplier?.name ?? '—';
  const unusable = UNUSABLE.find((f) => bank.flags.includes(f));
  const mismatch = bank.flags.includes('mismatch');
  const choose = async (choice: ConfirmChoice) => {
    setBusy(true);
    setError('');
    try {
      setBank(await api.confirm(documentId, choice));
      toast.success('bankDetails.saved');
    } catch (err) {
      setError(errorDetail(err));
    } finally {
      setBusy(false);
    }
  };
  const confirmSupplier = async () => {
    if (!supplieruuid) return;
    setBusy(true);
    setError('');
    try {
      await api.confirmSupplier(supplieruuid);
      setBank(await api.get(documentId));
      toast.success('bankDetails.saved');
    } catch (err) {
      setError(errorDetail(err));
    } finally {
      setBusy(false);
    }
  };
  const c = bank.confirmation;
  const row = (label: string, iban: string) => (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography
        component="dd"
        variant="body2"
        sx={{ m: 0, mb: 1, fontFamily: 'monospace', fontSize: '0.95rem', fontWeight: 600, overflowWrap: 'anywhere' }}
      >
        {iban ? formatIban(iban) : t('none')}
      </Typography>
    </>
  );

  return (
    <Card sx={{ mb: 2.5 }} component="section" aria-label={t('title')}>
      <CardContent sx={{ p: { xs: 2, sm: 2.5 }, '&:last-child': { pb: { xs: 2, sm: 2.5 } } }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
          {t('title')}
        </Typography>
        <Box component="dl" sx={{ m: 0, mb: 1, display: 'grid', gridTemplateColumns: '1fr', rowGap: 0.25 }}>
          {row(t('invoiceIban'), bank.invoiceIban)}
          {bank.supplier && row(t('supplierIban', { supplier }), bank.supplierIban)}
        </Box>
        <Stack spacing={1}>
          {mismatch && (
            <Alert severity="error" data-testid="iban-mismatch">
              {t('panel.mismatch', { supplier })}
            </Alert>
          )}
          {bank.flags.includes('newiban') && (
            <Alert
              severity="error"
              data-testid="iban-new"
              action={
                canTake && supplieruuid ? (
                  <Button color="inherit" size="small" disabled={busy} onClick={() => void confirmSupplier()}>
                    {t('confirmNew')}
                  </Button>
                ) : undefined
              }
            >
              {t('panel.newiban', { supplier })}
            </Alert>
          )}
          {unusable && (
            <Alert severity={unusable === 'owniban' ? 'error' : 'warning'}>
              {t(bank.supplier ? `panel.${unusable}` : 'panel.nosource', { supplier })}
            </Alert>
          )}
          {c && !bank.flags.length && (
            <Alert severity="success" data-testid="iban-confirmation">
              {t(`confirmed.${c.choice}`, { by: c.by || '—', at: fmt.moment(c.at), supplier })}
            </Alert>
          )}
          {error && <Alert severity="error">{error}</Alert>}
        </Stack>
        {bank.supplier && bank.invoiceIban && (mismatch || unusable) && canKeep && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }}>
            {mismatch && !unusable && (
              <Button variant="outlined" disabled={busy} onClick={() => void choose('SUPPLIER')}>
                {t('keepSupplier')}
              </Button>
            )}
            {canTake && bank.invoiceIban !== bank.supplierIban && (
              <Button variant="contained" disabled={busy} onClick={() => void choose('INVOICE')}>
                {t('takeInvoice')}
              </Button>
            )}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
