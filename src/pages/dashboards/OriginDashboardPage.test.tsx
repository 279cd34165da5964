// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LABEL, ORIGIN, REFERENCE_ROUTES } from '../documents/testing/fixtures';
import { renderDocumentsPage } from '../documents/testing/renderDocumentsPage';
import type { OriginStats } from './figures';
import { OriginDashboardPage } from './OriginDashboardPage';

beforeEach(() => localStorage.clear());
afterEach(cleanup);

const STATS: OriginStats = {
  totals: {
    documents: 1200,
    invoiced: '98765432.10',
    toPay: '0.30',
    overdue: 17,
    awaiting: 250,
    amounts: [{ currency: 'EUR', invoiced: '98765432.10', toPay: '0.30' }],
  },
  byMonth: [
    { currency: 'EUR', key: '2026-01', amount: '10.00', count: 1 },
    { currency: 'EUR', key: '2026-02', amount: '20.50', count: 2 },
  ],
  bySupplier: [{ currency: 'EUR', key: 's1', label: 'EDF', amount: '30.50', count: 3 }],
  byLabel: [
    { currency: 'EUR', key: LABEL.uuid, amount: '25.00', count: 2 },
    { currency: 'EUR', key: '', amount: '5.50', count: 1 },
  ],
};
const ROUTES = ['/documents/:originPath/dashboard', '/documents/:originPath/dashboard/labels'];
const region = (name: string) => screen.getByRole('region', { name });

function renderDashboard(path: string, permissions = ['DASHBOARD_SUPPLIERS_CUSTOMERS', 'DASHBOARD_LABELS']) {
  return renderDocumentsPage(<OriginDashboardPage />, {
    path,
    route: path.endsWith('/labels') ? ROUTES[1] : ROUTES[0],
    permissions,
    api: { ...REFERENCE_ROUTES, 'GET /documents/dashboard': STATS },
  });
}

describe('origin type dashboard', () => {
  it('shows the server totals, months and suppliers for the period, never downloading the documents', async () => {
    const { calls } = renderDashboard('/documents/fournisseurs-etrangers/dashboard');
    expect(
      within(await screen.findByRole('region', { name: 'Validated amount' })).getByText('€98,765,432.10'),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Fournisseurs étrangers · Dashboard' })).toBeTruthy();
    expect(within(region('Left to pay')).getByText('€0.30')).toBeTruthy();
    expect(within(region('Overdue documents')).getByText('17')).toBeTruthy();
    expect(within(region('Awaiting validation')).getByText('250')).toBeTruthy();
    expect(within(region('Amount by month')).getByRole('img').getAttribute('aria-label')).toBe(
      'Amount incl. VAT: Jan 2026 €10.00, Feb 2026 €20.50',
    );
    expect(within(region('Largest suppliers')).getByRole('img').getAttribute('aria-label')).toBe(
      'Amount incl. VAT: EDF €30.50',
    );
    expect(calls.some((c) => c.key === 'GET /documents')).toBe(false);
    const query = calls.find((c) => c.key === 'GET /documents/dashboard')?.req.query;
    expect(query).toMatchObject({
      originType: ORIGIN.uuid,
      fromDate: expect.stringMatching(/^\d{4}-\d{2}-01$/),
      toDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
  });

  it('names the labels from the configuration on the labels view', async () => {
    renderDashboard('/documents/fournisseurs-etrangers/dashboard/labels');
    const chart = await screen.findByRole('img', { name: /^Amount incl\. VAT:/ });
    expect(chart.getAttribute('aria-label')).toBe(`Amount incl. VAT: ${LABEL.name} €25.00, No label €5.50`);
  });

  it('never adds currencies: each total names its own, the charts show the chosen currency', async () => {
    const foreign: OriginStats = {
      totals: {
        ...STATS.totals,
        amounts: [
          { currency: 'EUR', invoiced: '100.00', toPay: '0.30' },
          { currency: 'GBP', invoiced: '1021.91', toPay: '1021.91' },
        ],
      },
      byMonth: [
        { currency: 'EUR', key: '2026-01', amount: '100.00', count: 1 },
        { currency: 'GBP', key: '2026-01', amount: '1021.91', count: 1 },
      ],
      bySupplier: [
        { currency: 'EUR', key: 's1', label: 'EDF', amount: '100.00', count: 1 },
        { currency: 'GBP', key: 's2', label: 'Acme Ltd', amount: '1021.91', count: 1 },
      ],
      byLabel: [],
    };
    renderDocumentsPage(<OriginDashboardPage />, {
      path: '/documents/fournisseurs-etrangers/dashboard',
      route: ROUTES[0],
      permissions: ['DASHBOARD_SUPPLIERS_CUSTOMERS'],
      api: { ...REFERENCE_ROUTES, 'GET /documents/dashboard': foreign },
    });
    const invoiced = await screen.findByRole('region', { name: 'Validated amount' });
    expect(within(invoiced).getByText('€100.00')).toBeTruthy();
    expect(within(invoiced).getByText('£1,021.91')).toBeTruthy();
    const chart = () => within(region('Largest suppliers')).getByRole('img').getAttribute('aria-label');
    expect(chart()).toBe('Amount incl. VAT: EDF €100.00');
    fireEvent.click(screen.getByRole('button', { name: 'GBP' }));
    expect(chart()).toBe('Amount incl. VAT: Acme Ltd £1,021.91');
    expect(within(region('Amount by month')).getByRole('img').getAttribute('aria-label')).toBe(
      'Amount incl. VAT: Jan 2026 £1,021.91',
    );
  });

  it('asks nothing without the right', async () => {
    const { calls } = renderDashboard('/documents/fournisseurs-etrangers/dashboard/labels', [
      'DASHBOARD_SUPPLIERS_CUSTOMERS',
    ]);
    expect((await screen.findByRole('alert')).textContent).toMatch(/not authorized|access/i);
    expect(calls.some((c) => c.key === 'GET /documents/dashboard')).toBe(false);
  });
});
