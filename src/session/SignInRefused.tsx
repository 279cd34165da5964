import { Box, Button, CssBaseline, Stack, Typography } from '@mui/material';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import type { I18nProvider } from 'react-admin';
import { LogoMark } from '../theme/Logo';
import { lightTheme } from '../theme';
import { getUserManager } from './oidcClient';
import { forgetRefusals, refusalReason } from './refusedSignIn';

/**
 * Shown instead of signing in again and again when the API refuses the provider's tokens (refusedSignIn.ts):
 * what happened, the API's reason for the administrator, and a way out (try again, or sign out at the provider).
 * Rendered outside the admin (no sign-in check, no API call), in the first language.
 */
const theme = createTheme(lightTheme);

export function SignInRefused({ i18n }: { i18n: I18nProvider }) {
  const t = (key: string) => i18n.translate(key);
  const retry = () => {
    forgetRefusals();
    window.location.assign('/');
  };
  const signOut = async () => {
    forgetRefusals();
    const um = await getUserManager();
    const user = await um.getUser();
    if (!user) return window.location.assign('/');
    await um.signoutRedirect({ id_token_hint: user.id_token, post_logout_redirect_uri: `${window.location.origin}/` });
  };
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <Box
        component="main"
        sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', p: 3 }}
      >
        <Stack spacing={2.5} sx={{ alignItems: 'center', width: '100%', maxWidth: 480 }}>
          <LogoMark size={56} />
          <Typography variant="h5" component="h1">
            {t('loading.refused.title')}
          </Typography>
          <Typography role="alert" sx={{ textAlign: 'center' }}>
            {t('loading.refused.body')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', overflowWrap: 'anywhere' }}>
            {t('loading.refused.reason')} {refusalReason() ?? '—'}
          </Typography>
          <Stack direction="row" spacing={1.5}>
            <Button variant="contained" onClick={retry}>
              {t('loading.retry')}
            </Button>
            <Button onClick={() => void signOut()}>{t('ra.auth.logout')}</Button>
          </Stack>
        </Stack>
      </Box>
    </ThemeProvider>
  );
}
