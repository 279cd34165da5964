import { Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useLogout, useTranslate } from 'react-admin';
import { LogoMark } from '../theme/Logo';
import { LOADING_STEP_KEYS, type LoadingStepKey } from './loadingSteps';

type Props =
  { step: LoadingStepKey; failed?: false; onRetry?: never } | { step?: never; failed: true; onRetry: () => void };

/** Full-page "Loading… {step}" while the first data load runs; a retry when it failed. */
export function LoadingScreen(props: Props) {
  const translate = useTranslate();
  const logout = useLogout();
  const index = props.step ? LOADING_STEP_KEYS.indexOf(props.step) : 0;
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', p: 3 }}>
      <Stack spacing={3} sx={{ alignItems: 'center', width: '100%', maxWidth: 360 }}>
        <LogoMark size={56} />
        <Typography variant="h5">{translate('app.name')}</Typography>
        {props.failed ? (
          <>
            <Typography role="alert" color="error" sx={{ textAlign: 'center' }}>
              {translate('loading.failed')}
            </Typography>
            <Stack direction="row" spacing={1.5}>
              <Button variant="contained" onClick={props.onRetry}>
                {translate('loading.retry')}
              </Button>
              <Button onClick={() => logout()}>{translate('ra.auth.logout')}</Button>
            </Stack>
          </>
        ) : (
          <>
            <LinearProgress
              variant="determinate"
              value={((index + 1) / LOADING_STEP_KEYS.length) * 100}
              sx={{ width: '100%', height: 6, borderRadius: 3 }}
              aria-hidden
            />
            <Typography role="status" aria-live="polite" color="text.secondary">
              {translate('loading.title', { step: translate(`loading.steps.${props.step}`) })}
            </Typography>
          </>
        )}
      </Stack>
    </Box>
  );
}
