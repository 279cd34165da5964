import type { ReactNode } from 'react';
import { createI18nProvider, type MessageExtension } from '../../../../i18n';
import { renderWithFakeApi, type FakeRoutes } from '../../../test/fakeApi';
import { documentsMessages } from '../documents.messages';
import { documentsI18nProvider } from './documentsI18n';

export type { FakeRoutes, Recorded } from '../../../test/fakeApi';

interface Options {
  path: string;
  route?: string;
  api?: FakeRoutes;
  permissions?: string[];
  /** Other pages' messages the page shows, merged over the documents' (as the app merges them). */
  messages?: MessageExtension[];
}

/** Renders a documents page on its route with the fake API (src/test/fakeApi.tsx); returns the calls made. */
export function renderDocumentsPage(ui: ReactNode, { messages, ...opts }: Options) {
  const i18nProvider = messages
    ? createI18nProvider([documentsMessages as MessageExtension, ...messages])
    : documentsI18nProvider;
  return renderWithFakeApi(ui, { ...opts, route: opts.route ?? opts.path.split('?')[0], i18nProvider });
}
