import { Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** The first line of a file's row: its name in bold (cut short, whole on hover) and a note at the right. */
export function FileNameLine({ name, aside }: { name: string; aside: ReactNode }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
      <Typography variant="body2" noWrap sx={{ fontWeight: 600, flex: 1, minWidth: 0 }} title={name}>
        {name}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
        {aside}
      </Typography>
    </Stack>
  );
}
