import { useTheme } from '@mui/material/styles';
import { Bar, BarChart, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslate } from 'react-admin';
import { useDocumentFormat } from '../../shared/useDocumentFormat';
import { chartTooltipStyle } from '../../shared/chartTooltip';

export interface StatusBar {
  name: string;
  status: number;
  label: string;
  count: number;
}

/** The bar chart of the status card (recharts, loaded after the first screen). */
export function StatusBars({ data }: { data: StatusBar[] }) {
  const translate = useTranslate();
  const fmt = useDocumentFormat();
  const theme = useTheme();
  const colors = [
    theme.palette.info.main,
    theme.palette.warning.main,
    theme.palette.primary.main,
    theme.palette.secondary.main,
    theme.palette.success.main,
  ];
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} layout="vertical" margin={{ top: 0, right: 8, bottom: 0, left: 0 }} barCategoryGap={6}>
        <XAxis
          type="number"
          allowDecimals={false}
          tick={{ fontSize: 11, fill: theme.palette.text.secondary }}
          tickLine={false}
          axisLine={false}
        />
        <YAxis
          type="category"
          dataKey="label"
          width={120}
          interval={0}
          tick={{ fontSize: 12, fill: theme.palette.text.secondary }}
          tickLine={false}
          axisLine={false}
        />
        <Tooltip
          {...chartTooltipStyle(theme)}
          formatter={(value) => [fmt.number(Number(value)), translate('documents.dashboard.documents')]}
        />
        <Bar dataKey="count" radius={[0, 6, 6, 0]}>
          {data.map((d) => (
            <Cell key={d.name} fill={colors[d.status]} />
          ))}
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
