import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import { useEffect, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { PaperdeskDataProvider } from '../../providers/data';
import { UsagePanel, type MetricLine } from '../../resources/subscriptions/UsagePanel';
import { DashboardCard } from '../shared/DashboardCard';

/** The offer's usage (GET /metrics: what its quantities limit); hidden when the call answers nothing. */
export function UsageCard() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PaperdeskDataProvider>();
  const [metrics, setMetrics] = useState<MetricLine[]>([]);

  useEffect(() => {
    let current = true;
    dataProvider
      .call<MetricLine[]>('/metrics')
      .then((m) => current && Array.isArray(m) && setMetrics(m))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [dataProvider]);

  if (!metrics.length) return null;
  return (
    <DashboardCard title={translate('dashboard.usage.title')} icon={InsightsOutlined}>
      <UsagePanel metrics={metrics} />
    </DashboardCard>
  );
}
