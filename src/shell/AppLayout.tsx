import { Box, Typography } from '@mui/material';
import { Suspense, useEffect, type ReactNode } from 'react';
import { SkipNavigationButton, useLocaleState, useLocation } from 'react-admin';
import { Loading } from './feedback/Loading';
import { intlLocale } from '../domain/locales';
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

/**
 * Every list fits the screen (420 px too): a react-admin list takes the page's width, never its table's,
 * and a table wider than the screen scrolls sideways inside its card, not the page.
 */
const FIT_LISTS = {
  '& .RaList-main': { minWidth: 0 },
  '& .RaList-main .RaList-content': { overflowX: 'auto', maxWidth: '100%' },
  // a list with bulk actions scrolls its table inside the table's wrapper: the card stays unclipped for the bulk
  // toolbar, which rises above it (its Delete button was hidden under the list's buttons)
  '& .RaList-main .RaList-content:has(.RaBulkActionsToolbar-toolbar)': { overflow: 'visible' },
  '& .RaList-main .RaDataTable-tableWrapper': { overflowX: 'auto', maxWidth: '100%' },
  // the search and the list's buttons share the width, wrapping rather than pushing the page wider
  '& .RaList-main .RaList-actions': { flexWrap: 'wrap', minWidth: 0, maxWidth: '100%' },
  '& .RaList-main .RaList-actions > form': { flex: '1 1 0', minWidth: 0 },
  '& .RaList-main .RaList-actions > .MuiToolbar-root': { flex: '0 0 auto', minWidth: 0 },
  '& .RaList-actions .filter-field, & .RaList-actions .MuiFormControl-root': { minWidth: 0, maxWidth: '100%' },
} as const;

/**
 * Where react-admin's list, create and edit pages write their title (its `<Title>` portals into
 * #react-admin-title): the resource's name, and on an edit page the record's. Pages with a header of their own
 * leave it empty, and empty it is not shown.
 */
function PageTitleSlot() {
  return (
    <Typography
      variant="h5"
      component="h1"
      id="react-admin-title"
      sx={{ mb: 1, overflowWrap: 'anywhere', '&:empty': { display: 'none' } }}
    />
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
        <Box
          component="main"
          id="main-content"
          tabIndex={-1}
          sx={{ flex: 1, minWidth: 0, p: { xs: 2, md: 3 }, outline: 'none', ...FIT_LISTS }}
        >
          <PageTitleSlot />
          <PageErrorBoundary resetKey={pathname}>
            <Suspense fallback={<Loading />}>{children}</Suspense>
          </PageErrorBoundary>
        </Box>
      </Box>
    </Box>
  );
}
