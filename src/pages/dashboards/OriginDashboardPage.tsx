import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import InsertChartOutlined from '@mui/icons-material/InsertChartOutlined';
import LabelOutlined from '@mui/icons-material/LabelOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import { Alert, Grid, LinearProgress, Typography } from '@mui/material';
import { useCallback } from 'react';
import { useLocation, useParams, useTranslate } from 'react-admin';
import type { DocumentRecord } from '../../../resources/documents/model';
import { originTypePath } from '../../../resources/originTypes/model';
import { formatApiDate } from '../../layout/dateRange';
import { useSession } from '../../session/SessionContext';
import { DashboardCard } from '../dashboard/DashboardCard';
import { useDocumentsApi } from '../documents/shared/api';
import { PageHeader } from '../documents/shared/PageHeader';
import { useDocumentFormat } from '../documents/shared/useDocumentFormat';
import { useReferenceData } from '../documents/shared/useReferenceData';
import { useLoaded } from '../documents/shared/useLoaded';
import { AmountChart } from './AmountChart';
import { byLabel, byMonth, bySupplier, totals } from './figures';

/** /documents/:originPath/dashboard(/labels): an origin type's figures for the period of the top bar. */
export function OriginDashboardPage() {
  const translate = useTranslate();
  const fmt = useDocumentFormat();
  const labelsView = useLocation().pathname.endsWith('/labels');
  const { originPath } = useParams<{ originPath: string }>();
  const { ref, index, loading } = useReferenceData();
  const { dateRange, has } = useSession();
  const documentsApi = useDocumentsApi();
  const originType = ref.originTypes.find((o) => originTypePath(o.name) === originPath);
  const { data } = useLoaded(useCallback(
    () => (originType ? documentsApi.list({ path: '/documents', query: { originType: originType.uuid, ...dateRange } }) : Promise.resolve(null)),
    [documentsApi, originType, dateRange],
  ), null as DocumentRecord[] | null);
  if (!originType) return loading ? <LinearProgress /> : <Alert severity="warning">{translate('documents.lists.unknownOrigin')}</Alert>;
  if (!has(labelsView ? 'DASHBOARD_LABELS' : 'DASHBOARD_SUPPLIERS_CUSTOMERS')) return <Alert severity="info">{translate('ra.page.access_denied')}</Alert>;
  const title = `${originType.name} · ${translate(labelsView ? 'menu.dashboardlabels' : 'menu.dashboard')}`;
  const subtitle = translate('documents.lists.range', { from: fmt.day(dateRange.fromDate), to: fmt.day(dateRange.toDate) });
  if (!data) return <><PageHeader title={title} subtitle={subtitle} /><LinearProgress /></>;
  const t = totals(data, formatApiDate(new Date()));
  const month = (key: string) => new Intl.DateTimeFormat(fmt.locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${key}-01T00:00:00Z`));
  const kpi = (label: string, value: string, Icon: typeof ReceiptLongOutlined) => (
    <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
      <DashboardCard title={label} icon={Icon}><Typography variant="h4" component="p">{value}</Typography></DashboardCard>
    </Grid>
  );
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} />
      <Grid container spacing={3}>
        {kpi(translate('originDashboard.invoiced'), fmt.money(t.invoiced), ReceiptLongOutlined)}
        {kpi(translate('originDashboard.toPay'), fmt.money(t.toPay), InsertChartOutlined)}
        {kpi(translate('originDashboard.overdue'), fmt.number(t.overdue), EventBusyOutlined)}
        {kpi(translate('originDashboard.awaiting'), fmt.number(t.awaiting), LabelOutlined)}
        {labelsView ? (
          <Grid size={12}>
            <DashboardCard title={translate('originDashboard.byLabel')} icon={LabelOutlined}>
              <AmountChart vertical label={translate('originDashboard.amount')} data={byLabel(data, (id) => index.label.get(id)?.name, translate('originDashboard.noLabel'))} />
            </DashboardCard>
          </Grid>
        ) : (
          <>
            <Grid size={{ xs: 12, lg: 7 }}>
              <DashboardCard title={translate('originDashboard.byMonth')} icon={InsertChartOutlined}>
                <AmountChart label={translate('originDashboard.amount')} data={byMonth(data).map((b) => ({ ...b, label: month(b.key) }))} />
              </DashboardCard>
            </Grid>
            <Grid size={{ xs: 12, lg: 5 }}>
              <DashboardCard title={translate('originDashboard.bySupplier')} icon={StorefrontOutlined}>
                <AmountChart vertical label={translate('originDashboard.amount')} data={bySupplier(data)} />
              </DashboardCard>
            </Grid>
          </>
        )}
      </Grid>
    </>
  );
}
