import BarChartOutlined from '@mui/icons-material/BarChartOutlined';
import { Box, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { Bar, BarChart, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslate } from 'react-admin';
import { DashboardCard } from '../../dashboard/DashboardCard';
import { useDocumentFormat } from '../shared/useDocumentFormat';
import type { StatusCount } from './dashboardFigures';

/** Documents of the period per status: the total and a small bar chart. */
export function StatusChartCard({ counts }: { counts: StatusCount[] }) {
  const translate = useTranslate();
  const fmt = useDocumentFormat();
  const theme = useTheme();
  const colors = [theme.palette.info.main, theme.palette.warning.main, theme.palette.primary.main, theme.palette.secondary.main, theme.palette.success.main];
  const data = counts.map((c) => ({ ...c, label: translate(`documents.status.${c.name}`) }));
  const total = counts.reduce((n, c) => n + c.count, 0);
  return (
    <DashboardCard title={translate('documents.dashboard.byStatus')} icon={BarChartOutlined}>
      <Typography variant="h4" component="p">{fmt.number(total)}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{translate('documents.dashboard.inPeriod')}</Typography>
      <Box sx={{ height: 200 }} role="img" aria-label={data.map((d) => `${d.label}: ${d.count}`).join(', ')}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} layout="vertical" margin={{ top: 0, right: 8, bottom: 0, left: 0 }} barCategoryGap={6}>
            <XAxis type="number" allowDecimals={false} tick={{ fontSize: 11, fill: theme.palette.text.secondary }} tickLine={false} axisLine={false} />
            <YAxis type="category" dataKey="label" width={120} interval={0} tick={{ fontSize: 12, fill: theme.palette.text.secondary }} tickLine={false} axisLine={false} />
            <Tooltip
              cursor={{ fill: theme.palette.action.hover }}
              contentStyle={{ background: theme.palette.background.paper, border: `1px solid ${theme.palette.divider}`, borderRadius: 8 }}
              formatter={(value) => [fmt.number(Number(value)), translate('documents.dashboard.documents')]}
            />
            <Bar dataKey="count" radius={[0, 6, 6, 0]}>
              {data.map((d) => <Cell key={d.name} fill={colors[d.status]} />)}
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </Box>
    </DashboardCard>
  );
}
