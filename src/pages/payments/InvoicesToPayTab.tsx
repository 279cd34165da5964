import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { InvoiceToPay } from '../../domain/payments/payment.model';
import { useToast } from '../../shell/feedback/toast';
import { useSession } from '../../session/SessionContext';
import {
  onlyPayee,
  payeeOf,
  payeesOf,
  payLinesOf,
  toggled,
  toggledPage,
  type InvoiceSelection,
} from './invoiceSelection';
import { InvoicesToPayTable } from './InvoicesToPayTable';
import { ListToolbar } from '../../shell/lists/ListToolbar';
import { LazyPayDialog } from './LazyPayDialog';
import { usePayBatch } from './PayDialogBatch';
import { PaySelectionBar } from './PaySelectionBar';
import { usePaymentsApi } from './paymentsApi';
import { QuickFilter } from './QuickFilter';
import { SupplierFilter, type SupplierOption } from './SupplierFilter';
import { useAppliedFilters } from './useAppliedFilters';
import { usePagedList } from './usePagedList';

type InvoiceRecord = InvoiceToPay & { id: string };
const EARLIEST_DUE_FIRST = { field: 'duedate', order: 'ASC' } as const;

/**
 * What is left to pay for the origin type, a page at a time (earliest due first by default). Invoices
 * chosen on any page are paid together: one payment per supplier, with the SEPA transfer file when asked.
 */
export function InvoicesToPayTab({ originType }: { originType: string }) {
  const translate = useTranslate();
  const toast = useToast();
  const { has } = useSession();
  const api = usePaymentsApi();
  const filter = useMemo(() => ({ originType }), [originType]);
  const list = usePagedList<InvoiceRecord>('invoicestopay', filter, EARLIEST_DUE_FIRST);
  const [q, setQ] = useState('');
  const [supplier, setSupplier] = useState<SupplierOption | null>(null);
  useAppliedFilters(list, { q, supplieruuid: supplier?.id });
  const [selection, setSelection] = useState<InvoiceSelection>(new Map());
  const [paying, setPaying] = useState(false);
  // one array per selection (the dialog resets its amounts when its lines change); each line knows its payee
  const lines = useMemo(() => {
    const rows = [...selection.values()];
    return payLinesOf(selection).map((l, i) => ({ ...l, payee: payeeOf(rows[i]), suppliername: rows[i].suppliername }));
  }, [selection]);
  const payees = useMemo(() => payeesOf(selection), [selection]);
  const first = selection.values().next().value;
  const batch = usePayBatch();
  const rows = list.data ?? [];
  const canPay = has('CREATE_PAYMENTS');
  const searching = Boolean(q.trim() || supplier);

  return (
    <>
      <ListToolbar
        count={list.total === undefined ? undefined : translate('payments.count.topay', { smart_count: list.total })}
        onRefresh={() => list.refetch()}
      >
        <QuickFilter label={translate('payments.quickFilter.topay')} value={q} onChange={setQ} />
        <SupplierFilter value={supplier} onChange={setSupplier} />
      </ListToolbar>
      {canPay && (
        <PaySelectionBar
          selection={selection}
          onClear={() => setSelection(new Map())}
          onKeep={(payee) => setSelection(onlyPayee(selection, payee))}
          onPay={() => setPaying(true)}
        />
      )}
      <InvoicesToPayTable
        rows={rows}
        list={list}
        emptyText={translate(searching ? 'payments.noMatch' : 'payments.nothingToPay')}
        selection={canPay ? selection : undefined}
        onToggle={(row) => setSelection(toggled(selection, row))}
        onTogglePage={() => setSelection(toggledPage(selection, rows))}
      />
      <LazyPayDialog
        open={paying}
        title={
          payees.length > 1
            ? translate('payments.batch.title', { smart_count: payees.length })
            : translate('payments.payTitle', { supplier: first?.suppliername ?? '' })
        }
        lines={lines}
        supplier={payees.length > 1 ? undefined : first?.supplieruuid}
        onClose={() => setPaying(false)}
        onSubmit={async (body) => {
          const result = await api.create(body);
          toast.success('payments.recorded');
          if (result.mailError) toast.warning(result.mailError);
          setSelection(new Map());
          void list.refetch();
        }}
        onSubmitBatch={async (body) => {
          const result = await batch.record(body);
          toast.success('payments.batch.recorded', { detailArgs: { smart_count: result.payments.length } });
          if (result.mailError) toast.warning(result.mailError);
          setSelection(new Map());
          void list.refetch();
          if (body.transfer) {
            try {
              await batch.downloadTransfer(
                result.payments.map((p) => p.uuid),
                body.scheme,
              );
              toast.success('payments.batch.fileSaved');
            } catch (err) {
              toast.error(err);
            }
          }
        }}
      />
    </>
  );
}
