import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  Stack,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { Loading } from '../../shell/feedback/Loading';
import { bodyAsHtml, type EmailDetail } from '../../domain/emails/email.model';
import { intlLocale } from '../../domain/locales';
import { formatMoment } from '../../i18n/format';
import { useToast } from '../../shell/feedback/toast';
import { useEmailsApi } from './emailsApi';
import { StatusChip } from './StatusChip';

/** An e-mail as sent: recipients, what happened to it, attachments, and its body (rendered without scripts). */
export function EmailDetailDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const api = useEmailsApi();
  const toast = useToast();
  const [mail, setMail] = useState<EmailDetail | null>(null);
  useEffect(() => {
    setMail(null);
    if (id)
      api.detail(id).then(setMail, (err) => {
        toast.error(err);
        onClose();
      });
  }, [id, api, toast, onClose]);
  const time = (iso: string) => formatMoment(iso, intlLocale(locale));
  return (
    <Dialog open={!!id} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="email-detail-title">
      <DialogTitle id="email-detail-title">{mail?.subject ?? translate('emails.detail')}</DialogTitle>
      <DialogContent dividers>
        {!mail ? (
          <Loading />
        ) : (
          <Stack spacing={2}>
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center', rowGap: 1 }}>
              <Typography variant="body2" color="text.secondary">
                {translate('emails.to')}
              </Typography>
              {mail.recipients.map((r) => (
                <Chip key={r} size="small" label={r} />
              ))}
            </Stack>
            <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
              <Typography variant="body2">
                {translate('emails.from')}: {mail.sender || '—'}
              </Typography>
              <Typography variant="body2">
                {translate('emails.attachments')}: {mail.attachmentCount}
              </Typography>
              <Typography variant="body2">
                {translate('emails.documents')}: {mail.documentCount}
              </Typography>
              <StatusChip status={mail.status} />
            </Stack>
            <Box component="ol" aria-label={translate('emails.events')} sx={{ m: 0, pl: 2.5 }}>
              {mail.events.map((e, i) => (
                <Typography component="li" variant="body2" key={i} color={e.name === 'FAILED' ? 'error' : undefined}>
                  {translate(`emails.event.${e.name}`)} — {time(e.time)}
                  {e.detail ? ` — ${e.detail}` : ''}
                </Typography>
              ))}
            </Box>
            <Divider />
            <Box
              component="iframe"
              title={translate('emails.body')}
              sandbox=""
              srcDoc={`<body style="font-family:sans-serif">${bodyAsHtml(mail.body)}</body>`}
              sx={{
                width: '100%',
                minHeight: 280,
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                bgcolor: '#fff',
              }}
            />
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
