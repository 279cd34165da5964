import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, memoryStore, reactRouterProvider, TestMemoryRouter } from 'react-admin';
import type { PaperdeskDataProvider } from '../../../../dataProvider';
import type { ApiRequest } from '../../../../dataProvider/http';
import { BlockingOverlayProvider } from '../../../layout/feedback/BlockingOverlay';
import { ConfirmProvider } from '../../../layout/feedback/ConfirmDialog';
import { AppNotification } from '../../../layout/feedback/toast';
import { resetSession } from '../../../session/sessionLoad';
import { SessionProvider } from '../../../session/SessionProvider';
import { aUser, fakeAuthProvider, fakeDataProvider } from '../../../test/fixtures';
import { resetReferenceData } from '../shared/referenceData';
import { documentsI18nProvider } from './documentsI18n';

const { Routes, Route } = reactRouterProvider;

/** Answers of the fake API by "METHOD /path" (query apart); a function gets the request. */
export type FakeRoutes = Record<string, unknown | ((req: ApiRequest) => unknown)>;
export interface Recorded { key: string; req: ApiRequest }

interface Options {
  /** The URL shown. */
  path: string;
  /** The route pattern the page is mounted on (params). */
  route?: string;
  api?: FakeRoutes;
  permissions?: string[];
}

/** Renders a documents page in react-admin's context, a loaded session and a fake API; returns the calls made. */
export function renderDocumentsPage(ui: ReactNode, { path, route = path.split('?')[0], api = {}, permissions = [] }: Options) {
  const calls: Recorded[] = [];
  const call = async (p: string, req: ApiRequest = {}) => {
    const key = `${req.method ?? 'GET'} ${p}`;
    calls.push({ key, req });
    if (!(key in api)) return [];
    const answer = api[key];
    const value = typeof answer === 'function' ? await (answer as (r: ApiRequest) => unknown)(req) : answer;
    if (value instanceof Error) throw value;
    return value;
  };
  const user = aUser({ permissions: ['VIEW_DOCUMENTS', ...permissions] });
  resetSession();
  resetReferenceData();
  const dataProvider = fakeDataProvider({ getUserInfo: async () => user, call: call as PaperdeskDataProvider['call'] });
  render(
    <TestMemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={dataProvider} authProvider={fakeAuthProvider(() => user)} i18nProvider={documentsI18nProvider} store={memoryStore()}>
        <BlockingOverlayProvider>
          <ConfirmProvider>
            <SessionProvider>
              <Routes><Route path={route} element={ui} /></Routes>
            </SessionProvider>
          </ConfirmProvider>
        </BlockingOverlayProvider>
        <AppNotification />
      </AdminContext>
    </TestMemoryRouter>,
  );
  return { calls };
}
