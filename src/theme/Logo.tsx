import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The Paperdesk mark: a folded sheet. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <Box component="svg" viewBox="0 0 32 32" sx={{ width: size, height: size, flexShrink: 0 }} aria-hidden>
      <rect width="32" height="32" rx="8" fill="#1565c0" />
      <path d="M10 7h9l5 5v13H10z" fill="#fff" />
      <path d="M19 7v5h5z" fill="#90caf9" />
      <path d="M13 16h8M13 19.5h8M13 23h5" stroke="#1565c0" strokeWidth="1.6" strokeLinecap="round" />
    </Box>
  );
}

/** Mark and name; `compact` shows the mark only. */
export function Logo({ compact = false }: { compact?: boolean }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, minWidth: 0 }}>
      <LogoMark />
      {!compact && (
        <Typography
          variant="h6"
          component="span"
          noWrap
          sx={{ fontWeight: 700, letterSpacing: '-0.02em', color: 'text.primary' }}
        >
          {translate('app.name')}
        </Typography>
      )}
    </Box>
  );
}
