import { Checkbox, TableCell, TableRow, Typography } from '@mui/material';
import { WIDE_CELL } from './PagedTable';
import { useTranslate } from 'react-admin';
import type { InvoiceToPay } from '../../domain/payments/payment.model';
import { formatApiDate } from '../../session/dateRange';
import { useDocumentFormat } from '../shared/useDocumentFormat';
import { PaymentProblemsMark } from './PaymentProblems';
import { BankFlag } from '../bankDetails/BankFlag';

/** Shown only where the `wide` cells are hidden. */
const NARROW_ONLY = { display: { xs: 'block', sm: 'none' } } as const;

interface Props {
  invoice: InvoiceToPay;
  /** Offered when the user may pay. */
  selectable: boolean;
  selected: boolean;
  onToggle: (invoice: InvoiceToPay) => void;
}

/** An invoice left to pay; its due date in red once past, a warning sign when it cannot be paid. */
export function InvoiceToPayRow({ invoice: i, selectable, selected, onToggle }: Props) {
  const translate = useTranslate();
  const fmt = useDocumentFormat();
  const overdue = Boolean(i.duedate && i.duedate < formatApiDate(new Date()));
  const number = `${i.invoiceNumber}${i.type === 'CREDIT' ? ` (${translate('payments.creditNote')})` : ''}`;
  return (
    <TableRow hover selected={selected}>
      {selectable && (
        <TableCell padding="checkbox">
          <Checkbox
            checked={selected}
            onChange={() => onToggle(i)}
            slotProps={{ input: { 'aria-label': translate('payments.select', { number: i.invoiceNumber }) } }}
          />
        </TableCell>
      )}
      <TableCell>
        {i.suppliername}
        <BankFlag bank={i.bank} supplier={i.suppliername} />
        {/* on phones the number and due date columns are hidden: they go under the supplier */}
        <Typography variant="body2" color="text.secondary" sx={NARROW_ONLY}>
          {number}
          <PaymentProblemsMark problems={i.problems} />
        </Typography>
        <Typography variant="body2" sx={{ ...NARROW_ONLY, color: overdue ? 'error.main' : 'text.secondary' }}>
          {translate('payments.dueOn', { day: fmt.day(i.duedate) })}
        </Typography>
      </TableCell>
      <TableCell sx={WIDE_CELL}>
        {number}
        <PaymentProblemsMark problems={i.problems} />
      </TableCell>
      <TableCell sx={WIDE_CELL}>{fmt.day(i.date)}</TableCell>
      <TableCell sx={{ ...WIDE_CELL, color: overdue ? 'error.main' : undefined }}>{fmt.day(i.duedate)}</TableCell>
      <TableCell align="right" sx={WIDE_CELL}>
        {fmt.money(i.totalttc, i.currency)}
      </TableCell>
      <TableCell align="right">{fmt.money(i.solde, i.currency)}</TableCell>
    </TableRow>
  );
}
