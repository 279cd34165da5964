import type { ReactNode } from 'react';
import { renderWithFakeApi, type FakeRoutes } from '../../../test/fakeApi';
import { documentsI18nProvider } from './documentsI18n';

export type { FakeRoutes, Recorded } from '../../../test/fakeApi';

interface Options {
  path: string;
  route?: string;
  api?: FakeRoutes;
  permissions?: string[];
}

/** Renders a documents page on its route with the fake API (src/test/fakeApi.tsx); returns the calls made. */
export function renderDocumentsPage(ui: ReactNode, opts: Options) {
  return renderWithFakeApi(ui, {
    ...opts,
    route: opts.route ?? opts.path.split('?')[0],
    i18nProvider: documentsI18nProvider,
  });
}
