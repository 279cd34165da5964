import { TableCell } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PaymentRecord } from '../../domain/payments/payment.model';
import { transferableKind } from '../../domain/paymentTypes/paymentType.model';
import { useReferenceData } from '../shared/useReferenceData';
import { PagedTable, type PagedColumn, type TableList } from './PagedTable';
import { PaymentRow } from './PaymentRow';
import { STICKY_END } from '../../shell/lists/stickyEnd';

interface Props {
  rows: PaymentRecord[];
  list: TableList;
  emptyText: string;
  onEdit?: (p: PaymentRecord) => void;
  onDelete?: (p: PaymentRecord) => void;
  onDone?: (p: PaymentRecord) => void;
  onTransfer?: (p: PaymentRecord) => void;
  /** Whether the user may execute this payment (mark it done, its bank file); none: everyone offered them may. */
  mayExecute?: (p: PaymentRecord) => boolean;
}

/** A page of payments, sortable on the server's sort fields. */
export function PaymentsTable({ rows, list, emptyText, onEdit, onDelete, onDone, onTransfer, mayExecute }: Props) {
  const translate = useTranslate();
  const { index } = useReferenceData();
  // a payment by cheque, card or direct debit gets no bank transfer file: it would be paid twice
  const kindOf = (p: PaymentRecord) => (p.paymenttype ? index.paymentType.get(p.paymenttype)?.kind : undefined);
  const columns: PagedColumn[] = [
    { key: 'date', label: translate('payments.date'), sortField: 'paymentdate' },
    { key: 'name', label: translate('payments.name'), sortField: 'name', wide: true },
    { key: 'supplier', label: translate('payments.supplier'), sortField: 'suppliername' },
    { key: 'type', label: translate('payments.type'), wide: true },
    { key: 'documents', label: translate('payments.documents'), wide: true },
    { key: 'status', label: translate('payments.statusTitle'), sortField: 'paymentstatus', wide: true },
    { key: 'total', label: translate('payments.total'), align: 'right' },
  ];
  return (
    <PagedTable
      label={translate('menu.payments')}
      columns={columns}
      list={list}
      emptyText={emptyText}
      after={<TableCell sx={STICKY_END} />}
      rowCount={rows.length}
    >
      {rows.map((p) => {
        const executes = mayExecute?.(p) ?? true;
        return (
          <PaymentRow
            key={p.uuid}
            payment={p}
            typeName={p.paymenttype ? index.paymentType.get(p.paymenttype)?.name : undefined}
            onEdit={onEdit}
            onDelete={onDelete}
            onDone={executes ? onDone : undefined}
            onTransfer={executes && transferableKind(kindOf(p)) ? onTransfer : undefined}
          />
        );
      })}
    </PagedTable>
  );
}
