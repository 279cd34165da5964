import { Checkbox, TableCell } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { InvoiceToPay } from '../../domain/payments/payment.model';
import type { InvoiceSelection } from './invoiceSelection';
import { InvoiceToPayRow } from './InvoiceToPayRow';
import { PagedTable, type PagedColumn, type TableList } from './PagedTable';

interface Props {
  rows: InvoiceToPay[];
  list: TableList;
  emptyText: string;
  /** Given when the user may pay: the rows can be chosen. */
  selection?: InvoiceSelection;
  onToggle: (invoice: InvoiceToPay) => void;
  onTogglePage: () => void;
}

/** A page of invoices to pay, sortable on the server's sort fields, each one selectable. */
export function InvoicesToPayTable({ rows, list, emptyText, selection, onToggle, onTogglePage }: Props) {
  const translate = useTranslate();
  const columns: PagedColumn[] = [
    { key: 'supplier', label: translate('payments.supplier'), sortField: 'suppliername' },
    { key: 'number', label: translate('payments.number'), sortField: 'invoiceNumber', wide: true },
    { key: 'date', label: translate('payments.invoiceDate'), sortField: 'date', wide: true },
    { key: 'duedate', label: translate('payments.dueDate'), sortField: 'duedate', wide: true },
    { key: 'totalttc', label: translate('payments.totalttc'), sortField: 'totalttc', align: 'right', wide: true },
    { key: 'solde', label: translate('payments.left'), sortField: 'solde', align: 'right' },
  ];
  const chosenHere = selection ? rows.filter((r) => selection.has(r.invoiceuuid)).length : 0;
  const selectPage = selection && (
    <TableCell padding="checkbox">
      <Checkbox
        indeterminate={chosenHere > 0 && chosenHere < rows.length}
        checked={rows.length > 0 && chosenHere === rows.length}
        disabled={!rows.length}
        onChange={onTogglePage}
        slotProps={{ input: { 'aria-label': translate('payments.selectPage') } }}
      />
    </TableCell>
  );
  return (
    <PagedTable
      label={translate('menu.invoicestopay')}
      columns={columns}
      list={list}
      emptyText={emptyText}
      before={selectPage}
      rowCount={rows.length}
    >
      {rows.map((i) => (
        <InvoiceToPayRow
          key={i.invoiceuuid}
          invoice={i}
          selectable={Boolean(selection)}
          selected={Boolean(selection?.has(i.invoiceuuid))}
          onToggle={onToggle}
        />
      ))}
    </PagedTable>
  );
}
