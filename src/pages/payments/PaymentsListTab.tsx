import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { PaymentRecord } from '../../../resources/payments/model';
import { useSession } from '../../session/SessionContext';
import { ExportButton } from '../exports/ExportButton';
import { ListToolbar } from './ListToolbar';
import { PayDialog } from './PayDialog';
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
  const { has, dateRange } = useSession();
  const { fromDate, toDate } = dateRange;
  const filter = useMemo(() => ({ originType, fromDate, toDate }), [originType, fromDate, toDate]);
  const list = usePagedList<PaymentListRecord>('payments', filter, LATEST_FIRST);
  const [q, setQ] = useState('');
  useAppliedFilters(list, { q });
  const changes = usePaymentChanges(() => { void list.refetch(); });
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
      <ListToolbar count={list.total === undefined ? undefined : translate('payments.count.payments', { smart_count: list.total })} onRefresh={() => list.refetch()}>
        <QuickFilter label={translate('payments.quickFilter.payments')} value={q} onChange={setQ} />
        <ExportButton request={{ kind: 'payments', originType }} period={dateRange} />
      </ListToolbar>
      <PaymentsTable
        rows={list.data ?? []}
        list={list}
        emptyText={translate(q.trim() ? 'payments.noMatch' : 'payments.none')}
        onEdit={has('UPDATE_PAYMENTS') ? changes.edit : undefined}
        onDelete={has('DELETE_PAYMENTS') ? changes.remove : undefined}
      />
      <PayDialog
        open={!!changes.editing}
        title={translate('payments.editTitle')}
        lines={changes.lines}
        initial={changes.initial}
        onClose={changes.close}
        onSubmit={changes.save}
      />
    </>
  );
}
