import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { EmailSummary } from '../../domain/emails/email.model';

const COLOR = { SENT: 'success', FAILED: 'error', QUEUED: 'default' } as const;

export function StatusChip({ status }: { status: EmailSummary['status'] }) {
  const translate = useTranslate();
  return <Chip size="small" variant="outlined" color={COLOR[status]} label={translate(`emails.status.${status}`)} />;
}
