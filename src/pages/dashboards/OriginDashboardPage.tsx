import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import InsertChartOutlined from '@mui/icons-material/InsertChartOutlined';
import LabelOutlined from '@mui/icons-material/LabelOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import { Alert, Grid, LinearProgress, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useCallback, useState } from 'react';
import { useDataProvider, useLocation, useParams, useTranslate } from 'react-admin';
import type { PaperdeskDataProvider } from '../../providers/data';
import { originTypePath } from '../../domain/originTypes/originType.model';
import { useSession } from '../../session/SessionContext';
import { DashboardCard } from '../shared/DashboardCard';
import { PageHeader } from '../shared/PageHeader';
import { useDocumentFormat } from '../shared/useDocumentFormat';
import { useReferenceData } from '../shared/useReferenceData';
import { useLoaded } from '../shared/useLoaded';
import { AmountChart } from './AmountChart';
import { currenciesOf, fetchOriginStats, inCurrency, labelBuckets, monthBuckets, type OriginStats } from './figures';

/**
 * /documents/:originPath/dashboard(/labels): an origin type's figures for the period of the top bar, as
 * the server counts them (GET /documents/dashboard; the documents themselves are never downloaded).
 * Amounts of different currencies are never added: the totals name each currency's, the charts show one
 * currency at a time (a choice appears when the period holds several).
 */
export function OriginDashboardPage() {
  const translate = useTranslate();
  const fmt = useDocumentFormat();
  const labelsView = useLocation().pathname.endsWith('/labels');
  const { originPath } = useParams<{ originPath: string }>();
  const { ref, index, loading } = useReferenceData();
  const { dateRange, has } = useSession();
  const dataProvider = useDataProvider<PaperdeskDataProvider>();
  const [chosenCurrency, setChosenCurrency] = useState<string | null>(null);
  const originType = ref.originTypes.find((o) => originTypePath(o.name) === originPath);
  const allowed = has(labelsView ? 'DASHBOARD_LABELS' : 'DASHBOARD_SUPPLIERS_CUSTOMERS');
  const originUuid = allowed ? originType?.uuid : undefined;
  const { data } = useLoaded(
    useCallback(
      () =>
        originUuid
          ? fetchOriginStats(dataProvider.call, {
              originType: originUuid,
              fromDate: dateRange.fromDate,
              toDate: dateRange.toDate,
            })
          : Promise.resolve(null),
      [dataProvider, originUuid, dateRange.fromDate, dateRange.toDate],
    ),
    null as OriginStats | null,
  );
  if (!originType)
    return loading ? (
      <LinearProgress aria-label={translate('ra.page.loading')} />
    ) : (
      <Alert severity="warning">{translate('documents.lists.unknownOrigin')}</Alert>
    );
  if (!allowed) return <Alert severity="info">{translate('ra.page.access_denied')}</Alert>;
  const title = `${originType.name} · ${translate(labelsView ? 'menu.dashboardlabels' : 'menu.dashboard')}`;
  const subtitle = translate('documents.lists.range', {
    from: fmt.day(dateRange.fromDate),
    to: fmt.day(dateRange.toDate),
  });
  if (!data)
    return (
      <>
        <PageHeader title={title} subtitle={subtitle} />
        <LinearProgress aria-label={translate('ra.page.loading')} />
      </>
    );
  const t = data.totals;
  const currencies = currenciesOf(data);
  const currency = chosenCurrency && currencies.includes(chosenCurrency) ? chosenCurrency : (currencies[0] ?? 'EUR');
  const kpi = (label: string, values: string[], Icon: typeof ReceiptLongOutlined) => (
    <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
      <DashboardCard title={label} icon={Icon}>
        {values.map((value) => (
          <Typography key={value} variant={values.length > 1 ? 'h6' : 'h4'} component="p">
            {value}
          </Typography>
        ))}
      </DashboardCard>
    </Grid>
  );
  const amounts = (k: 'invoiced' | 'toPay') =>
    t.amounts?.length ? t.amounts.map((a) => fmt.money(a[k], a.currency)) : [fmt.money(t[k], 'EUR')];
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} />
      <Grid container spacing={3}>
        {kpi(translate('originDashboard.invoiced'), amounts('invoiced'), ReceiptLongOutlined)}
        {kpi(translate('originDashboard.toPay'), amounts('toPay'), InsertChartOutlined)}
        {kpi(translate('originDashboard.overdue'), [fmt.number(t.overdue)], EventBusyOutlined)}
        {kpi(translate('originDashboard.awaiting'), [fmt.number(t.awaiting)], LabelOutlined)}
        {currencies.length > 1 && (
          <Grid size={12}>
            <ToggleButtonGroup
              exclusive
              size="small"
              value={currency}
              onChange={(_e, next: string | null) => next && setChosenCurrency(next)}
              aria-label={translate('originDashboard.currency')}
            >
              {currencies.map((c) => (
                <ToggleButton key={c} value={c}>
                  {c}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </Grid>
        )}
        {labelsView ? (
          <Grid size={12}>
            <DashboardCard title={translate('originDashboard.byLabel')} icon={LabelOutlined}>
              <AmountChart
                vertical
                currency={currency}
                label={translate('originDashboard.amount')}
                data={labelBuckets(
                  inCurrency(data.byLabel, currency),
                  (id) => index.label.get(id)?.name,
                  translate('originDashboard.noLabel'),
                )}
              />
            </DashboardCard>
          </Grid>
        ) : (
          <>
            <Grid size={{ xs: 12, lg: 7 }}>
              <DashboardCard title={translate('originDashboard.byMonth')} icon={InsertChartOutlined}>
                <AmountChart
                  currency={currency}
                  label={translate('originDashboard.amount')}
                  data={monthBuckets(inCurrency(data.byMonth, currency), fmt.locale)}
                />
              </DashboardCard>
            </Grid>
            <Grid size={{ xs: 12, lg: 5 }}>
              <DashboardCard title={translate('originDashboard.bySupplier')} icon={StorefrontOutlined}>
                <AmountChart
                  vertical
                  currency={currency}
                  label={translate('originDashboard.amount')}
                  data={inCurrency(data.bySupplier, currency)}
                />
              </DashboardCard>
            </Grid>
          </>
        )}
      </Grid>
    </>
  );
}
