import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import { Box, Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { OfferLineRecord, OfferRecord } from '../../domain/offers/offer.model';

export type Period = 'MONTHLY' | 'YEARLY';
export interface Formatters {
  money: (amount: string) => string;
  date: (iso: string | null) => string;
}

function Quantity({ line }: { line: OfferLineRecord }) {
  const translate = useTranslate();
  if (line.quantity < 0) return <>{translate('subscriptions.unlimited')}</>;
  return (
    <>
      {translate(line.period === 'MONTHLY' ? 'subscriptions.qtyMonthly' : 'subscriptions.qtyTotal', {
        n: line.quantity,
      })}
    </>
  );
}

interface Props {
  offer: OfferRecord;
  period: Period;
  fmt: Formatters;
  /** Subscribing and cancelling allowed (master administrator). */
  canChange: boolean;
  busy: boolean;
  onChoose: (offer: OfferRecord) => void;
  onCancel: (offer: OfferRecord) => void;
}

/** One plan: price for the period, trial, what it includes and how much; the current plan is marked. */
export function PlanCard({ offer, period, fmt, canChange, busy, onChoose, onCancel }: Props) {
  const translate = useTranslate();
  const price = period === 'YEARLY' ? offer.yearlyprice : offer.totalprice;
  const sub = offer.subscription;
  const free = Number(offer.totalprice) === 0;
  return (
    <Card
      variant="outlined"
      data-testid={`plan-${offer.uuid}`}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        borderWidth: offer.current ? 2 : 1,
        borderColor: offer.current ? 'primary.main' : 'divider',
      }}
    >
      <CardContent sx={{ flex: 1 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
          <Typography variant="h6" component="h2">
            {offer.name}
          </Typography>
          {offer.current && <Chip size="small" color="primary" label={translate('subscriptions.current')} />}
        </Stack>
        <Typography color="text.secondary" variant="body2" sx={{ minHeight: 40 }}>
          {offer.description}
        </Typography>
        <Box sx={{ my: 2 }}>
          <Typography variant="h4" component="p" data-testid="plan-price">
            {free ? translate('subscriptions.free') : fmt.money(price)}
            {!free && (
              <Typography component="span" color="text.secondary">
                {' '}
                {translate(period === 'YEARLY' ? 'subscriptions.perYear' : 'subscriptions.perMonth')}
              </Typography>
            )}
          </Typography>
          {offer.trialdays > 0 && (
            <Chip
              size="small"
              variant="outlined"
              color="success"
              sx={{ mt: 1 }}
              label={translate('subscriptions.trial', { days: offer.trialdays })}
            />
          )}
        </Box>
        <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {offer.functionnalities
            .filter((l) => l.visible)
            .map((l) => (
              <Box component="li" key={l.uuid} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                <CheckCircleOutline fontSize="small" color="success" />
                <Typography variant="body2">
                  {translate(`app.functionality.${l.functionnalityEnum}`, { _: l.name })}
                  <Typography component="span" variant="body2" color="text.secondary">
                    {' '}
                    · <Quantity line={l} />
                  </Typography>
                </Typography>
              </Box>
            ))}
        </Stack>
        {sub && (
          <Typography variant="body2" color={sub.cancelledAt ? 'warning.main' : 'text.secondary'} sx={{ mt: 2 }}>
            {sub.endDate
              ? translate(sub.cancelledAt ? 'subscriptions.cancelled' : 'subscriptions.activeUntil', {
                  date: fmt.date(sub.endDate),
                })
              : null}
          </Typography>
        )}
      </CardContent>
      {canChange && (
        <CardActions sx={{ p: 2, pt: 0, flexDirection: 'column', alignItems: 'stretch', gap: 1 }}>
          <Button
            variant={offer.current ? 'outlined' : 'contained'}
            disabled={busy || (offer.current && sub?.period === period && !sub.cancelledAt)}
            onClick={() => onChoose(offer)}
          >
            {offer.current && sub?.period === period && !sub.cancelledAt
              ? translate('subscriptions.current')
              : translate('subscriptions.choose')}
          </Button>
          {offer.current && sub && !sub.cancelledAt && (
            <Button color="error" size="small" disabled={busy} onClick={() => onCancel(offer)}>
              {translate('subscriptions.cancel')}
            </Button>
          )}
        </CardActions>
      )}
    </Card>
  );
}
