import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useGetOne, useTranslate } from 'react-admin';
import { isAmount, sumMoney, toCents } from '../../../resources/money';
import { applyPayment, paymentInputSchema, type PaymentInput } from '../../../resources/payments/model';
import { formatApiDate } from '../../layout/dateRange';
import { useToast } from '../../layout/feedback/toast';
import { DEFAULT_EMAIL_TEMPLATE, fillTemplate } from '../../../resources/suppliers/constants';
import { supplierModel, type Supplier } from '../../../resources/suppliers/model';
import { useSession } from '../../session/SessionContext';
import { useDocumentFormat } from '../documents/shared/useDocumentFormat';
import { PaymentNotice, type Notice } from './PaymentNotice';
import { useReferenceData } from '../documents/shared/useReferenceData';

/** A document in the dialog: its number and what may be paid on it (its balance, plus this payment's own amount when editing). */
export interface PayLine { invoiceuuid: string; number: string; payable: string; amount: string }

interface Props {
  open: boolean;
  title: string;
  lines: PayLine[];
  /** The supplier paid: its e-mail and template prefill the notice (new payments only). */
  supplier?: string | null;
  initial?: Partial<Pick<PaymentInput, 'name' | 'paymentdate' | 'paymenttype' | 'paymentstatus'>>;
  onClose: () => void;
  onSubmit: (body: PaymentInput) => Promise<void>;
}

const today = () => formatApiDate(new Date());

/** Amounts per document (each at most what is left to pay, previewed with the shared §4 rule), date, type, name. */
export function PayDialog({ open, title, lines, supplier, initial, onClose, onSubmit }: Props) {
  const translate = useTranslate();
  const toast = useToast();
  const fmt = useDocumentFormat();
  const { ref } = useReferenceData();
  const [amounts, setAmounts] = useState<Record<string, string>>({});
  const [name, setName] = useState('');
  const [date, setDate] = useState(today());
  const [type, setType] = useState('');
  const [status, setStatus] = useState<0 | 1>(1);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>({ send: false, recipients: [], subject: '', content: '', attach: true });
  const { companyInfo } = useSession();
  // the one supplier paid (its payment type, e-mail and template), read on its own once the dialog opens
  const { data: source } = useGetOne<Supplier & { id: string }>(supplierModel.name, { id: supplier ?? '' }, { enabled: open && Boolean(supplier) });

  useEffect(() => {
    if (!open) return;
    setAmounts(Object.fromEntries(lines.map((l) => [l.invoiceuuid, l.amount])));
    setName(initial?.name ?? ''); setDate(initial?.paymentdate ?? today()); setType(initial?.paymenttype ?? source?.paymenttypeuuid ?? ''); setStatus(initial?.paymentstatus ?? 1);
    setNotice({ send: false, recipients: source?.email ? [source.email] : [], subject: '', content: '', attach: source?.includeattachments ?? true });
  }, [open, lines, initial, source]);

  const lineError = (l: PayLine): string | undefined => {
    const v = amounts[l.invoiceuuid] ?? '';
    if (!isAmount(v)) return 'error.amount';
    if (toCents(v) === 0n) return 'error.amountzero';
    const r = applyPayment(l.payable, v);
    return 'error' in r ? r.error : undefined;
  };
  const errors = lines.map(lineError);
  const total = errors.every((e) => !e) ? sumMoney(lines.map((l) => amounts[l.invoiceuuid])) : null;

  const submit = async () => {
    const numbers = lines.map((l) => l.number).join(', ');
    const filled = fillTemplate(source?.emailtemplate || DEFAULT_EMAIL_TEMPLATE, { invoices: numbers, total: fmt.money(total), date: fmt.day(date), company: companyInfo?.name ?? '' });
    const parsed = paymentInputSchema.safeParse({
      name, paymentdate: date, paymenttype: type || null, paymentstatus: status,
      invoices: lines.map((l) => ({ invoiceuuid: l.invoiceuuid, amount: amounts[l.invoiceuuid] })),
      sendMail: notice.send, recipients: notice.recipients, includeAttachements: notice.attach,
      mailSubject: notice.subject || `${companyInfo?.name ?? ''} — ${numbers}`, mailContent: notice.content || filled,
    });
    if (!parsed.success || errors.some(Boolean)) return;
    setBusy(true);
    try {
      await onSubmit({ ...parsed.data });
      onClose();
    } catch (err) {
      toast.error(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} fullWidth maxWidth="md" aria-labelledby="pay-title">
      <DialogTitle id="pay-title">{title}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, pt: 1, mb: 2 }}>
          <TextField label={translate('payments.date')} type="date" value={date} onChange={(e) => setDate(e.target.value)} required slotProps={{ inputLabel: { shrink: true } }} />
          <TextField label={translate('payments.type')} select value={type} onChange={(e) => setType(e.target.value)}>
            <MenuItem value="">—</MenuItem>
            {ref.paymentTypes.map((p) => <MenuItem key={p.uuid} value={p.uuid}>{p.name}</MenuItem>)}
          </TextField>
          <TextField label={translate('payments.name')} value={name} onChange={(e) => setName(e.target.value)} />
          <TextField label={translate('payments.statusTitle')} select value={status} onChange={(e) => setStatus(Number(e.target.value) as 0 | 1)}>
            <MenuItem value={1}>{translate('payments.status.1')}</MenuItem>
            <MenuItem value={0}>{translate('payments.status.0')}</MenuItem>
          </TextField>
        </Box>
        <Table size="small" aria-label={translate('payments.lines')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('payments.number')}</TableCell>
              <TableCell align="right">{translate('payments.left')}</TableCell>
              <TableCell align="right" sx={{ width: 200 }}>{translate('payments.amount')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.map((l, i) => (
              <TableRow key={l.invoiceuuid}>
                <TableCell>{l.number}</TableCell>
                <TableCell align="right">{fmt.money(l.payable)}</TableCell>
                <TableCell align="right">
                  <TextField
                    size="small" value={amounts[l.invoiceuuid] ?? ''} onChange={(e) => setAmounts({ ...amounts, [l.invoiceuuid]: e.target.value })}
                    error={!!errors[i]} helperText={errors[i] ? translate(errors[i]!) : undefined}
                    slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': translate('payments.amountFor', { number: l.number }), style: { textAlign: 'right' } } }}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <Typography variant="h6" sx={{ textAlign: 'right', mt: 2 }}>{translate('payments.total')}: {total === null ? '—' : fmt.money(total)}</Typography>
        {!initial && <PaymentNotice value={notice} onChange={setNotice} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={submit} loading={busy} disabled={total === null || !date}>{translate('payments.record')}</Button>
      </DialogActions>
    </Dialog>
  );
}
