import type { ReactNode } from 'react';
import { createI18nProvider, type MessageExtension } from '../../../../i18n';
import { renderWithFakeApi, type FakeRoutes } from '../../../test/fakeApi';
import { emailsMessages } from '../../emails/emails.messages';
import { paymentsMessages } from '../payments.messages';
import { payBatchMessages } from '../PayDialog.messages';

export { pageOf, type FakeRoutes, type PageAnswer, type Recorded } from '../../../test/fakeApi';

export const paymentsI18nProvider = createI18nProvider([
  paymentsMessages as MessageExtension,
  payBatchMessages as MessageExtension,
  emailsMessages as MessageExtension,
]);

/** Renders a payment tab with the fake API (src/test/fakeApi.tsx) and payment rights; returns the calls made. */
export function renderPaymentsTab(
  ui: ReactNode,
  { api = {}, permissions = [] }: { api?: FakeRoutes; permissions?: string[] } = {},
) {
  return renderWithFakeApi(ui, {
    path: '/invoices/fournisseurs/payments/list',
    api,
    permissions: ['VIEW_PAYMENTS', 'VIEW_SOLDES', ...permissions],
    i18nProvider: paymentsI18nProvider,
  });
}
