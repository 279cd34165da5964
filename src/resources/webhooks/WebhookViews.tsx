import ReplayOutlined from '@mui/icons-material/ReplayOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import {
  Box,
  Button,
  Chip,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { Create, SimpleForm, useDataProvider, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import type { PaperdeskDataProvider } from '../../providers/data';
import { useToast } from '../../shell/feedback/toast';
import { intlLocale } from '../../domain/locales';
import { formatMoment } from '../../i18n/format';
import { validateWith } from '../../domain/defineResource';
import { ModelEdit } from '../views/ModelForm';
import { ModelInputs } from '../views/ModelInputs';
import { WEBHOOK_EVENTS, webhookModel, type WebhookDelivery } from '../../domain/webhooks/webhook.model';

const t = (key: string) => `resources.${webhookModel.name}.${key}`;
const STATE_COLOR = { delivered: 'success', failed: 'error', pending: 'warning', sending: 'info' } as const;

/** What the endpoint last answered, or why it could not be reached. */
function lastAnswer(d: WebhookDelivery, translate: (k: string, o?: Record<string, unknown>) => string) {
  if (d.state === 'delivered') return translate(t('log.answered'), { status: d.laststatus ?? 200 });
  if (d.laststatus) return translate(t('log.answered'), { status: d.laststatus });
  return d.lasterror ? translate(t('log.unreachable'), { error: d.lasterror }) : '';
}

/** The endpoint's delivery log (newest first): event, state, attempts and last answer; a given-up one may be retried. */
function DeliveryLog({ hookId, version, onChange }: { hookId: string; version: number; onChange: () => void }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<PaperdeskDataProvider>();
  const toast = useToast();
  const [rows, setRows] = useState<WebhookDelivery[] | null>(null);

  useEffect(() => {
    let current = true;
    dataProvider
      .callPage<WebhookDelivery>(`/webhooks/${encodeURIComponent(hookId)}/deliveries`, { query: { range: '[0,24]' } })
      .then(({ items }) => current && setRows(items))
      .catch((err: unknown) => current && toast.error(err));
    return () => {
      current = false;
    };
  }, [dataProvider, hookId, version, toast]);

  const retry = async (id: string) => {
    try {
      await dataProvider.call(`/webhooks/${encodeURIComponent(hookId)}/deliveries/${encodeURIComponent(id)}/retry`, {
        method: 'POST',
        body: {},
      });
      onChange();
    } catch (err) {
      toast.error(err);
    }
  };

  if (rows === null) return null;
  return (
    <Box sx={{ width: '100%', mt: 3 }} data-testid="webhook-log">
      <Typography variant="h6" component="h2" gutterBottom>
        {translate(t('log.title'))}
      </Typography>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{translate(t('log.empty'))}</Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate(t('log.when'))}</TableCell>
              <TableCell>{translate(t('log.event'))}</TableCell>
              <TableCell>{translate(t('log.state'))}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((d) => (
              <TableRow key={d.uuid}>
                <TableCell sx={{ whiteSpace: { sm: 'nowrap' } }}>
                  {formatMoment(d.createdAt, intlLocale(locale))}
                </TableCell>
                <TableCell>{translate(t(`choices.events.${d.event}`), { _: d.event })}</TableCell>
                <TableCell>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                    <Chip size="small" color={STATE_COLOR[d.state]} label={translate(t(`log.states.${d.state}`))} />
                    {d.state === 'failed' && (
                      <Tooltip title={translate(t('log.retry'))}>
                        <IconButton
                          size="small"
                          aria-label={translate(t('log.retry'))}
                          onClick={() => void retry(d.uuid)}
                        >
                          <ReplayOutlined fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    )}
                  </Stack>
                  <Typography variant="caption" color="text.secondary" component="div" sx={{ wordBreak: 'break-word' }}>
                    {translate(t('log.attempts'), { smart_count: d.attempts })}
                    {lastAnswer(d, translate) ? ` · ${lastAnswer(d, translate)}` : ''}
                  </Typography>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}

/** The edit view's extras: send a test event now, and the delivery log. */
function WebhookActivity() {
  const record = useRecordContext<{ uuid: string }>();
  const translate = useTranslate();
  const dataProvider = useDataProvider<PaperdeskDataProvider>();
  const toast = useToast();
  const [version, setVersion] = useState(0);
  const [busy, setBusy] = useState(false);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  // the log follows the deliveries under way
  useEffect(() => {
    const timer = setInterval(reload, 5000);
    return () => clearInterval(timer);
  }, [reload]);
  if (!record) return null;
  const test = async () => {
    setBusy(true);
    try {
      await dataProvider.call(`/webhooks/${encodeURIComponent(record.uuid)}/test`, { method: 'POST', body: {} });
      toast.success(translate(t('tested')));
      setTimeout(reload, 1000);
    } catch (err) {
      toast.error(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box sx={{ width: '100%' }}>
      <Button
        startIcon={<SendOutlined />}
        onClick={() => void test()}
        disabled={busy}
        variant="outlined"
        sx={{ mt: 1 }}
      >
        {translate(t('test'))}
      </Button>
      <DeliveryLog hookId={record.uuid} version={version} onChange={reload} />
    </Box>
  );
}

/** Creating a webhook: every event and active to begin with (the schema's defaults), the secret to type. */
export function WebhookCreate() {
  return (
    <Create redirect="list">
      <SimpleForm
        validate={validateWith(webhookModel.schema)}
        defaultValues={{ events: [...WEBHOOK_EVENTS], active: true }}
        sx={{ maxWidth: 720 }}
      >
        <ModelInputs model={webhookModel} mode="create" />
      </SimpleForm>
    </Create>
  );
}

export function WebhookEdit() {
  return (
    <ModelEdit model={webhookModel}>
      <WebhookActivity />
    </ModelEdit>
  );
}
