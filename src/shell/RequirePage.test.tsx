// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { memoryStore } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../i18n';
import { resetSession } from '../session/sessionLoad';
import { aUser, fakeAuthProvider, fakeDataProvider } from '../test/fixtures';
import { renderWithSession } from '../test/renderWithAdmin';
import { featurePages, pageRule, resourceElements } from '../features';
import { RequirePage } from './RequirePage';
import { Topbar } from './topbar/Topbar';

/** The demo clerk: a linked user of the master company who may only view documents. */
const clerk = aUser({ roles: ['linkeduser'], admin: false, master: true, permissions: ['VIEW_DOCUMENTS'] });

// The app's own providers talk to the identity provider and the API: here they answer as the clerk.
vi.mock('../providers/auth', async () => {
  const f = await import('../test/fixtures');
  const user = f.aUser({ roles: ['linkeduser'], admin: false, master: true, permissions: ['VIEW_DOCUMENTS'] });
  return { authProvider: f.fakeAuthProvider(() => user) };
});
vi.mock('../providers/data', async () => {
  const f = await import('../test/fixtures');
  const user = f.aUser({ roles: ['linkeduser'], admin: false, master: true, permissions: ['VIEW_DOCUMENTS'] });
  return { dataProvider: f.fakeDataProvider({ getUserInfo: async () => user }) };
});

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('mode', btoa('DOCUMENTS'));
});
afterEach(() => {
  cleanup();
  resetSession();
});

/** Renders `path`'s guard (its rule from features.tsx) around a marker, as `user`. */
function guarded(path: string, user = clerk, options: Parameters<typeof renderWithSession>[1] = {}) {
  renderWithSession(
    <RequirePage rule={pageRule(path)}>
      <p>the page itself</p>
    </RequirePage>,
    {
      dataProvider: fakeDataProvider({ getUserInfo: async () => user }),
      authProvider: fakeAuthProvider(() => user),
      ...options,
    },
  );
}

const DENIED_TO_CLERK = [
  '/documentmanagement/upload',
  '/documentmanagement/search',
  '/mails/sent',
  '/mails/contact',
  '/links/grid',
  '/links/list',
  '/links/categories',
  '/administration/subscriptions/offer',
  '/administration/users/list',
  '/administration/branches/list',
  '/administration/rulegroups/list',
  '/documents/keywords',
  '/documents/keywordgroups',
  '/documents/documentsources',
  '/documents/origintypes',
  '/documents/documentgroups',
  '/documents/documentlabels',
  '/invoices/paymenttypes',
  '/documents/configurations/ai',
  '/documents/configurations/ai/test',
  '/superadministrator/accounts',
  '/superadministrator/offers',
  '/superadministrator/functionnalities',
  '/documents/:originPath/dashboard',
  '/documents/:originPath/dashboard/labels',
  '/invoices/:originPath/payments/invoicestopay/list',
  '/invoices/:originPath/payed',
  '/invoices/:originPath/payments/list',
  '/invoices/:originPath/payments/soldes',
];
const ALLOWED_TO_CLERK = [
  '/documentmanagement/maindashboard',
  '/documentmanagement/recognition',
  '/documentmanagement/uncategorized',
  '/documents/review/:id',
  '/documents/:originPath/saved',
  '/documents/:originPath/validated',
  '/documents/:originPath/duplicated',
  '/documents/:originPath/list',
  '/dashboard/:originPath',
];

describe('page rules', () => {
  it('give every custom page and every resource a rule', () => {
    const routes = [...featurePages.map((p) => p.path), ...resourceElements.map((r) => `/${r.props.name as string}`)];
    expect(routes.filter((path) => !pageRule(path))).toEqual([]);
    expect(featurePages.map((p) => p.rule)).toEqual(featurePages.map((p) => pageRule(p.path)));
  });

  it('are those of the menu', () => {
    expect(pageRule('/documentmanagement/search')).toEqual({
      permission: 'GLOBAL_SEARCH_DOCUMENTS',
      requires: undefined,
    });
    expect(pageRule('/administration/subscriptions/offer')).toEqual({
      permission: undefined,
      requires: 'masterNotSuperAdmin',
    });
    expect(pageRule('/invoices/:originPath/payments/soldes')).toEqual({ permission: 'VIEW_SOLDES' });
  });
});

describe('route guard, as a clerk (View documents only)', () => {
  it.each(DENIED_TO_CLERK)('%s says "access denied"', async (path) => {
    guarded(path);
    expect(await screen.findByText('Access denied')).toBeTruthy();
    expect(screen.getByText("You don't have the right permissions to access this page")).toBeTruthy();
    expect(screen.queryByText('the page itself')).toBeNull();
  });

  it.each(ALLOWED_TO_CLERK)('%s opens', async (path) => {
    guarded(path);
    expect(await screen.findByText('the page itself')).toBeTruthy();
    expect(screen.queryByText('Access denied')).toBeNull();
  });

  it('says so in the chosen language', async () => {
    guarded('/mails/sent', clerk, { i18n: createI18nProvider(), store: memoryStore({ locale: 'fr' }) });
    expect(await screen.findByText('Non autorisé')).toBeTruthy();
    expect(screen.getByText("Vous n'avez pas les droits d'accès à cette page")).toBeTruthy();
  });

  it('lets a master with every permission in, and keeps subscriptions from the super administrator', async () => {
    guarded('/documentmanagement/upload', aUser({ permissions: ['VIEW_DOCUMENTS', 'UPLOAD_DOCUMENTS'] }));
    expect(await screen.findByText('the page itself')).toBeTruthy();
    cleanup();
    resetSession();
    guarded('/administration/subscriptions/offer', aUser({ superAdmin: true, roles: ['superadmin'] }));
    expect(await screen.findByText('Access denied')).toBeTruthy();
  });
});

describe('routes of the app, as a clerk', () => {
  // The app itself (App.tsx's routes in its browser router), its providers answering as the clerk.
  it.each([
    '/documentmanagement/upload',
    '/mails/sent',
    '/links/grid',
    '/administration/subscriptions/offer',
    '/links/list',
    '/documents/keywords',
  ])('%s typed in the address bar shows "access denied" inside the layout, at that URL', async (path) => {
    window.history.replaceState(null, '', path);
    const { App, createAppRouter } = await import('../App');
    const { createAppI18nProvider } = await import('../catalogue');
    render(<App router={createAppRouter(await createAppI18nProvider(undefined))} />);
    expect(await screen.findByText('Access denied')).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(window.location.pathname).toBe(path);
  });
});

describe('top bar, as a clerk', () => {
  it('offers neither the global search nor the branch switcher', async () => {
    renderWithSession(<Topbar />, {
      dataProvider: fakeDataProvider({ getUserInfo: async () => clerk }),
      authProvider: fakeAuthProvider(() => clerk),
    });
    expect(await screen.findByRole('button', { name: 'Account' })).toBeTruthy();
    expect(screen.queryByLabelText('Search documents…')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Switch branch' })).toBeNull();
  });

  it('offers both to a master with Global search and Overview Mode', async () => {
    renderWithSession(<Topbar />);
    expect(await screen.findByRole('button', { name: 'Switch branch' })).toBeTruthy();
    expect(screen.getByLabelText('Search documents…')).toBeTruthy();
  });
});
