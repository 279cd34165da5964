import MailOutline from '@mui/icons-material/MailOutlined';
import { Box, Chip, Paper, Stack, Typography } from '@mui/material';
import { useCallback } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import type { EmailSummary } from '../../domain/emails/email.model';
import { intlLocale } from '../../domain/locales';
import { formatMoment } from '../../i18n/format';
import { useLoaded } from '../shared/useLoaded';
import { useEmailsApi } from './emailsApi';
import { StatusChip } from './StatusChip';

/** The e-mails that carried a document (GET /emails/document), under its review; nothing shown when none did. */
export function DocumentEmails({ documentId }: { documentId: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const api = useEmailsApi();
  const { data } = useLoaded(
    useCallback(() => api.ofDocument(documentId), [api, documentId]),
    [] as EmailSummary[],
  );
  if (!data?.length) return null;
  return (
    <Paper variant="outlined" component="section" aria-label={translate('emails.ofDocument')} sx={{ p: 2, mb: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <MailOutline fontSize="small" color="action" />
        <Typography variant="subtitle1" component="h2">
          {translate('emails.ofDocument')}
        </Typography>
      </Stack>
      {data.map((m) => (
        <Box
          key={m.uuid}
          sx={{
            display: 'flex',
            gap: 1,
            alignItems: 'center',
            flexWrap: 'wrap',
            py: 0.75,
            borderTop: 1,
            borderColor: 'divider',
          }}
        >
          <Typography variant="body2" sx={{ minWidth: 150 }}>
            {formatMoment(m.createdAt, intlLocale(locale))}
          </Typography>
          <Typography variant="body2" sx={{ flex: 1, minWidth: 120 }}>
            {m.subject}
          </Typography>
          {m.recipients.map((r) => (
            <Chip key={r} size="small" label={r} />
          ))}
          <StatusChip status={m.status} />
        </Box>
      ))}
    </Paper>
  );
}
