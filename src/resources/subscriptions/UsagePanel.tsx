import { Box, LinearProgress, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { MetricLine } from '../../domain/offers/offer.model';

/** GET /metrics: what the offer's quantities limit, and how much is used. */
export type { MetricLine };

export function UsagePanel({ metrics }: { metrics: MetricLine[] }) {
  const translate = useTranslate();
  if (!metrics.length) return null;
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {translate('subscriptions.usage')}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 2 }}>
        {metrics.map((m) => {
          const limited = m.quantity >= 0;
          const ratio = limited ? Math.min(100, m.quantity === 0 ? 100 : (m.used / m.quantity) * 100) : 0;
          return (
            <Box key={m.functionnality} data-testid={`usage-${m.functionnality}`}>
              <Typography variant="body2">
                {translate(`app.functionality.${m.functionnality}`, { _: m.functionnality })}
                <Typography component="span" variant="body2" color="text.secondary">
                  {' '}
                  · {translate(m.period === 'MONTHLY' ? 'subscriptions.usageMONTHLY' : 'subscriptions.usageTOTAL')}
                </Typography>
              </Typography>
              <Typography variant="h6">
                {limited
                  ? translate('subscriptions.used', { used: m.used, quantity: m.quantity })
                  : translate('subscriptions.usedUnlimited', { used: m.used })}
              </Typography>
              {limited && (
                <LinearProgress
                  variant="determinate"
                  value={ratio}
                  aria-label={translate(`app.functionality.${m.functionnality}`, { _: m.functionnality })}
                  color={ratio >= 100 ? 'error' : ratio >= 80 ? 'warning' : 'primary'}
                />
              )}
            </Box>
          );
        })}
      </Box>
    </Paper>
  );
}
