import { AuthCallback, CustomRoutes, reactRouterProvider, type I18nProvider } from 'react-admin';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { authProvider } from './providers/auth';
import { dataProvider } from './providers/data';
import { featurePages, resourceElements } from './features';
import { AppLayout } from './shell/AppLayout';
import { LeanAdmin } from './shell/LeanAdmin';
import { AppNotification } from './shell/feedback/toast';
import { RequirePage } from './shell/RequirePage';
import { HomeRedirect } from './pages/HomeRedirect';
import { LoginRedirect } from './pages/LoginRedirect';
import { darkTheme, lightTheme } from './theme';

const { Route } = reactRouterProvider;

/**
 * The admin: sign-in through the identity provider
 * (callback at /auth-callback), five languages (createAppI18nProvider: the chosen one is loaded),
 * light and dark themes, our layout. `/` leads to the default page of the user's mode (HomeRedirect).
 * Pages load on first visit (lazyPage). Every page sits behind its access rule (features.tsx): a typed
 * URL of a page the user may not use shows "access denied".
 */
export function PaperdeskAdmin({ i18nProvider }: { i18nProvider: I18nProvider }) {
  return (
    <LeanAdmin
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
        {featurePages.map(({ path, Component, rule }) => (
          <Route
            key={path}
            path={path}
            element={
              <RequirePage rule={rule}>
                <Component />
              </RequirePage>
            }
          />
        ))}
      </CustomRoutes>
    </LeanAdmin>
  );
}

/**
 * The application with browser-history routes (paths exactly as the spec, no `#`): react-admin
 * creates a hash router unless it already sits in a router; a data router keeps useBlocker working.
 */
export const createAppRouter = (i18nProvider: I18nProvider) =>
  createBrowserRouter([{ path: '*', element: <PaperdeskAdmin i18nProvider={i18nProvider} /> }]);

export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return <RouterProvider router={router} />;
}
