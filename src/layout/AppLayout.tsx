import { Box } from '@mui/material';
import { Suspense, useEffect, type ReactNode } from 'react';
import { Loading, SkipNavigationButton, useLocaleState, useLocation } from 'react-admin';
import { intlLocale } from '../../i18n/locales';
import { SessionProvider } from '../session/SessionProvider';
import { PageErrorBoundary } from './ErrorBoundary';
import { BlockingOverlayProvider } from './feedback/BlockingOverlay';
import { ConfirmProvider } from './feedback/ConfirmDialog';
import { MenuStateProvider } from './menuState';
import { Sidebar } from './sidebar/Sidebar';
import { Topbar } from './topbar/Topbar';
import { useModeTracking } from './useModeNavigation';

/** react-admin layout: the session gate (loading screen), then sidebar, top bar and routed content. */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <BlockingOverlayProvider>
      <ConfirmProvider>
        <SessionProvider>
          <MenuStateProvider>
            <Shell>{children}</Shell>
          </MenuStateProvider>
        </SessionProvider>
      </ConfirmProvider>
    </BlockingOverlayProvider>
  );
}

function Shell({ children }: { children: ReactNode }) {
  useModeTracking();
  const { pathname } = useLocation();
  const [locale] = useLocaleState();
  useEffect(() => {
    document.documentElement.lang = intlLocale(locale);
  }, [locale]);
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <SkipNavigationButton />
      <Sidebar />
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Topbar />
        <Box component="main" id="main-content" tabIndex={-1} sx={{ flex: 1, p: { xs: 2, md: 3 }, outline: 'none' }}>
          <PageErrorBoundary resetKey={pathname}>
            <Suspense fallback={<Loading />}>{children}</Suspense>
          </PageErrorBoundary>
        </Box>
      </Box>
    </Box>
  );
}
