import BarChartOutlined from '@mui/icons-material/BarChartOutlined';
import { Box, Typography } from '@mui/material';
import { Suspense } from 'react';
import { useTranslate } from 'react-admin';
import { lazyPage } from '../../../shell/lazyPage';
import { DashboardCard } from '../../shared/DashboardCard';
import { useDocumentFormat } from '../../shared/useDocumentFormat';
import type { StatusCount } from './mainStats';

// the chart library (about 100 kB) loads after the figures are on screen
const StatusBars = lazyPage(() => import('./StatusBars'), 'StatusBars');

/** Documents of the period per status: the total and a small bar chart. */
export function StatusChartCard({ counts }: { counts: StatusCount[] }) {
  const translate = useTranslate();
  const fmt = useDocumentFormat();
  const data = counts.map((c) => ({ ...c, label: translate(`documents.status.${c.name}`) }));
  const total = counts.reduce((n, c) => n + c.count, 0);
  return (
    <DashboardCard title={translate('documents.dashboard.byStatus')} icon={BarChartOutlined}>
      <Typography variant="h4" component="p">
        {fmt.number(total)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('documents.dashboard.inPeriod')}
      </Typography>
      <Box sx={{ height: 200 }} role="img" aria-label={data.map((d) => `${d.label}: ${d.count}`).join(', ')}>
        <Suspense fallback={null}>
          <StatusBars data={data} />
        </Suspense>
      </Box>
    </DashboardCard>
  );
}
