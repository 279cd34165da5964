import { useEffect, useMemo, useRef, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { PaperdeskDataProvider } from '../../providers/data';
import { useToast } from '../../shell/feedback/toast';
import type { PaymentRecord } from '../../domain/payments/payment.model';
import { fourEyesRefuses } from '../../domain/payments/fourEyes';
import { useSession } from '../../session/SessionContext';
import { ExportButton } from '../exports/ExportButton';
import { ListToolbar } from '../../shell/lists/ListToolbar';
import { LazyPayDialog } from './LazyPayDialog';
import { usePayBatch } from './PayDialogBatch';
import { PaymentsTable } from './PaymentsTable';
import { QuickFilter } from './QuickFilter';
import { useAppliedFilters } from './useAppliedFilters';
import { usePagedList } from './usePagedList';
import { usePaymentChanges } from './usePaymentChanges';

type PaymentListRecord = PaymentRecord & { id: string };
const LATEST_FIRST = { field: 'paymentdate', order: 'DESC' } as const;

/** The payments of the origin type in the top bar's date range, a page at a time; edited or deleted, they give their amounts back first. */
export function PaymentsListTab({ originType }: { originType: string }) {
  const translate = useTranslate();
  const { has, dateRange, companyInfo, userInfo } = useSession();
  const { fromDate, toDate } = dateRange;
  const filter = useMemo(() => ({ originType, fromDate, toDate }), [originType, fromDate, toDate]);
  const list = usePagedList<PaymentListRecord>('payments', filter, LATEST_FIRST);
  const [q, setQ] = useState('');
  useAppliedFilters(list, { q });
  const changes = usePaymentChanges(() => {
    void list.refetch();
  });
  const dp = useDataProvider<PaperdeskDataProvider>();
  const toast = useToast();
  const batch = usePayBatch();
  // the bank made the transfer: the payment is done; its SEPA file can be downloaded again meanwhile
  const markDone = async (p: PaymentRecord) => {
    try {
      await dp.call(`/payments/${encodeURIComponent(p.uuid)}/status`, { method: 'PUT', body: { paymentstatus: 1 } });
      toast.success('payments.batch.done');
      void list.refetch();
    } catch (err) {
      toast.error(err);
    }
  };
  // its bank file and marking it done execute a payment: Execute payments, and with four-eyes payments someone else
  // than who prepared it
  const fourEyes = Boolean(companyInfo?.paymentfoureyes);
  const mayExecute = (p: PaymentRecord) =>
    has('EXECUTE_PAYMENTS') && !fourEyesRefuses(fourEyes, p.preparedbyuuid, userInfo.uuid);
  const transfer = async (p: PaymentRecord) => {
    try {
      await batch.downloadTransfer([p.uuid], p.currency === 'EUR' ? 'SEPA' : 'INTERNATIONAL');
      toast.success('payments.batch.fileSaved');
    } catch (err) {
      toast.error(err);
    }
  };
  // a new date range starts on the first page
  const shownRange = useRef(filter);
  const { setPage } = list;
  useEffect(() => {
    if (shownRange.current === filter) return;
    shownRange.current = filter;
    setPage(1);
  }, [filter, setPage]);

  return (
    <>
      <ListToolbar
        count={list.total === undefined ? undefined : translate('payments.count.payments', { smart_count: list.total })}
        onRefresh={() => list.refetch()}
      >
        <QuickFilter label={translate('payments.quickFilter.payments')} value={q} onChange={setQ} />
        <ExportButton request={{ kind: 'payments', originType }} period={dateRange} />
      </ListToolbar>
      <PaymentsTable
        rows={list.data ?? []}
        list={list}
        emptyText={translate(q.trim() ? 'payments.noMatch' : 'payments.none')}
        onEdit={has('UPDATE_PAYMENTS') ? changes.edit : undefined}
        onDelete={has('DELETE_PAYMENTS') ? changes.remove : undefined}
        onDone={markDone}
        onTransfer={transfer}
        mayExecute={mayExecute}
      />
      <LazyPayDialog
        open={!!changes.editing}
        title={translate('payments.editTitle')}
        lines={changes.lines}
        initial={changes.initial}
        people={changes.editing ?? undefined}
        onClose={changes.close}
        onSubmit={changes.save}
      />
    </>
  );
}
