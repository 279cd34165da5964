import Payments from '@mui/icons-material/PaymentsOutlined';
import { Box, Button, Checkbox, LinearProgress, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Tooltip } from '@mui/material';
import { useCallback, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { InvoiceToPay } from '../../../resources/payments/model';
import { formatApiDate } from '../../layout/dateRange';
import { useToast } from '../../layout/feedback/toast';
import { useSession } from '../../session/SessionContext';
import { useDocumentFormat } from '../documents/shared/useDocumentFormat';
import { PayDialog, type PayLine } from './PayDialog';
import { usePaymentsApi } from './paymentsApi';
import { useLoaded } from '../documents/shared/useLoaded';

const today = () => formatApiDate(new Date());

/** What is left to pay for the origin type, earliest due first; a selection of one supplier is paid at once. */
export function InvoicesToPayTab({ originType }: { originType: string }) {
  const translate = useTranslate();
  const fmt = useDocumentFormat();
  const toast = useToast();
  const { has } = useSession();
  const api = usePaymentsApi();
  const { data, reload } = useLoaded(useCallback(() => api.toPay(originType), [api, originType]), [] as InvoiceToPay[]);
  const [selected, setSelected] = useState<string[]>([]);
  const [paying, setPaying] = useState(false);
  const chosen = useMemo(() => (data ?? []).filter((i) => selected.includes(i.invoiceuuid)), [data, selected]);
  const oneSupplier = new Set(chosen.map((i) => `${i.brancheuuid}|${i.supplieruuid}`)).size === 1;
  // one array per selection (the dialog resets its amounts when its lines change)
  const lines: PayLine[] = useMemo(() => chosen.map((i) => ({ invoiceuuid: i.invoiceuuid, number: i.invoiceNumber, payable: i.solde, amount: i.solde })), [chosen]);
  const toggle = (id: string) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
  if (!data) return <LinearProgress />;
  const payButton = (
    <span>
      <Button variant="contained" startIcon={<Payments />} disabled={!chosen.length || !oneSupplier} onClick={() => setPaying(true)}>
        {translate('payments.pay', { smart_count: chosen.length })}
      </Button>
    </span>
  );
  return (
    <>
      {has('CREATE_PAYMENTS') && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
          {chosen.length && !oneSupplier ? <Tooltip title={translate('payments.oneSupplier')}>{payButton}</Tooltip> : payButton}
        </Box>
      )}
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label={translate('menu.invoicestopay')}>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox" />
              <TableCell>{translate('payments.supplier')}</TableCell>
              <TableCell>{translate('payments.number')}</TableCell>
              <TableCell>{translate('payments.invoiceDate')}</TableCell>
              <TableCell>{translate('payments.dueDate')}</TableCell>
              <TableCell align="right">{translate('payments.totalttc')}</TableCell>
              <TableCell align="right">{translate('payments.left')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((i) => (
              <TableRow key={i.invoiceuuid} hover selected={selected.includes(i.invoiceuuid)}>
                <TableCell padding="checkbox">
                  <Checkbox checked={selected.includes(i.invoiceuuid)} onChange={() => toggle(i.invoiceuuid)} slotProps={{ input: { 'aria-label': translate('documents.table.select', { number: i.invoiceNumber }) } }} />
                </TableCell>
                <TableCell>{i.suppliername}</TableCell>
                <TableCell>{i.invoiceNumber}{i.type === 'CREDIT' ? ` (${translate('payments.creditNote')})` : ''}</TableCell>
                <TableCell>{fmt.day(i.date)}</TableCell>
                <TableCell sx={{ color: i.duedate && i.duedate < today() ? 'error.main' : undefined }}>{fmt.day(i.duedate)}</TableCell>
                <TableCell align="right">{fmt.money(i.totalttc)}</TableCell>
                <TableCell align="right">{fmt.money(i.solde)}</TableCell>
              </TableRow>
            ))}
            {!data.length && <TableRow><TableCell colSpan={7} sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>{translate('payments.nothingToPay')}</TableCell></TableRow>}
          </TableBody>
        </Table>
      </TableContainer>
      <PayDialog
        open={paying}
        title={translate('payments.payTitle', { supplier: chosen[0]?.suppliername ?? '' })}
        lines={lines}
        supplier={chosen[0]?.supplieruuid}
        onClose={() => setPaying(false)}
        onSubmit={async (body) => {
          const result = await api.create(body);
          toast.success('payments.recorded');
          if (result.mailError) toast.warning(result.mailError);
          setSelected([]);
          reload();
        }}
      />
    </>
  );
}
