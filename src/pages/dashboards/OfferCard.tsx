import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import { Box, Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { isFreeOffer } from '../../domain/users/user.model';
import { useSession } from '../../session/SessionContext';
import { DashboardCard, Detail } from '../shared/DashboardCard';
import { useFormatters } from './useFormatters';

/** The subscription: offer, state, dates, price and included functionalities. */
export function OfferCard() {
  const translate = useTranslate();
  const fmt = useFormatters();
  const { userInfo: u } = useSession();
  const free = isFreeOffer(u);
  return (
    <DashboardCard title={translate('dashboard.offer.title')} icon={WorkspacePremiumOutlined}>
      {!u.offer ? (
        <Typography color="text.secondary">{translate('dashboard.offer.none')}</Typography>
      ) : (
        <>
          <Typography variant="h5">{u.offer.name}</Typography>
          <Stack direction="row" spacing={1} sx={{ my: 2 }}>
            <Chip
              size="small"
              color={u.offerActive ? 'success' : 'default'}
              label={translate(u.offerActive ? 'dashboard.offer.active' : 'dashboard.offer.inactive')}
            />
            <Chip
              size="small"
              variant="outlined"
              color={free ? 'default' : 'primary'}
              label={translate(free ? 'dashboard.offer.free' : 'dashboard.offer.paid')}
            />
          </Stack>
          <Detail label={translate('dashboard.offer.price')} value={fmt.money(u.offer.totalprice)} />
          <Detail label={translate('dashboard.offer.start')} value={fmt.date(u.offerStartDate) ?? '—'} />
          <Detail label={translate('dashboard.offer.end')} value={fmt.date(u.offerEndDate) ?? '—'} />
          <Box sx={{ pt: 1, borderTop: 1, borderColor: 'divider' }}>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {translate('dashboard.offer.functionalities')}
            </Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
              {u.offer.functionnalities.map(({ functionnality: { functionnalityEnum: f } }) => (
                <Chip key={f} size="small" variant="outlined" label={translate(`app.functionality.${f}`, { _: f })} />
              ))}
            </Stack>
          </Box>
        </>
      )}
    </DashboardCard>
  );
}
