import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useTheme } from '@mui/material/styles';
import { Bar, BarChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useDocumentFormat } from '../shared/useDocumentFormat';
import type { Bucket } from './figures';
import { chartTooltipStyle } from '../shared/chartTooltip';

/** Amounts of one currency as bars (vertical: one bar per category, for names; horizontal otherwise, for months). */
export function AmountChart({
  data,
  currency,
  vertical = false,
  label,
}: {
  data: Bucket[];
  currency: string;
  vertical?: boolean;
  label: string;
}) {
  const theme = useTheme();
  const fmt = useDocumentFormat();
  const translate = useTranslate();
  if (!data.length)
    return (
      <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
        {translate('originDashboard.empty')}
      </Typography>
    );
  const rows = data.map((b) => ({ ...b, value: Number(b.amount) /* chart geometry only; figures stay exact */ }));
  const tick = { fontSize: 11, fill: theme.palette.text.secondary };
  return (
    <Box
      sx={{ height: vertical ? Math.max(160, rows.length * 34) : 260 }}
      role="img"
      aria-label={`${label}: ${data.map((b) => `${b.label} ${fmt.money(b.amount, currency)}`).join(', ')}`}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={rows}
          layout={vertical ? 'vertical' : 'horizontal'}
          margin={{ top: 4, right: 12, bottom: 0, left: 4 }}
        >
          {vertical ? (
            <>
              <XAxis
                type="number"
                tick={tick}
                tickLine={false}
                axisLine={false}
                tickFormatter={(v) => fmt.number(Number(v))}
              />
              <YAxis
                type="category"
                dataKey="label"
                width={150}
                interval={0}
                tick={tick}
                tickLine={false}
                axisLine={false}
              />
            </>
          ) : (
            <>
              <XAxis dataKey="label" tick={tick} tickLine={false} axisLine={false} />
              <YAxis
                tick={tick}
                tickLine={false}
                axisLine={false}
                width={64}
                tickFormatter={(v) => fmt.number(Number(v))}
              />
            </>
          )}
          <Tooltip
            {...chartTooltipStyle(theme)}
            formatter={(_v, _n, item) => [fmt.money((item.payload as Bucket).amount, currency), label]}
          />
          <Bar dataKey="value" fill={theme.palette.primary.main} radius={vertical ? [0, 6, 6, 0] : [6, 6, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </Box>
  );
}
