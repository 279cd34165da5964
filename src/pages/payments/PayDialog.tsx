import {
  Alert,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormHelperText,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { Fragment, useEffect, useMemo, useRef, useState } from 'react';
import { useGetOne, useTranslate } from 'react-admin';
import { isAmount, sumMoney, toCents } from '../../domain/money';
import {
  applyPayment,
  paymentBatchSchema,
  paymentInputSchema,
  PAYMENT_STATUS,
  type PaymentBatchInput,
  type InvoiceToPay,
  type PaymentInput,
  type TransferScheme,
} from '../../domain/payments/payment.model';
import { convertedTotals, currencyTotals, foreignCurrencies } from './payCurrencies';
import { composePaymentNotice } from '../../domain/payments/notice';
import { fourEyesRefuses } from '../../domain/payments/fourEyes';
import { transferableKind, typeForTransfer } from '../../domain/paymentTypes/paymentType.model';
import { formatApiDate } from '../../session/dateRange';
import { ApiDatePicker } from '../../shell/dates/ApiDatePicker';
import { useToast } from '../../shell/feedback/toast';
import { supplierModel, type Supplier } from '../../domain/suppliers/supplier.model';
import { useSession } from '../../session/SessionContext';
import { useDocumentFormat } from '../shared/useDocumentFormat';
import { PaymentNotice, type Notice } from './PaymentNotice';
import { useReferenceData } from '../shared/useReferenceData';
import { anyPaymentProblem, PaymentProblemsAlert } from './PaymentProblems';
import { PayBankNotice } from '../bankDetails/PayBankNotice';
import { PaymentPeople, type PaymentPeopleOf } from './PaymentPeople';

/**
 * A document in the dialog: its number and what may be paid on it (its balance, plus this payment's own amount
 * when editing); `payee` (branch and supplier) and `suppliername` when documents of several suppliers are paid.
 */
export interface PayLine {
  invoiceuuid: string;
  number: string;
  payable: string;
  amount: string;
  payee?: string;
  suppliername?: string;
  /** ISO 4217 of `payable` and `amount` (EUR when not given). */
  currency?: string;
  /** Why it cannot be paid (spec §5, i18n keys from the server): the payment then waits for a correction. */
  problems?: string[];
  /** What keeps it out of a bank transfer (invoices to pay carry it). */
  bank?: InvoiceToPay['bank'];
}

interface Props {
  open: boolean;
  title: string;
  lines: PayLine[];
  /** The supplier paid: its e-mail and template prefill the notice (new payments only). */
  supplier?: string | null;
  initial?: Partial<Pick<PaymentInput, 'name' | 'paymentdate' | 'paymenttype' | 'paymentstatus'>>;
  /** The payment edited: who prepared and who executed it. */
  people?: PaymentPeopleOf;
  onClose: () => void;
  onSubmit: (body: PaymentInput) => Promise<void>;
  /** Several suppliers, or a SEPA transfer: one payment per supplier in one call (POST /payments/batch). */
  onSubmitBatch?: (body: PaymentBatchInput) => Promise<void>;
}

const today = () => formatApiDate(new Date());

/** Amounts per document (each at most what is left to pay, previewed with the shared §4 rule), date, type, name. */
export function PayDialog({ open, title, lines, supplier, initial, people, onClose, onSubmit, onSubmitBatch }: Props) {
  const translate = useTranslate();
  const toast = useToast();
  const fmt = useDocumentFormat();
  const { ref } = useReferenceData();
  const [amounts, setAmounts] = useState<Record<string, string>>({});
  const [name, setName] = useState('');
  const [date, setDate] = useState(today());
  const [type, setType] = useState('');
  const [status, setStatus] = useState<0 | 1>(PAYMENT_STATUS.Done);
  const [busy, setBusy] = useState(false);
  const [transfer, setTransfer] = useState(false);
  const [scheme, setScheme] = useState<TransferScheme>('SEPA');
  const [notify, setNotify] = useState(false);
  const [notice, setNotice] = useState<Notice>({ send: false, recipients: [], subject: '', content: '', attach: true });
  const { companyInfo, has, userInfo } = useSession();
  // a payment done, or its bank file, executes it: who may only prepare records it in progress, and so does everyone
  // with four-eyes payments (who prepares it may not execute it; the server refuses it)
  const fourEyes = Boolean(companyInfo?.paymentfoureyes);
  const mayExecute = has('EXECUTE_PAYMENTS') && !fourEyesRefuses(fourEyes, userInfo.uuid, userInfo.uuid);
  const newStatus = mayExecute ? PAYMENT_STATUS.Done : PAYMENT_STATUS.InProgress;
  // the one supplier paid (its payment type, e-mail and template), read on its own once the dialog opens
  const { data: source } = useGetOne<Supplier & { id: string }>(
    supplierModel.name,
    { id: supplier ?? '' },
    { enabled: open && Boolean(supplier) },
  );

  // the documents grouped by payee (one payment each), in the order chosen
  const groups = useMemo(() => {
    const byPayee = new Map<string, PayLine[]>();
    for (const l of lines) byPayee.set(l.payee ?? '', [...(byPayee.get(l.payee ?? '') ?? []), l]);
    return [...byPayee.values()];
  }, [lines]);
  const several = groups.length > 1;
  const batch = Boolean(onSubmitBatch) && (several || transfer);

  // the notice as the server's automatic one reads (one function, the company's language), kept in step with
  // the amounts and the day until the user writes their own subject or text
  const composed = useMemo(
    () =>
      composePaymentNotice({
        company: { name: companyInfo?.name ?? '', iban: companyInfo?.iban, siren: companyInfo?.siren },
        supplier: source,
        paymentdate: date,
        currency: lines[0]?.currency,
        // a transfer file leaves the payment in progress: the notice says it was ordered, not made
        status: transfer ? PAYMENT_STATUS.InProgress : status,
        invoices: lines.map((l) => ({ number: l.number, amount: amounts[l.invoiceuuid] ?? l.amount })),
      }),
    [companyInfo, source, date, lines, amounts, status, transfer],
  );
  const lastComposed = useRef(composed);
  useEffect(() => {
    const last = lastComposed.current;
    lastComposed.current = composed;
    setNotice((n) => ({
      ...n,
      subject: n.subject === last.subject ? composed.subject : n.subject,
      content: n.content === last.content ? composed.content : n.content,
    }));
  }, [composed]);

  useEffect(() => {
    if (!open) return;
    setAmounts(Object.fromEntries(lines.map((l) => [l.invoiceuuid, fmt.amountInput(l.amount)])));
    setName(initial?.name ?? '');
    setDate(initial?.paymentdate ?? today());
    setStatus(initial?.paymentstatus ?? newStatus);
    setTransfer(false);
    setScheme('SEPA');
    setNotify(false);
    const first = lastComposed.current;
    setNotice({
      send: false,
      recipients: first.recipients,
      subject: first.subject,
      content: first.content,
      attach: first.attach,
    });
  }, [open, lines, initial, newStatus]);

  // the supplier is read once the dialog is open: when it arrives, its payment type, e-mail and attachment
  // choice fill in, and what was already typed (amounts, reference, day) stays
  useEffect(() => {
    if (!open) return;
    setType(initial?.paymenttype ?? source?.paymenttypeuuid ?? '');
    const { recipients, attach } = lastComposed.current;
    setNotice((n) => ({ ...n, recipients, attach }));
  }, [open, initial, source]);

  const lineError = (l: PayLine): string | undefined => {
    const v = amounts[l.invoiceuuid] ?? '';
    if (!isAmount(v)) return 'error.amount';
    if (toCents(v) === 0n) return 'error.amountzero';
    const r = applyPayment(l.payable, v);
    return 'error' in r ? r.error : undefined;
  };
  const errors = lines.map(lineError);
  // one total per currency: amounts of two currencies are never added
  const totals = errors.every((e) => !e) ? currencyTotals(lines, amounts) : null;
  const total = totals && totals.map((t) => fmt.money(t.total, t.currency)).join(' · ');
  // foreign totals in euros at the company's own rate, labelled as such (nothing is paid in euros for them)
  const converted = totals ? convertedTotals(totals, companyInfo?.exchangerates) : [];
  const foreign = foreignCurrencies(lines);
  // SEPA carries euros only: said before anything is filled, and the file refused while a foreign line stays
  const sepaRefused = transfer && scheme === 'SEPA' && foreign.length > 0;

  const submit = async () => {
    const invoices = lines.map((l) => ({ invoiceuuid: l.invoiceuuid, amount: amounts[l.invoiceuuid] }));
    if (errors.some(Boolean)) return;
    if (batch) {
      const parsed = paymentBatchSchema.safeParse({
        name,
        paymentdate: date,
        paymenttype: type || null,
        paymentstatus: transfer ? PAYMENT_STATUS.InProgress : status,
        invoices,
        transfer,
        scheme,
        notify,
      });
      if (parsed.success) await run(() => onSubmitBatch!(parsed.data));
      return;
    }
    const parsed = paymentInputSchema.safeParse({
      name,
      paymentdate: date,
      paymenttype: type || null,
      paymentstatus: status,
      invoices,
      sendMail: notice.send,
      recipients: notice.recipients,
      includeAttachements: notice.attach,
      mailSubject: notice.subject || composed.subject,
      mailContent: notice.content || composed.content,
    });
    if (parsed.success) await run(() => onSubmit({ ...parsed.data }));
  };
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
      onClose();
    } catch (err) {
      toast.error(err);
    } finally {
      setBusy(false);
    }
  };
  const subtotal = (group: PayLine[]) => {
    const bad = group.some((l) => errors[lines.indexOf(l)]);
    return bad ? '—' : fmt.money(sumMoney(group.map((l) => amounts[l.invoiceuuid])), group[0].currency);
  };

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} fullWidth maxWidth="md" aria-labelledby="pay-title">
      <DialogTitle id="pay-title">{title}</DialogTitle>
      <DialogContent>
        <PaymentProblemsAlert lines={lines} />
        {people && <PaymentPeople payment={people} />}
        <PayBankNotice lines={lines} transfer={transfer} />
        {foreign.length > 0 && (
          <Alert severity={sepaRefused ? 'error' : 'info'} sx={{ mb: 1 }}>
            {translate('error.sepa.currency', {
              supplier: foreign[0].suppliername || '—',
              currency: foreign.map((f) => f.currency).join(', '),
            })}
          </Alert>
        )}
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, pt: 1, mb: 2 }}>
          <ApiDatePicker label={translate('payments.date')} value={date} onChange={setDate} required />
          <TextField label={translate('payments.type')} select value={type} onChange={(e) => setType(e.target.value)}>
            <MenuItem value="">—</MenuItem>
            {ref.paymentTypes.map((p) => (
              <MenuItem key={p.uuid} value={p.uuid} disabled={transfer && !transferableKind(p.kind)}>
                {p.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField label={translate('payments.name')} value={name} onChange={(e) => setName(e.target.value)} />
          <TextField
            label={translate('payments.statusTitle')}
            select
            value={transfer ? 0 : status}
            disabled={transfer || !mayExecute}
            helperText={mayExecute ? undefined : translate(fourEyes ? 'payments.fourEyes' : 'payments.executeNeeded')}
            onChange={(e) => setStatus(Number(e.target.value) as 0 | 1)}
          >
            <MenuItem value={1}>{translate('payments.status.1')}</MenuItem>
            <MenuItem value={0}>{translate('payments.status.0')}</MenuItem>
          </TextField>
        </Box>
        <Table size="small" aria-label={translate('payments.lines')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('payments.number')}</TableCell>
              <TableCell align="right">{translate('payments.left')}</TableCell>
              <TableCell align="right" sx={{ width: { xs: 120, sm: 200 } }}>
                {translate('payments.amount')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {groups.map((group) => (
              <Fragment key={group[0].payee ?? ''}>
                {several && (
                  <TableRow>
                    <TableCell colSpan={3} sx={{ fontWeight: 600, bgcolor: 'action.hover' }}>
                      {translate('payments.batch.subtotal', {
                        supplier: group[0].suppliername || '—',
                        total: subtotal(group),
                      })}
                    </TableCell>
                  </TableRow>
                )}
                {group.map((l) => {
                  const i = lines.indexOf(l);
                  return (
                    <TableRow key={l.invoiceuuid}>
                      <TableCell>{l.number}</TableCell>
                      <TableCell align="right">{fmt.money(l.payable, l.currency)}</TableCell>
                      <TableCell align="right">
                        <TextField
                          size="small"
                          value={amounts[l.invoiceuuid] ?? ''}
                          onChange={(e) => setAmounts({ ...amounts, [l.invoiceuuid]: e.target.value })}
                          error={!!errors[i]}
                          helperText={errors[i] ? translate(errors[i]!) : undefined}
                          slotProps={{
                            htmlInput: {
                              inputMode: 'decimal',
                              'aria-label': translate('payments.amountFor', { number: l.number }),
                              style: { textAlign: 'right' },
                            },
                          }}
                        />
                      </TableCell>
                    </TableRow>
                  );
                })}
              </Fragment>
            ))}
          </TableBody>
        </Table>
        <Typography variant="h6" sx={{ textAlign: 'right', mt: 2 }}>
          {translate('payments.batch.subtotal', {
            supplier: translate('payments.total'),
            total: total ?? '—',
          })}
        </Typography>
        {converted.map((c) => (
          <Typography
            key={c.currency}
            variant="body2"
            color="text.secondary"
            sx={{ textAlign: 'right' }}
            data-testid="converted-total"
          >
            {translate('payments.converted', {
              amount: fmt.money(c.euros, 'EUR'),
              currency: c.currency,
              rate: fmt.rate(c.rate),
            })}
          </Typography>
        ))}
        {transfer && (
          <FormHelperText sx={{ mt: 1, textAlign: 'right' }}>{translate('payments.batch.transferHelp')}</FormHelperText>
        )}
        {!initial &&
          (batch ? (
            <FormControlLabel
              sx={{ mt: 1 }}
              control={<Checkbox checked={notify} onChange={(e) => setNotify(e.target.checked)} />}
              label={translate(several ? 'payments.batch.notifyEach' : 'payments.notice')}
            />
          ) : (
            <PaymentNotice value={notice} onChange={setNotice} />
          ))}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {onSubmitBatch && !initial && mayExecute && (
          <Box sx={{ mr: 'auto', ml: 1, display: 'flex', flexWrap: 'wrap' }}>
            {(['SEPA', 'INTERNATIONAL'] as const).map((s) => (
              <FormControlLabel
                key={s}
                control={
                  <Checkbox
                    checked={transfer && scheme === s}
                    onChange={(e) => {
                      setTransfer(e.target.checked);
                      setScheme(s);
                      // a bank transfer file pays by transfer: a cheque or card type gives way to a transfer type
                      if (e.target.checked) setType(typeForTransfer(ref.paymentTypes, type));
                    }}
                  />
                }
                label={translate(s === 'SEPA' ? 'payments.batch.transfer' : 'payments.batch.international')}
              />
            ))}
          </Box>
        )}
        <Button onClick={onClose} disabled={busy}>
          {translate('ra.action.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={submit}
          loading={busy}
          disabled={total === null || !date || anyPaymentProblem(lines) || sepaRefused}
        >
          {translate(several ? 'payments.batch.record' : 'payments.record')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
