import type { ReactNode } from 'react';
import type { CompanyInfo } from '../../../domain/company/company.model';
import { everyTextI18nProvider } from '../../../catalogue/allLanguages';
import { renderWithFakeApi, type FakeRoutes } from '../../../test/fakeApi';

export { pageOf, type FakeRoutes, type PageAnswer, type Recorded } from '../../../test/fakeApi';

export const paymentsI18nProvider = everyTextI18nProvider();

/** Renders a payment tab with the fake API (src/test/fakeApi.tsx) and payment rights; returns the calls made. */
export function renderPaymentsTab(
  ui: ReactNode,
  {
    api = {},
    permissions = [],
    company,
  }: { api?: FakeRoutes; permissions?: string[]; company?: Partial<CompanyInfo> } = {},
) {
  return renderWithFakeApi(ui, {
    path: '/invoices/fournisseurs/payments/list',
    api,
    permissions: ['VIEW_PAYMENTS', 'VIEW_SOLDES', ...permissions],
    i18nProvider: paymentsI18nProvider,
    company,
  });
}
