import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import DoneAll from '@mui/icons-material/DoneAll';
import EditOutlined from '@mui/icons-material/EditOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { Chip, IconButton, TableCell, TableRow } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { PaymentRecord } from '../../domain/payments/payment.model';
import { useDocumentFormat } from '../shared/useDocumentFormat';
import { STICKY_END } from '../../shell/lists/stickyEnd';
import { WIDE_CELL } from './PagedTable';
import { PaymentPeople } from './PaymentPeople';

/** Invoice numbers shown in the row; the others are counted (all in the cell's tooltip). */
const SHOWN = 3;

interface Props {
  payment: PaymentRecord;
  /** The payment type's name. */
  typeName?: string;
  /** Given when the user may edit, or delete. */
  onEdit?: (p: PaymentRecord) => void;
  onDelete?: (p: PaymentRecord) => void;
  /** Given when the user may mark an in-progress payment done (Execute payments). */
  onDone?: (p: PaymentRecord) => void;
  /** Downloads the SEPA transfer file of an in-progress payment; given when the user may execute payments. */
  onTransfer?: (p: PaymentRecord) => void;
}

/** A small icon button of a row, named by its label (`titled`: also shown on hover). */
function RowAction({
  label,
  titled = false,
  onClick,
  children,
}: {
  label: string;
  titled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <IconButton size="small" aria-label={label} title={titled ? label : undefined} onClick={onClick}>
      {children}
    </IconButton>
  );
}

/** A payment: when, who, how, the documents it paid, its status (who prepared and executed it) and total. */
export function PaymentRow({ payment: p, typeName, onEdit, onDelete, onDone, onTransfer }: Props) {
  const translate = useTranslate();
  const fmt = useDocumentFormat();
  const numbers = p.invoices.map((l) => l.invoicenumber);
  return (
    <TableRow hover>
      <TableCell>{fmt.day(p.paymentdate)}</TableCell>
      <TableCell sx={{ ...WIDE_CELL, overflowWrap: 'anywhere' }}>{p.name}</TableCell>
      <TableCell>{p.suppliername}</TableCell>
      <TableCell sx={WIDE_CELL}>{typeName || '—'}</TableCell>
      <TableCell sx={WIDE_CELL} title={numbers.join(', ')}>
        {numbers.slice(0, SHOWN).join(', ')}
        {numbers.length > SHOWN ? ` +${numbers.length - SHOWN}` : ''}
      </TableCell>
      <TableCell sx={WIDE_CELL}>
        <Chip
          size="small"
          variant="outlined"
          color={p.paymentstatus ? 'success' : 'warning'}
          label={translate(`payments.status.${p.paymentstatus}`)}
        />
        <PaymentPeople payment={p} />
      </TableCell>
      <TableCell align="right">{fmt.money(p.total, p.currency)}</TableCell>
      <TableCell align="right" sx={{ ...STICKY_END, whiteSpace: 'nowrap', px: { xs: 0.5, sm: 1 } }}>
        {onTransfer && p.paymentstatus === 0 && (
          <RowAction
            label={translate('payments.batch.transferOf', { name: p.name })}
            titled
            onClick={() => onTransfer(p)}
          >
            <FileDownloadOutlined fontSize="small" />
          </RowAction>
        )}
        {onDone && p.paymentstatus === 0 && (
          <RowAction label={translate('payments.batch.markDone', { name: p.name })} titled onClick={() => onDone(p)}>
            <DoneAll fontSize="small" />
          </RowAction>
        )}
        {onEdit && (
          <RowAction label={translate('payments.edit', { name: p.name })} onClick={() => onEdit(p)}>
            <EditOutlined fontSize="small" />
          </RowAction>
        )}
        {onDelete && (
          <RowAction label={translate('payments.delete', { name: p.name })} onClick={() => onDelete(p)}>
            <DeleteOutline fontSize="small" />
          </RowAction>
        )}
      </TableCell>
    </TableRow>
  );
}
