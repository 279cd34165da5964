import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { Chip, IconButton, LinearProgress, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useCallback, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { sumMoney } from '../../../resources/money';
import type { PaymentRecord } from '../../../resources/payments/model';
import { useConfirm } from '../../layout/feedback/ConfirmDialog';
import { useToast } from '../../layout/feedback/toast';
import { useSession } from '../../session/SessionContext';
import { useDocumentFormat } from '../documents/shared/useDocumentFormat';
import { useReferenceData } from '../documents/shared/useReferenceData';
import { PayDialog, type PayLine } from './PayDialog';
import { usePaymentsApi } from './paymentsApi';
import { useLoaded } from '../documents/shared/useLoaded';

/** The payments of the origin type in the date range; edited or deleted, they give their amounts back first. */
export function PaymentsListTab({ originType }: { originType: string }) {
  const translate = useTranslate();
  const fmt = useDocumentFormat();
  const toast = useToast();
  const confirm = useConfirm();
  const { has, dateRange } = useSession();
  const { index } = useReferenceData();
  const api = usePaymentsApi();
  const { data, reload } = useLoaded(useCallback(() => api.payments(originType, dateRange.fromDate, dateRange.toDate), [api, originType, dateRange]), [] as PaymentRecord[]);
  const [editing, setEditing] = useState<PaymentRecord | null>(null);
  const [toPay, setToPay] = useState<Record<string, string>>({});
  const lines: PayLine[] = useMemo(() => (editing?.invoices ?? []).map((l) => ({
    invoiceuuid: l.invoiceuuid, number: l.invoicenumber, amount: l.amount,
    // what may be paid on it in this payment: its balance now plus what this payment already took
    payable: toPay[l.invoiceuuid] ?? l.amount,
  })), [editing, toPay]);

  const edit = async (p: PaymentRecord) => {
    const open = await api.toPay(originType).catch(() => []);
    const left = new Map(open.map((i) => [i.invoiceuuid, i.solde]));
    setToPay(Object.fromEntries(p.invoices.map((l) => [l.invoiceuuid, sumMoney([left.get(l.invoiceuuid) ?? '0', l.amount])])));
    setEditing(p);
  };
  const remove = async (p: PaymentRecord) => {
    if (!(await confirm({ message: 'payments.confirmDelete', messageArgs: { name: p.name || fmt.day(p.paymentdate) } }))) return;
    try {
      await api.remove(p.uuid);
      toast.success('payments.deleted');
      reload();
    } catch (err) { toast.error(err); }
  };
  if (!data) return <LinearProgress />;
  return (
    <>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label={translate('menu.payments')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('payments.date')}</TableCell>
              <TableCell>{translate('payments.name')}</TableCell>
              <TableCell>{translate('payments.supplier')}</TableCell>
              <TableCell>{translate('payments.type')}</TableCell>
              <TableCell>{translate('payments.documents')}</TableCell>
              <TableCell>{translate('payments.statusTitle')}</TableCell>
              <TableCell align="right">{translate('payments.total')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((p) => (
              <TableRow key={p.uuid} hover>
                <TableCell>{fmt.day(p.paymentdate)}</TableCell>
                <TableCell>{p.name}</TableCell>
                <TableCell>{p.suppliername}</TableCell>
                <TableCell>{(p.paymenttype && index.paymentType.get(p.paymenttype)?.name) || '—'}</TableCell>
                <TableCell>{p.invoices.map((l) => l.invoicenumber).join(', ')}</TableCell>
                <TableCell><Chip size="small" variant="outlined" color={p.paymentstatus ? 'success' : 'warning'} label={translate(`payments.status.${p.paymentstatus}`)} /></TableCell>
                <TableCell align="right">{fmt.money(p.total)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {has('UPDATE_PAYMENTS') && <IconButton size="small" aria-label={translate('payments.edit', { name: p.name })} onClick={() => edit(p)}><EditOutlined fontSize="small" /></IconButton>}
                  {has('DELETE_PAYMENTS') && <IconButton size="small" aria-label={translate('payments.delete', { name: p.name })} onClick={() => remove(p)}><DeleteOutline fontSize="small" /></IconButton>}
                </TableCell>
              </TableRow>
            ))}
            {!data.length && <TableRow><TableCell colSpan={8} sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>{translate('payments.none')}</TableCell></TableRow>}
          </TableBody>
        </Table>
      </TableContainer>
      <PayDialog
        open={!!editing}
        title={translate('payments.editTitle')}
        lines={lines}
        initial={editing ? { name: editing.name, paymentdate: editing.paymentdate, paymenttype: editing.paymenttype, paymentstatus: editing.paymentstatus } : undefined}
        onClose={() => setEditing(null)}
        onSubmit={async (body) => {
          await api.update(editing!.uuid, body);
          toast.success('payments.recorded');
          reload();
        }}
      />
    </>
  );
}
