import Refresh from '@mui/icons-material/Refresh';
import { IconButton, Stack, Tooltip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

interface Props {
  /** What the list counts, e.g. "42 payments" (shown once the total is known). */
  count?: string;
  onRefresh: () => void;
  /** The filters. */
  children?: ReactNode;
}

/** Above a list: its filters, how many rows the server counts, and a refresh button. */
export function ListToolbar({ count, onRefresh, children }: Props) {
  const translate = useTranslate();
  return (
    <Stack direction="row" sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap', gap: 1.5 }}>
      {children}
      <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }} aria-live="polite">
        {count}
      </Typography>
      <Tooltip title={translate('ra.action.refresh')}>
        <IconButton onClick={onRefresh} aria-label={translate('ra.action.refresh')}>
          <Refresh />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
