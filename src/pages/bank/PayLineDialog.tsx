import {
  Alert,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { BankLineRecord } from '../../domain/bankStatements/bankStatement.model';
import { fromCents, isAmount, sumMoney, toCents } from '../../domain/money';
import type { InvoiceToPay } from '../../domain/payments/payment.model';
import { useToast } from '../../shell/feedback/toast';
import { useDocumentFormat } from '../shared/useDocumentFormat';
import { bankApi } from './bankApi';

interface Picked {
  invoice: InvoiceToPay;
  amount: string;
}

const absolute = (amount: string) => fromCents(toCents(amount) < 0n ? -toCents(amount) : toCents(amount));
const smaller = (a: string, b: string) => (toCents(a) < toCents(b) ? a : b);

/**
 * "Pay this line": an unmatched bank line becomes a payment of the invoices the user picks (POST
 * /banklines/{id}/pay), their amounts adding up to the line's. Keyboard: type to search, Tab to an invoice and
 * Space to pick it (it takes what is left of the line, at most its balance), Enter pays, Escape closes.
 */
export function PayLineDialog({
  line,
  onClose,
  onPaid,
}: {
  line: BankLineRecord;
  onClose: () => void;
  onPaid: (line: BankLineRecord) => void;
}) {
  const translate = useTranslate();
  const fmt = useDocumentFormat();
  const toast = useToast();
  const [q, setQ] = useState(line.counterpartyName);
  const [found, setFound] = useState<InvoiceToPay[] | null>(null);
  const [picked, setPicked] = useState<Picked[]>([]);
  const [busy, setBusy] = useState(false);
  const target = absolute(line.amount);

  useEffect(() => {
    let gone = false;
    const timer = setTimeout(() => {
      bankApi
        .invoicesToPay(q.trim(), 10, line.currency)
        .then((rows) => !gone && setFound(rows))
        .catch((err: unknown) => !gone && toast.error(err));
    }, 250);
    return () => {
      gone = true;
      clearTimeout(timer);
    };
  }, [q, toast, line.currency]);

  const valid = picked.every((p) => isAmount(p.amount) && toCents(p.amount) > 0n);
  const total = valid ? sumMoney(picked.map((p) => p.amount)) : '0.00';
  const left = fromCents(toCents(target) - toCents(total));
  const balanced = valid && picked.length > 0 && toCents(left) === 0n;

  const toggle = (invoice: InvoiceToPay) =>
    setPicked((list) =>
      list.some((p) => p.invoice.invoiceuuid === invoice.invoiceuuid)
        ? list.filter((p) => p.invoice.invoiceuuid !== invoice.invoiceuuid)
        : [...list, { invoice, amount: smaller(invoice.solde, toCents(left) > 0n ? left : invoice.solde) }],
    );
  const setAmount = (id: string, amount: string) =>
    setPicked((list) => list.map((p) => (p.invoice.invoiceuuid === id ? { ...p, amount } : p)));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!balanced || busy) return;
    setBusy(true);
    try {
      const paid = await bankApi.pay(line.id, {
        invoices: picked.map((p) => ({ invoiceuuid: p.invoice.invoiceuuid, amount: p.amount })),
      });
      toast.success('bank.pay.done');
      onPaid(paid);
    } catch (err) {
      toast.error(err);
    } finally {
      setBusy(false);
    }
  };

  // the picked invoices first, then the search's others
  const shown = [
    ...picked.map((p) => p.invoice),
    ...(found ?? []).filter((i) => !picked.some((p) => p.invoice.invoiceuuid === i.invoiceuuid)),
  ];
  const label = (i: InvoiceToPay) =>
    [i.suppliername, i.invoiceNumber, i.duedate ? fmt.day(i.duedate) : ''].filter(Boolean).join(' · ');

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="pay-line-title">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id="pay-line-title">
          {translate('bank.pay.title', { amount: fmt.money(target, line.currency) })}
        </DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
            {[fmt.day(line.bookingDate), line.counterpartyName, line.remittance].filter(Boolean).join(' · ')}
          </Typography>
          <TextField
            autoFocus
            fullWidth
            size="small"
            type="search"
            label={translate('bank.pay.search')}
            value={q}
            onChange={(e) => setQ(e.target.value)}
            sx={{ mt: 1 }}
          />
          <List dense aria-label={translate('bank.pay.invoices')} data-testid="pay-line-invoices">
            {found && !shown.length && (
              <ListItem>
                <Typography color="text.secondary">{translate('bank.pay.none')}</Typography>
              </ListItem>
            )}
            {shown.map((invoice) => {
              const pick = picked.find((p) => p.invoice.invoiceuuid === invoice.invoiceuuid);
              const id = `pay-line-${invoice.invoiceuuid}`;
              return (
                <ListItem key={invoice.invoiceuuid} disablePadding sx={{ flexWrap: 'wrap' }}>
                  <ListItemButton
                    role={undefined}
                    dense
                    onClick={() => toggle(invoice)}
                    tabIndex={-1}
                    sx={{ flex: '1 1 240px', minWidth: 0 }}
                  >
                    <ListItemIcon sx={{ minWidth: 36 }}>
                      <Checkbox
                        edge="start"
                        checked={Boolean(pick)}
                        disableRipple
                        slotProps={{ input: { 'aria-labelledby': id } }}
                      />
                    </ListItemIcon>
                    <ListItemText
                      id={id}
                      primary={label(invoice)}
                      secondary={translate('bank.pay.balance', { amount: fmt.money(invoice.solde, invoice.currency) })}
                      slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                    />
                  </ListItemButton>
                  {pick && (
                    <Box sx={{ width: 120, flex: 'none', pl: 1, ml: 'auto' }}>
                      <TextField
                        fullWidth
                        size="small"
                        value={pick.amount}
                        onChange={(e) => setAmount(invoice.invoiceuuid, e.target.value.replace(',', '.'))}
                        error={!isAmount(pick.amount) || toCents(pick.amount) <= 0n}
                        slotProps={{
                          htmlInput: {
                            inputMode: 'decimal',
                            'aria-label': translate('bank.pay.amountOf', { number: invoice.invoiceNumber }),
                          },
                        }}
                      />
                    </Box>
                  )}
                </ListItem>
              );
            })}
          </List>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', flexWrap: 'wrap' }}>
            <Typography variant="body2" data-testid="pay-line-total">
              {translate('bank.pay.total', {
                total: fmt.money(total, line.currency),
                amount: fmt.money(target, line.currency),
              })}
            </Typography>
            {picked.length > 0 && !balanced && (
              <Alert severity="info" sx={{ py: 0, width: '100%' }}>
                {translate('bank.pay.left', { amount: fmt.money(left, line.currency) })}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} color="inherit">
            {translate('ra.action.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={!balanced || busy}>
            {translate('bank.pay.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
