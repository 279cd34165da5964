import { Box, CircularProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * What shows while a page or a panel loads: react-admin's `Loading` with a named progress indicator and a
 * readable text (its own has neither an accessible name nor enough contrast, WCAG 4.1.2 and 1.4.3).
 */
export function Loading() {
  const translate = useTranslate();
  return (
    <Box
      role="status"
      sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 1, py: 6 }}
    >
      <CircularProgress aria-label={translate('ra.page.loading')} />
      <Typography variant="body2" color="text.secondary">
        {translate('ra.message.loading')}
      </Typography>
    </Box>
  );
}

/** The whole-screen variant, while the application itself loads. */
export function LoadingPage() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <Loading />
    </Box>
  );
}
