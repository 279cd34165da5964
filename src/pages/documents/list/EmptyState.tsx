import InboxOutlined from '@mui/icons-material/InboxOutlined';
import { Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** A calm, centred "nothing here" panel. */
export function EmptyState({ text, action }: { text: string; action?: ReactNode }) {
  const translate = useTranslate();
  return (
    <Paper variant="outlined" sx={{ py: 6, px: 3, textAlign: 'center', borderStyle: 'dashed', bgcolor: 'transparent' }}>
      <InboxOutlined sx={{ fontSize: 48, color: 'text.disabled', mb: 1 }} />
      <Typography color="text.secondary">{translate(text)}</Typography>
      {action}
    </Paper>
  );
}
