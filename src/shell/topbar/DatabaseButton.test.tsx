// @vitest-environment happy-dom
/** The top bar's database button: the super administrator chooses whose data they work in; nobody else sees it. */
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { everyTextI18nProvider } from '../../catalogue/allLanguages';
import { aCompany, aUser, fakeAuthProvider, fakeDataProvider } from '../../test/fixtures';
import { renderWithSession } from '../../test/renderWithAdmin';
import { DatabaseButton } from './DatabaseButton';

const { apiFetch, workInAccount } = vi.hoisted(() => ({
  apiFetch: vi.fn(async (_path: string, _req?: { query?: Record<string, string> }) => ({
    status: 200,
    json: [
      { uuid: 'acc-1', companyName: 'Groupe Delacroix', email: 'master@demo.test' },
      { uuid: 'acc-2', companyName: 'Boulangerie Martin', email: 'b@martin.test' },
    ],
    total: 45,
  })),
  workInAccount: vi.fn(),
}));
vi.mock('../../providers/data/http', async (original) => ({
  ...(await original<typeof import('../../providers/data/http')>()),
  apiFetch,
}));
vi.mock('../../session/workInAccount', () => ({ workInAccount, WORK_LANDING: '/' }));

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('mode', btoa('DOCUMENTS'));
  vi.clearAllMocks();
});
afterEach(cleanup);

const superAdmin = () => aUser({ superAdmin: true, roles: ['superadmin'] });
const render = (user = superAdmin(), company = aCompany({ name: 'Groupe Delacroix' })) =>
  renderWithSession(
    <>
      <DatabaseButton />
      <span>ready</span>
    </>,
    {
      dataProvider: fakeDataProvider({ getUserInfo: async () => user, getCompanyInfo: async () => company }),
      authProvider: fakeAuthProvider(() => user),
      i18n: everyTextI18nProvider(),
    },
  );

describe('database button', () => {
  it('is not there for anyone but the super administrator', async () => {
    render(aUser());
    await screen.findByText('ready');
    expect(screen.queryByRole('button', { name: /Customer database/ })).toBeNull();
  });

  it('lists the accounts (one page, searched by the server) and works in the one chosen', async () => {
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Customer database: Own area' }));
    fireEvent.click(await screen.findByRole('option', { name: /Boulangerie Martin/ }));
    expect(workInAccount).toHaveBeenCalledWith('acc-2');
    expect(apiFetch.mock.calls[0][1]?.query).toMatchObject({ range: '[0,19]', filter: '{}' });
    expect(screen.queryByText('Back to the super administrator area')).toBeNull();
  });

  it('names the account worked in, and leaves it', async () => {
    localStorage.setItem('sauid', 'acc-1');
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Customer database: Groupe Delacroix' }));
    expect(await screen.findByText('43 more accounts: search to find them')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Search an account'), { target: { value: 'martin' } });
    await vi.waitFor(() =>
      expect(apiFetch.mock.calls.at(-1)?.[1]?.query?.filter).toBe(JSON.stringify({ q: 'martin' })),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Back to the super administrator area' }));
    expect(workInAccount).toHaveBeenCalledWith(null);
  });
});
