import { Alert, Box, CircularProgress, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Title, useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import type { PaperdeskDataProvider } from '../../providers/data';
import { intlLocale } from '../../domain/locales';
import { formatDay } from '../../i18n/format';
import { useConfirm } from '../../shell/feedback/ConfirmDialog';
import { useToast } from '../../shell/feedback/toast';
import { useOptionalSession } from '../../session/SessionContext';
import type { OfferRecord } from '../../domain/offers/offer.model';
import { PlanCard, type Formatters, type Period } from './PlanCard';
import { UsagePanel, type MetricLine } from './UsagePanel';

/**
 * The plans to choose from (monthly or yearly prices), the current plan marked, the plan's usage,
 * subscribing and cancelling. For a master administrator who is not the super administrator.
 */
export function SubscriptionsPage() {
  const dataProvider = useDataProvider<PaperdeskDataProvider>();
  const session = useOptionalSession();
  const confirm = useConfirm();
  const toast = useToast();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [offers, setOffers] = useState<OfferRecord[] | null>(null);
  const [metrics, setMetrics] = useState<MetricLine[]>([]);
  const [period, setPeriod] = useState<Period>('MONTHLY');
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<string | null>(null);

  const u = session?.userInfo;
  const canChange = Boolean(u && u.master && u.admin && !u.superAdmin);
  const fmt: Formatters = useMemo(() => {
    const money = new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency: 'EUR' });
    return { money: (a) => money.format(Number(a)), date: (iso) => formatDay(iso, intlLocale(locale)) };
  }, [locale]);

  const load = useCallback(async () => {
    try {
      const [o, m] = await Promise.all([
        dataProvider.call<OfferRecord[]>('/offers'),
        dataProvider.call<MetricLine[]>('/metrics').catch(() => []),
      ]);
      setOffers(o);
      setMetrics(Array.isArray(m) ? m : []);
      const current = o.find((x) => x.current)?.subscription?.period;
      if (current) setPeriod(current);
    } catch (err) {
      setOffers([]);
      toast.error(err);
    }
  }, [dataProvider, toast]);
  useEffect(() => {
    void load();
  }, [load]);

  async function run(path: string, body?: unknown) {
    setBusy(true);
    try {
      const message = await dataProvider.call<string>(path, { method: 'POST', body, query: { lang: locale } });
      setAnswer(typeof message === 'string' ? message : null);
      await session?.refresh();
      await load();
    } catch (err) {
      toast.error(err);
    } finally {
      setBusy(false);
    }
  }

  const choose = async (offer: OfferRecord) => {
    const price = fmt.money(period === 'YEARLY' ? offer.yearlyprice : offer.totalprice);
    if (
      await confirm({
        message: translate('subscriptions.confirm', {
          offer: offer.name,
          period: translate(`subscriptions.${period}`).toLowerCase(),
          price,
        }),
      })
    ) {
      await run('/subscriptions/new', { offerId: offer.uuid, subscriptionPeriod: period });
    }
  };
  const cancel = async (offer: OfferRecord) => {
    if (await confirm({ message: translate('subscriptions.cancelConfirm', { offer: offer.name }) }))
      await run('/subscriptions/cancel');
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate('subscriptions.title')} />
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', mb: 2 }}
      >
        <Box>
          <Typography variant="h5" component="h1">
            {translate('subscriptions.title')}
          </Typography>
          <Typography color="text.secondary">{translate('subscriptions.subtitle')}</Typography>
        </Box>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={period}
          onChange={(_e, v: Period | null) => v && setPeriod(v)}
          aria-label={translate('subscriptions.title')}
        >
          <ToggleButton value="MONTHLY">{translate('subscriptions.MONTHLY')}</ToggleButton>
          <ToggleButton value="YEARLY">{translate('subscriptions.YEARLY')}</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      {period === 'YEARLY' && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('subscriptions.yearlyHint')}
        </Typography>
      )}
      {answer && (
        <Alert severity="success" sx={{ mb: 2 }} onClose={() => setAnswer(null)}>
          {answer}
        </Alert>
      )}
      {u && !canChange && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('subscriptions.notAllowed')}
        </Alert>
      )}
      <UsagePanel metrics={metrics} />
      {offers === null ? (
        <CircularProgress aria-busy />
      ) : !offers.length ? (
        <Typography>{translate('subscriptions.empty')}</Typography>
      ) : (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: 2 }}>
          {offers.map((o) => (
            <PlanCard
              key={o.uuid}
              offer={o}
              period={period}
              fmt={fmt}
              canChange={canChange}
              busy={busy}
              onChoose={choose}
              onCancel={cancel}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}
