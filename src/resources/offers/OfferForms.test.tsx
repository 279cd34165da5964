// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { ResourceContextProvider, type GetListResult } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { aUser, branch, fakeDataProvider } from '../../test/fixtures';
import { renderWithSession } from '../../test/renderWithAdmin';
import { BranchList } from '../branches/BranchViews';
import { OfferCreate } from './OfferForms';
import { everyTextI18nProvider } from '../../catalogue/allLanguages';

afterEach(cleanup);
const superUser = aUser({ roles: ['superadmin'], superAdmin: true });

describe('offer form', () => {
  it('shows the monthly and yearly totals as the base price changes', async () => {
    const dataProvider = fakeDataProvider({
      getUserInfo: async () => superUser,
      getList: (async () => ({ data: [], total: 0 })) as never,
    });
    renderWithSession(
      <ResourceContextProvider value="superadministrator/offers">
        <OfferCreate />
      </ResourceContextProvider>,
      { dataProvider, path: '/superadministrator/offers/create', i18n: everyTextI18nProvider() },
    );
    const base = await screen.findByLabelText(/base ?price/i);
    fireEvent.change(base, { target: { value: '0.10' } });
    await waitFor(() => expect(document.body.textContent).toMatch(/Monthly total: €0\.10/));
    // More decimals are rounded to 2 (spec), not refused
    fireEvent.change(base, { target: { value: '12.345' } });
    await waitFor(() => expect(document.body.textContent).toMatch(/Monthly total: €12\.35/));
    fireEvent.change(base, { target: { value: '-5' } });
    await waitFor(() => expect(document.body.textContent).toContain('Enter valid amounts to see the total.'));
  });
});

describe('branch list', () => {
  it('marks the master with its chip, never a raw "[MASTER]"', async () => {
    const rows = [branch('b1', 'Acme Lyon'), branch('m', 'Acme', true)].map((b) => ({ ...b, id: b.uuid }));
    const dataProvider = fakeDataProvider({
      getList: (async () => ({ data: rows, total: rows.length }) as GetListResult) as never,
    });
    renderWithSession(
      <ResourceContextProvider value="administration/branches/list">
        <BranchList />
      </ResourceContextProvider>,
      { dataProvider, path: '/administration/branches/list' },
    );
    expect(await screen.findByText('Acme')).toBeTruthy();
    expect(screen.getByText('Master')).toBeTruthy();
    expect(screen.queryByText(/\[MASTER\]/)).toBeNull();
    expect(screen.getByText('Acme Lyon')).toBeTruthy();
  });
});
