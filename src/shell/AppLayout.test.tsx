// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, memoryStore, TestMemoryRouter, useGetList } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../i18n';
import { MainDashboard } from '../pages/dashboards/MainDashboard';
import { reloadPage } from '../session/reloadPage';
import { resetSession } from '../session/sessionLoad';
import { aCompany, aUser, fakeAuthProvider, fakeDataProvider } from '../test/fixtures';
import { AppLayout } from './AppLayout';
import { registerMenuEntries, resetMenuRegistrations } from '../navigation/menu';

vi.mock('../session/reloadPage', () => ({ reloadPage: vi.fn() }));

let location = '';
function renderApp(user = aUser(), company = aCompany(), path = '/documentmanagement/maindashboard') {
  return render(
    <TestMemoryRouter
      initialEntries={[path]}
      locationCallback={(l) => {
        location = l.pathname + l.search;
      }}
    >
      <AdminContext
        dataProvider={fakeDataProvider({ getUserInfo: async () => user, getCompanyInfo: async () => company })}
        authProvider={fakeAuthProvider(() => user)}
        i18nProvider={i18nProvider}
        store={memoryStore()}
      >
        <AppLayout>
          <MainDashboard />
        </AppLayout>
      </AdminContext>
    </TestMemoryRouter>,
  );
}

beforeEach(() => {
  resetSession();
  localStorage.clear();
  localStorage.setItem('mode', btoa('DOCUMENTS'));
});
afterEach(() => {
  cleanup();
  resetMenuRegistrations();
  vi.mocked(reloadPage).mockClear();
});

describe('app shell', () => {
  it('shows the loading steps, then the company and the dashboard', async () => {
    renderApp();
    expect(screen.getByRole('status').textContent).toMatch(/^Loading… /);
    expect(await screen.findByRole('heading', { name: 'Acme', level: 1 })).toBeTruthy();
    expect(screen.getByText('Hello, Ada')).toBeTruthy();
  });

  it('offers UPGRADE to a master on a free offer, and no mode switch with one mode', async () => {
    renderApp();
    await screen.findByText('Hello, Ada');
    expect(screen.getByRole('link', { name: 'UPGRADE' }).getAttribute('href')).toBe(
      '/administration/subscriptions/offer',
    );
    expect(screen.queryByRole('group', { name: 'Workspace' })).toBeNull();
  });

  it('marks a super administrator and hides UPGRADE', async () => {
    renderApp(aUser({ superAdmin: true, roles: ['superadmin'] }));
    await screen.findByText('Hello, Ada');
    expect(screen.getAllByText('Super admin').length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'UPGRADE' })).toBeNull();
  });

  it('shows a super administrator no document search nor company settings until an account is chosen', async () => {
    const superAdmin = aUser({ superAdmin: true, roles: ['superadmin'] });
    renderApp(superAdmin);
    await screen.findByText('Hello, Ada');
    expect(screen.queryByLabelText('Search documents…')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Company settings' })).toBeNull();
    cleanup();
    localStorage.setItem('sauid', 'acme');
    renderApp(superAdmin);
    await screen.findByText('Hello, Ada');
    expect(await screen.findByRole('button', { name: 'Company settings' })).toBeTruthy();
    expect(screen.getAllByLabelText('Search documents…').length).toBeGreaterThan(0);
  });

  it('shows the Overview Mode switch to the master with the permission, outside a branch', async () => {
    renderApp();
    expect(await screen.findByLabelText('Overview Mode')).toBeTruthy();
  });

  it('hides the Overview Mode switch inside a branch', async () => {
    localStorage.setItem('buid', 'b1');
    renderApp();
    await screen.findByText('Hello, Ada');
    expect(screen.queryByLabelText('Overview Mode')).toBeNull();
  });

  it('switches branch after confirmation, storing its uuid and reloading', async () => {
    renderApp();
    fireEvent.click(await screen.findByRole('button', { name: 'Switch branch' }));
    fireEvent.click(within(screen.getByRole('listbox')).getByText('Acme (Master company)'));
    expect(screen.queryByRole('dialog')).toBeNull(); // the active one: nothing happens

    fireEvent.click(screen.getByRole('button', { name: 'Switch branch' }));
    fireEvent.click(within(screen.getByRole('listbox')).getByText('Acme Lyon'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Confirmation')).toBeTruthy();
    expect(within(dialog).getByText('Switch to the branch Acme Lyon? The page will reload.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(reloadPage).toHaveBeenCalledOnce());
    expect(localStorage.getItem('buid')).toBe('b1');
  });

  it('going back to the master removes the stored branch and origin type', async () => {
    localStorage.setItem('buid', 'b1');
    localStorage.setItem('origintype', 'x');
    renderApp();
    fireEvent.click(await screen.findByRole('button', { name: 'Switch branch' }));
    fireEvent.click(within(screen.getByRole('listbox')).getByText('Acme (Master company)'));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(reloadPage).toHaveBeenCalledOnce());
    expect(localStorage.getItem('buid')).toBeNull();
    expect(localStorage.getItem('origintype')).toBeNull();
  });

  it('rejecting the confirmation keeps the branch', async () => {
    renderApp();
    fireEvent.click(await screen.findByRole('button', { name: 'Switch branch' }));
    fireEvent.click(within(screen.getByRole('listbox')).getByText('Acme Lyon'));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(localStorage.getItem('buid')).toBeNull();
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it("switches mode, remembering and returning to each mode's last URL", async () => {
    registerMenuEntries([{ route: '/mails/sent' }, { route: '/mails/contact' }]);
    renderApp(
      aUser({ permissions: ['VIEW_DOCUMENTS', 'VIEW_EMAILS', 'VIEW_EMAIL_CONTACTS'] }),
      aCompany(),
      '/documentmanagement/maindashboard?tab=2',
    );
    const modes = await screen.findByRole('group', { name: 'Workspace' });
    fireEvent.click(within(modes).getByRole('button', { name: 'E-mails' }));
    await waitFor(() => expect(location).toBe('/mails/sent'));
    expect(localStorage.getItem('mode')).toBe(btoa('EMAILS'));
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Workspace' })).getByRole('button', { name: 'Documents' }),
    );
    await waitFor(() => expect(location).toBe('/documentmanagement/maindashboard?tab=2'));
    expect(localStorage.getItem('mode')).toBe(btoa('DOCUMENTS'));
    expect(JSON.parse(localStorage.getItem('modeurls') ?? '{}')).toMatchObject({ EMAILS: '/mails/sent' });
  });

  it('reads invoice data again after a mode change (spec §4)', async () => {
    registerMenuEntries([{ route: '/mails/sent' }, { route: '/mails/contact' }]);
    const getList = vi.fn(async () => ({ data: [], total: 0 }));
    const user = aUser({ permissions: ['VIEW_DOCUMENTS', 'VIEW_EMAILS', 'VIEW_EMAIL_CONTACTS'] });
    function Payments() {
      useGetList('payments', { pagination: { page: 1, perPage: 5 } }, { staleTime: Infinity });
      return null;
    }
    render(
      <TestMemoryRouter initialEntries={['/documentmanagement/maindashboard']}>
        <AdminContext
          dataProvider={{
            ...fakeDataProvider({ getUserInfo: async () => user, getCompanyInfo: async () => aCompany() }),
            getList,
          }}
          authProvider={fakeAuthProvider(() => user)}
          i18nProvider={i18nProvider}
          store={memoryStore()}
        >
          <AppLayout>
            <Payments />
          </AppLayout>
        </AdminContext>
      </TestMemoryRouter>,
    );
    await waitFor(() => expect(getList).toHaveBeenCalledTimes(1));
    fireEvent.click(
      within(await screen.findByRole('group', { name: 'Workspace' })).getByRole('button', { name: 'E-mails' }),
    );
    await waitFor(() => expect(getList).toHaveBeenCalledTimes(2));
    expect(getList.mock.calls.every((c) => (c as unknown[])[0] === 'payments')).toBe(true);
  });

  it('sends the user to / when no mode was stored', async () => {
    localStorage.removeItem('mode');
    renderApp();
    await screen.findByText('Hello, Ada');
    await waitFor(() => expect(location).toBe('/'));
    expect(localStorage.getItem('mode')).toBe(btoa('DOCUMENTS'));
  });
});
