import { Alert, Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { isLocaleCode, type LocaleCode } from '../../domain/locales';
import {
  BUYER_CODES,
  isClosedCode,
  LIFECYCLE_ACTIONS,
  LIFECYCLE_REASONS,
  type LifecycleEntry,
} from '../../domain/lifecycle/lifecycle';
import { useToast } from '../../shell/feedback/toast';
import { useDocumentFormat } from '../shared/useDocumentFormat';
import { ActionDialog } from './ActionDialog';
import { useLifecycleApi } from './lifecycleApi';

interface Props {
  documentId: string;
  /** The document's latest lifecycle status and paid state: which actions are left. */
  lifecyclecode: number | null | undefined;
  paid: boolean;
  recognising: boolean;
  currency: string;
  canAct: boolean;
  /** After an action: the review reads the document again (its status, what it may still do). */
  onChanged: () => void;
}

/**
 * The review's lifecycle (the reform's statuses 200-213): the timeline, newest first, with who, when, the reason,
 * the requested action, the amount and the delivery of each message to the platform; and the buyer's actions.
 */
export function LifecyclePanel({ documentId, lifecyclecode, paid, recognising, currency, canAct, onChanged }: Props) {
  const translate = useTranslate();
  const [rawLocale] = useLocaleState();
  const locale: LocaleCode = isLocaleCode(rawLocale) ? rawLocale : 'en';
  const toast = useToast();
  const fmt = useDocumentFormat();
  const api = useLifecycleApi();
  const [entries, setEntries] = useState<LifecycleEntry[]>([]);
  const [asking, setAsking] = useState<number>();
  const [reload, setReload] = useState(0);
  const t = (k: string, o?: Record<string, unknown>) => translate(`lifecycle.${k}`, o);

  useEffect(() => {
    if (recognising) return;
    let current = true;
    api.list(documentId).then(
      (rows) => current && setEntries(Array.isArray(rows) ? rows : []),
      () => current && setEntries([]),
    );
    return () => {
      current = false;
    };
  }, [api, documentId, recognising, lifecyclecode, reload]);

  const closed = isClosedCode(lifecyclecode);
  const actions = canAct && !closed && !paid && !recognising;
  const send = async (action: Parameters<typeof api.post>[1]) => {
    await api.post(documentId, action);
    setAsking(undefined);
    toast.success('lifecycle.saved');
    setReload((n) => n + 1);
    onChanged();
  };

  return (
    <Card sx={{ mb: 2.5 }} component="section" aria-label={t('title')} data-testid="lifecycle-panel">
      <CardContent sx={{ p: { xs: 2, sm: 2.5 }, '&:last-child': { pb: { xs: 2, sm: 2.5 } } }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
          {t('title')}
        </Typography>
        {closed && (
          <Alert severity="error" sx={{ mb: 1.5 }} data-testid="lifecycle-closed">
            {t('closed')}
          </Alert>
        )}
        {entries.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('empty')}
          </Typography>
        ) : (
          <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {entries.map((e) => (
              <Box
                component="li"
                key={e.uuid}
                data-testid={`lifecycle-${e.code}`}
                sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5, pb: 1.5 }}
              >
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {e.code} · {e.labels[locale]}
                  </Typography>
                  <Chip size="small" variant="outlined" label={t(`direction.${e.direction}`)} />
                  {e.delivery && (
                    <Chip
                      size="small"
                      color={
                        e.delivery.state === 'delivered'
                          ? 'success'
                          : e.delivery.state === 'failed'
                            ? 'error'
                            : 'default'
                      }
                      label={t(`delivery.${e.delivery.state}`)}
                      title={e.delivery.lastError || undefined}
                    />
                  )}
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {fmt.moment(e.createdAt)}
                  {e.user ? ` · ${e.user}` : e.origin === 'PLATFORM' ? ` · ${t('platform')}` : ''}
                </Typography>
                {e.reasonCode && (
                  <Typography variant="body2">
                    {t('line.reason', { value: LIFECYCLE_REASONS[e.reasonCode]?.[locale] ?? e.reasonCode })}
                  </Typography>
                )}
                {e.action && (
                  <Typography variant="body2">
                    {t('line.action', { value: LIFECYCLE_ACTIONS[e.action]?.[locale] ?? e.action })}
                  </Typography>
                )}
                {e.amount && (
                  <Typography variant="body2">{t('approved', { amount: fmt.money(e.amount, currency) })}</Typography>
                )}
                {e.reasonText && (
                  <Typography variant="body2" sx={{ fontStyle: 'italic', overflowWrap: 'anywhere' }}>
                    {e.reasonText}
                  </Typography>
                )}
              </Box>
            ))}
          </Box>
        )}
        {actions && (
          <Stack direction="row" sx={{ mt: 1.5, flexWrap: 'wrap', gap: 1 }}>
            {BUYER_CODES.map((code) => (
              <Button
                key={code}
                size="small"
                variant={code === 210 ? 'outlined' : 'text'}
                color={code === 210 ? 'error' : 'primary'}
                onClick={() => setAsking(code)}
              >
                {t(`act.${code}`)}
              </Button>
            ))}
          </Stack>
        )}
        {asking && (
          <ActionDialog code={asking} currency={currency} onClose={() => setAsking(undefined)} onSend={send} />
        )}
      </CardContent>
    </Card>
  );
}
