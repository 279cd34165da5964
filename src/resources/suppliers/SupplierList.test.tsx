// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { GetListParams } from 'react-admin';
import { afterEach, expect, it } from 'vitest';
import { queryList } from '../../providers/data/listQuery';
import { LOCALES, MESSAGES } from '../../i18n';
import { fakeDataProvider } from '../../test/fixtures';
import { renderInResource } from '../../test/renderWithAdmin';
import { resourceTexts } from '../../catalogue/allLanguages';
import { supplierModel } from '../../domain/suppliers/supplier.model';

const supplierMessages = resourceTexts(supplierModel.name);
import { SupplierList } from './SupplierList';

const i18n = polyglotI18nProvider(
  () => ({ ...MESSAGES.en, resources: { [supplierModel.name]: supplierMessages.en } }),
  'en',
  LOCALES,
);
const rows = [
  { id: 'a', uuid: 'a', name: 'Alpha', visible: 0, index: 0, labels: [], email: '' },
  { id: 'b', uuid: 'b', name: 'Beta archivé', visible: 2, index: 1, labels: [], email: '' },
  { id: 'c', uuid: 'c', name: 'Gamma', visible: 1, index: 2, labels: [], email: '' },
];

afterEach(cleanup);

it('hides archived sources by default and shows visibility as chips', async () => {
  const filters: unknown[] = [];
  const dataProvider = fakeDataProvider({
    getList: async (_resource: string, params: GetListParams) => {
      filters.push(params.filter);
      return queryList(rows, params) as never;
    },
    getMany: async () => ({ data: [] }),
  } as never);
  renderInResource(supplierModel.name, <SupplierList />, { dataProvider, i18n });
  expect(await screen.findByText('Alpha')).toBeTruthy();
  expect(screen.getByText('Gamma')).toBeTruthy();
  expect(screen.queryByText('Beta archivé')).toBeNull();
  expect(filters).toContainEqual({ visible: [0, 1] });
  await waitFor(() => expect(screen.getAllByText('Hidden').length).toBeGreaterThan(0));
});
