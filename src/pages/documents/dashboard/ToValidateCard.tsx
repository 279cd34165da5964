import PendingActionsOutlined from '@mui/icons-material/PendingActionsOutlined';
import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DashboardCard } from '../../shared/DashboardCard';
import { useDocumentFormat } from '../../shared/useDocumentFormat';
import type { MainStats } from './mainStats';

/** The TTC still to validate (saved documents with amounts), exact, per currency. */
export function ToValidateCard({ amounts }: { amounts: MainStats['toValidate'] }) {
  const translate = useTranslate();
  const fmt = useDocumentFormat();
  return (
    <DashboardCard title={translate('documents.dashboard.toValidate')} icon={PendingActionsOutlined}>
      {!amounts.length && (
        <Typography color="text.secondary">{translate('documents.dashboard.allValidated')}</Typography>
      )}
      <Stack spacing={1.5}>
        {amounts.map((a) => (
          <div key={a.currency}>
            <Typography
              variant="h4"
              component="p"
              sx={{ fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}
            >
              {fmt.money(a.total, a.currency)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('documents.dashboard.invoicesWaiting', { smart_count: a.count })}
            </Typography>
          </div>
        ))}
      </Stack>
    </DashboardCard>
  );
}
