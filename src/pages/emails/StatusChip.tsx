import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

export function StatusChip({ status }: { status: 'SENT' | 'FAILED' }) {
  const translate = useTranslate();
  return <Chip size="small" variant="outlined" color={status === 'SENT' ? 'success' : 'error'} label={translate(`emails.status.${status}`)} />;
}
