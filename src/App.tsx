import { Admin, AuthCallback, CustomRoutes, reactRouterProvider } from 'react-admin';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { authProvider } from '../authProvider';
import { dataProvider } from '../dataProvider';
import { createI18nProvider } from '../i18n';
import { featureMessages, featurePages, resourceElements } from './features';
import { AppLayout } from './layout/AppLayout';
import { AppNotification } from './layout/feedback/toast';
import { HomeRedirect } from './pages/HomeRedirect';
import { LoginRedirect } from './pages/LoginRedirect';
import { MAIN_DASHBOARD_PATH, MainDashboard } from './pages/MainDashboard';
import { darkTheme, lightTheme } from './theme';

const { Route } = reactRouterProvider;
const i18nProvider = createI18nProvider(featureMessages);

/**
 * The admin: sign-in through the identity provider
 * (callback at /auth-callback), five languages, light and dark themes, our layout.
 * `/` leads to the default page of the user's mode (HomeRedirect).
 */
export function PaperdeskAdmin() {
  return (
    <Admin
      title="Paperdesk"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      theme={lightTheme}
      darkTheme={darkTheme}
      layout={AppLayout}
      dashboard={HomeRedirect}
      loginPage={LoginRedirect}
      authCallbackPage={AuthCallback}
      notification={AppNotification}
      requireAuth
      disableTelemetry
    >
      {resourceElements}
      <CustomRoutes>
        <Route path={MAIN_DASHBOARD_PATH} element={<MainDashboard />} />
        {featurePages.map(({ path, Component }) => <Route key={path} path={path} element={<Component />} />)}
      </CustomRoutes>
    </Admin>
  );
}

/**
 * The application with browser-history routes (paths exactly as the spec, no `#`): react-admin
 * creates a hash router unless it already sits in a router; a data router keeps useBlocker working.
 */
const router = createBrowserRouter([{ path: '*', element: <PaperdeskAdmin /> }]);

export function App() {
  return <RouterProvider router={router} />;
}
