import { LinearProgress, Paper, TableCell, TableRow, Typography, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** The outlined panel of a list, with a progress bar along its top while `loading`. */
export function ListPanel({ loading, sx, children }: { loading: boolean; sx?: SxProps<Theme>; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Paper variant="outlined" sx={[{ position: 'relative' }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {loading && (
        <LinearProgress
          sx={{ position: 'absolute', top: 0, left: 0, right: 0 }}
          aria-label={translate('ra.page.loading')}
        />
      )}
      {children}
    </Paper>
  );
}

/** The row an empty table shows in place of its rows, across its `colSpan` columns. */
export function EmptyTableRow({ colSpan, text }: { colSpan: number; text: string }) {
  return (
    <TableRow>
      <TableCell colSpan={colSpan}>
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {text}
        </Typography>
      </TableCell>
    </TableRow>
  );
}
