import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  AdminContext,
  memoryStore,
  ResourceContextProvider,
  TestMemoryRouter,
  type AuthProvider,
  type I18nProvider,
} from 'react-admin';
import type { PaperdeskDataProvider } from '../providers/data';
import { i18nProvider } from '../i18n';
import { BlockingOverlayProvider } from '../shell/feedback/BlockingOverlay';
import { ConfirmProvider } from '../shell/feedback/ConfirmDialog';
import { AppNotification } from '../shell/feedback/toast';
import { MenuStateProvider } from '../shell/menuState';
import { resetSession } from '../session/sessionLoad';
import { SessionProvider } from '../session/SessionProvider';
import { fakeAuthProvider, fakeDataProvider } from './fixtures';

interface Options {
  dataProvider?: PaperdeskDataProvider;
  authProvider?: AuthProvider;
  path?: string;
  store?: ReturnType<typeof memoryStore>;
  onLocation?: (location: { pathname: string; search: string }) => void;
  /** Defaults to the application's own messages (features' messages not merged). */
  i18n?: I18nProvider;
}

/** Renders inside react-admin's context, the feedback providers and a freshly loaded session. */
export function renderWithSession(ui: ReactNode, options: Options = {}) {
  const {
    dataProvider = fakeDataProvider(),
    authProvider = fakeAuthProvider(),
    path = '/documentmanagement/maindashboard',
    store = memoryStore(),
    onLocation,
    i18n = i18nProvider,
  } = options;
  resetSession();
  return render(
    <TestApp {...{ path, onLocation, dataProvider, authProvider, store }} i18nProvider={i18n}>
      <MenuStateProvider>{ui}</MenuStateProvider>
    </TestApp>,
  );
}

/** Renders `ui` as a view of `resource` inside react-admin's context alone (no session, feedback or menu). */
export function renderInResource(
  resource: string,
  ui: ReactNode,
  { dataProvider = fakeDataProvider(), i18n }: { dataProvider?: PaperdeskDataProvider; i18n: I18nProvider },
) {
  return render(
    <TestMemoryRouter>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={fakeAuthProvider()}
        i18nProvider={i18n}
        store={memoryStore()}
      >
        <ResourceContextProvider value={resource}>{ui}</ResourceContextProvider>
      </AdminContext>
    </TestMemoryRouter>,
  );
}

interface TestAppProps {
  /** The URL shown. */
  path: string;
  onLocation?: Options['onLocation'];
  dataProvider: PaperdeskDataProvider;
  authProvider: AuthProvider;
  i18nProvider: I18nProvider;
  store: ReturnType<typeof memoryStore>;
  children: ReactNode;
}

/** The app around a tested view: a router at `path`, react-admin's context, the feedback providers and the session. */
export function TestApp({ path, onLocation, dataProvider, authProvider, i18nProvider, store, children }: TestAppProps) {
  return (
    <TestMemoryRouter initialEntries={[path]} locationCallback={onLocation}>
      <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} store={store}>
        <BlockingOverlayProvider>
          <ConfirmProvider>
            <SessionProvider>{children}</SessionProvider>
          </ConfirmProvider>
        </BlockingOverlayProvider>
        <AppNotification />
      </AdminContext>
    </TestMemoryRouter>
  );
}
