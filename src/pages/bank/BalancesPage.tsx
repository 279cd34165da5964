import { Box, Card, CardContent, Divider, LinearProgress, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { BankBalanceRecord } from '../../domain/bankStatements/bankStatement.model';
import { useToast } from '../../shell/feedback/toast';
import { useDocumentFormat } from '../shared/useDocumentFormat';
import { bankApi } from './bankApi';

/** /bank/balances: per bank account, the bank's balance beside the books', and what makes them differ. */
export function BalancesPage() {
  const translate = useTranslate();
  const fmt = useDocumentFormat();
  const toast = useToast();
  const [rows, setRows] = useState<BankBalanceRecord[] | null>(null);
  useEffect(() => {
    bankApi.balances().then(setRows, (err) => toast.error(err));
  }, [toast]);
  const line = (label: string, value: string, strong = false) => (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
      <Typography variant="body2">{label}</Typography>
      <Typography variant="body2" sx={{ fontWeight: strong ? 700 : 400, whiteSpace: 'nowrap' }}>
        {value}
      </Typography>
    </Stack>
  );
  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate('bank.balances.title')}
      </Typography>
      {!rows && <LinearProgress aria-label={translate('ra.page.loading')} />}
      {rows && !rows.length && <Typography color="text.secondary">{translate('bank.balances.empty')}</Typography>}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {rows?.map((a) => (
          <Card key={a.id} variant="outlined" data-testid="bank-balance">
            <CardContent>
              <Typography variant="h6" component="h2">
                {a.name}
              </Typography>
              <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {a.iban}
              </Typography>
              <Stack spacing={0.5} sx={{ mt: 1 }}>
                {line(
                  translate('bank.balances.bank', { day: fmt.day(a.bankDate) }),
                  a.bankBalance === null ? '—' : fmt.money(a.bankBalance, a.currency),
                  true,
                )}
                {line(
                  translate('bank.balances.unreconciled', { smart_count: a.unreconciledLines.count }),
                  fmt.money(a.unreconciledLines.total, a.currency),
                )}
                {line(
                  translate('bank.balances.inProgress', { smart_count: a.paymentsInProgress.count }),
                  fmt.money(a.paymentsInProgress.total, a.currency),
                )}
                <Divider />
                {line(
                  translate('bank.balances.book'),
                  a.bookBalance === null ? '—' : fmt.money(a.bookBalance, a.currency),
                  true,
                )}
              </Stack>
            </CardContent>
          </Card>
        ))}
      </Box>
    </Box>
  );
}
