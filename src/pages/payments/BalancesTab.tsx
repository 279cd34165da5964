import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { Box, Button, LinearProgress, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField, MenuItem, Typography } from '@mui/material';
import { useCallback, useState } from 'react';
import { useTranslate } from 'react-admin';
import { fromCents, toCents } from '../../../resources/money';
import type { BalanceLine, BalanceSummary } from '../../../resources/payments/model';
import { useToast } from '../../layout/feedback/toast';
import { useSession } from '../../session/SessionContext';
import { saveBlob } from '../documents/shared/saveBlob';
import { useDocumentFormat } from '../documents/shared/useDocumentFormat';
import { usePaymentsApi } from './paymentsApi';
import { useLoaded } from '../documents/shared/useLoaded';

/** What is owed to each supplier of the active company, and one supplier's statement line by line. */
export function BalancesTab() {
  const translate = useTranslate();
  const fmt = useDocumentFormat();
  const toast = useToast();
  const { activeBranch, companyInfo, has } = useSession();
  const branch = activeBranch?.uuid ?? companyInfo?.uuid ?? '';
  const api = usePaymentsApi();
  const { data: summary } = useLoaded(useCallback(() => api.summary(branch), [api, branch]), [] as BalanceSummary[]);
  const [supplier, setSupplier] = useState('');
  const { data: lines } = useLoaded(useCallback(() => (supplier ? api.statement(branch, supplier) : Promise.resolve([])), [api, branch, supplier]), [] as BalanceLine[]);
  if (!summary) return <LinearProgress />;
  let running = 0n;
  const exportCsv = async () => {
    try {
      const { blob, filename } = await api.statementCsv(branch, supplier);
      saveBlob(blob, filename ?? 'soldes.csv');
    } catch (err) { toast.error(err); }
  };
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: 'minmax(260px, 1fr) 2fr' }, alignItems: 'start' }}>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label={translate('payments.balances')}>
          <TableHead><TableRow><TableCell>{translate('payments.supplier')}</TableCell><TableCell align="right">{translate('payments.owed')}</TableCell></TableRow></TableHead>
          <TableBody>
            {summary.map((s) => (
              <TableRow key={s.supplieruuid} hover selected={s.supplieruuid === supplier} onClick={() => setSupplier(s.supplieruuid)} sx={{ cursor: 'pointer' }}>
                <TableCell>{s.suppliername}</TableCell>
                <TableCell align="right">{fmt.money(s.solde)}</TableCell>
              </TableRow>
            ))}
            {!summary.length && <TableRow><TableCell colSpan={2} sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>{translate('payments.noBalance')}</TableCell></TableRow>}
          </TableBody>
        </Table>
      </TableContainer>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
          <TextField select size="small" label={translate('payments.supplier')} value={supplier} onChange={(e) => setSupplier(e.target.value)} sx={{ minWidth: 240, mr: 'auto' }}>
            {summary.map((s) => <MenuItem key={s.supplieruuid} value={s.supplieruuid}>{s.suppliername}</MenuItem>)}
          </TextField>
          {has('EXPORT_SOLDES') && <Button startIcon={<FileDownloadOutlined />} disabled={!supplier} onClick={exportCsv}>{translate('payments.export')}</Button>}
        </Box>
        {!supplier ? <Typography color="text.secondary">{translate('payments.pickSupplier')}</Typography> : !lines ? <LinearProgress /> : (
          <Table size="small" aria-label={translate('payments.statement')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('payments.day')}</TableCell>
                <TableCell>{translate('payments.kind')}</TableCell>
                <TableCell>{translate('payments.number')}</TableCell>
                <TableCell align="right">{translate('payments.debit')}</TableCell>
                <TableCell align="right">{translate('payments.credit')}</TableCell>
                <TableCell align="right">{translate('payments.balance')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {lines.map((l, i) => {
                running += toCents(l.credit) - toCents(l.debit);
                return (
                  <TableRow key={i}>
                    <TableCell>{fmt.day(l.date)}</TableCell>
                    <TableCell>{translate(`payments.lineType.${l.type}`)}</TableCell>
                    <TableCell>{l.number}</TableCell>
                    <TableCell align="right">{toCents(l.debit) ? fmt.money(l.debit) : ''}</TableCell>
                    <TableCell align="right">{toCents(l.credit) ? fmt.money(l.credit) : ''}</TableCell>
                    <TableCell align="right">{fmt.money(fromCents(running))}</TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        )}
      </Paper>
    </Box>
  );
}
