import { Alert, LinearProgress } from '@mui/material';
import { useLocation, useParams, useTranslate } from 'react-admin';
import { originTypePath } from '../../domain/originTypes/originType.model';
import { LinkTabs } from '../../shell/lists/LinkTabs';
import { useSession } from '../../session/SessionContext';
import { DocumentListView } from '../documents/list/DocumentListView';
import { PageHeader } from '../shared/PageHeader';
import { useReferenceData } from '../shared/useReferenceData';
import { BalancesTab } from './BalancesTab';
import { InvoicesToPayTab } from './InvoicesToPayTab';
import { PaymentsListTab } from './PaymentsListTab';
import { paymentPath, PAYMENT_TABS, tabOf, type PaymentTab } from './payments.routes';

const TAB_PERMISSION = {
  topay: 'VIEW_PAYMENTS',
  payed: 'VIEW_PAYMENTS',
  payments: 'VIEW_PAYMENTS',
  soldes: 'VIEW_SOLDES',
} as const;

/** /invoices/:originPath/…: invoices to pay, paid invoices, payments and balances of one origin type. */
export function PaymentsPage() {
  const translate = useTranslate();
  const { originPath } = useParams<{ originPath: string }>();
  const tab = tabOf(useLocation().pathname);
  const { ref, loading } = useReferenceData();
  const { has } = useSession();
  const originType = ref.originTypes.find((o) => originTypePath(o.name) === originPath);
  if (!originType)
    return loading ? (
      <LinearProgress aria-label={translate('ra.page.loading')} />
    ) : (
      <Alert severity="warning">{translate('documents.lists.unknownOrigin')}</Alert>
    );
  const tabs = (Object.keys(PAYMENT_TABS) as PaymentTab[]).filter((k) => has(TAB_PERMISSION[k]));
  return (
    <>
      <PageHeader
        title={`${originType.name} · ${translate(`payments.tab.${tab}`)}`}
        subtitle={translate(`payments.subtitle.${tab}`)}
      />
      <LinkTabs
        value={tabs.includes(tab) ? tab : false}
        label={translate('menu.group.payments')}
        tabs={tabs.map((k) => ({
          value: k,
          label: translate(`payments.tab.${k}`),
          to: paymentPath(originType.name, k),
        }))}
      />
      {!has(TAB_PERMISSION[tab]) ? (
        <Alert severity="info">{translate('ra.page.access_denied', { _: 'Access denied' })}</Alert>
      ) : tab === 'topay' ? (
        <InvoicesToPayTab key={originType.uuid} originType={originType.uuid} />
      ) : tab === 'payments' ? (
        <PaymentsListTab key={originType.uuid} originType={originType.uuid} />
      ) : tab === 'soldes' ? (
        <BalancesTab />
      ) : (
        <PaidList originType={originType.uuid} />
      )}
    </>
  );
}

/** The invoices of the origin type paid in full in the date range (by the day of their latest payment). */
function PaidList({ originType }: { originType: string }) {
  const { dateRange } = useSession();
  const filter = { kind: 'all', originType, paid: true, ...dateRange } as const;
  return <DocumentListView key={JSON.stringify(filter)} filter={filter} emptyText="payments.nonePaid" />;
}
