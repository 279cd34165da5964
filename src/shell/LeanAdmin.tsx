import { CssBaseline } from '@mui/material';
import { createElement } from 'react';
import {
  AccessDenied,
  AdminContext,
  AuthenticationError,
  CoreAdminUI,
  Error as ErrorPage,
  localStorageStore,
  NotFound,
  type AdminProps,
  type CoreAdminUIProps,
} from 'react-admin';
import { LoadingPage } from './feedback/Loading';
import { LocalizedTheme } from './LocalizedTheme';

/** The store <Admin> would create (local storage, no version); it also remembers the language. */
export const adminStore = localStorageStore();
/** AdminUI's own default (its title prop is typed narrower than CoreAdminUI's). */
const catchAll = NotFound as unknown as CoreAdminUIProps['catchAll'];

type Props = Required<
  Pick<
    AdminProps,
    'layout' | 'loginPage' | 'authCallbackPage' | 'notification' | 'dataProvider' | 'authProvider' | 'i18nProvider'
  >
> &
  Pick<AdminProps, 'children' | 'title' | 'dashboard' | 'theme' | 'darkTheme' | 'requireAuth' | 'disableTelemetry'>;

/**
 * react-admin's <Admin> (AdminContext + AdminUI) rendered the same way, minus AdminUI's defaults
 * for what this app replaces: naming them would ship react-admin's login form (and its form
 * library) and stock layout with the first screen. Layout, login page, callback and notification
 * are therefore required here; the error, not-found and access pages stay react-admin's.
 */
export function LeanAdmin({
  children,
  layout,
  loginPage,
  authCallbackPage,
  notification,
  title,
  dashboard,
  requireAuth,
  disableTelemetry,
  ...context
}: Props) {
  return (
    <AdminContext {...context} store={adminStore}>
      <LocalizedTheme>
        <CssBaseline enableColorScheme>
          <CoreAdminUI
            title={title}
            layout={layout}
            dashboard={dashboard}
            loginPage={loginPage}
            authCallbackPage={authCallbackPage}
            requireAuth={requireAuth}
            disableTelemetry={disableTelemetry}
            catchAll={catchAll}
            error={ErrorPage}
            loading={LoadingPage}
            accessDenied={AccessDenied}
            authenticationError={AuthenticationError}
          >
            {children}
          </CoreAdminUI>
          {createElement(notification)}
        </CssBaseline>
      </LocalizedTheme>
    </AdminContext>
  );
}
