// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { aDocument, ORIGIN, REFERENCE_ROUTES } from '../testing/fixtures';
import { renderDocumentsPage } from '../testing/renderDocumentsPage';
import { DocumentsDashboardCards } from './DocumentsDashboardCards';
import type { MainStats } from './mainStats';

beforeEach(() => localStorage.clear());
afterEach(cleanup);

/** Figures no browser-side computation could derive from the recent documents: they must come from the server. */
const STATS: MainStats = {
  byStatus: [
    { status: 0, count: 1 },
    { status: 1, count: 41 },
    { status: 2, count: 900 },
    { status: 3, count: 0 },
    { status: 4, count: 58 },
  ],
  byOriginType: [
    { originType: null, count: 12, toValidate: 3 },
    { originType: ORIGIN.uuid, count: 988, toValidate: 38 },
  ],
  toValidate: [
    { currency: 'EUR', total: '12345678.91', count: 40 },
    { currency: 'GBP', total: '0.30', count: 1 },
  ],
  recent: [aDocument({ uuid: 'b', id: 'F-B' }), aDocument({ uuid: 'c', id: 'F-C', status: 2 })],
};
const JOB = {
  uuid: 'r',
  filename: 'scan.pdf',
  status: 0,
  progress: 30,
  jobStatus: 'running',
  error: null,
  updatedAt: '',
};

describe('documents dashboard cards', () => {
  it('show the server figures for the date range, never downloading the documents', async () => {
    const { calls } = renderDocumentsPage(<DocumentsDashboardCards />, {
      path: '/documentmanagement/maindashboard',
      api: {
        ...REFERENCE_ROUTES,
        'GET /documents/stats': STATS,
        'GET /documents': [aDocument()],
        'GET /documents/recognition': [JOB],
      },
    });
    const toValidate = await screen.findByRole('region', { name: 'Amount to validate' });
    expect(await within(toValidate).findByText('€12,345,678.91')).toBeTruthy();
    expect(within(toValidate).getByText('40 documents waiting')).toBeTruthy();
    expect(within(toValidate).getByText('£0.30')).toBeTruthy();
    expect(within(toValidate).getByText('1 document waiting')).toBeTruthy();

    const byStatus = screen.getByRole('region', { name: 'Documents by status' });
    expect(within(byStatus).getByText('1,000')).toBeTruthy();
    expect(within(byStatus).getByRole('img').getAttribute('aria-label')).toBe(
      'Recognising: 1, To validate: 41, Validated: 900, Partly paid: 0, Paid: 58',
    );

    const origins = within(screen.getByRole('region', { name: 'By origin type' }));
    expect(origins.getAllByRole('link').map((a) => a.textContent)).toEqual([
      '38 to validate',
      '988',
      '3 to validate',
      '12',
    ]);
    expect(origins.getByText(ORIGIN.name)).toBeTruthy();

    const recent = screen.getByRole('region', { name: 'Recent documents' });
    expect(
      within(recent)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['F-B', 'F-C']);
    expect(
      await within(screen.getByRole('region', { name: 'Recognition in progress' })).findByText('scan.pdf'),
    ).toBeTruthy();

    expect(calls.some((c) => c.key === 'GET /documents')).toBe(false);
    const stats = calls.find((c) => c.key === 'GET /documents/stats')?.req.query;
    expect(stats).toMatchObject({
      fromDate: expect.stringMatching(/^\d{4}-\d{2}-01$/),
      toDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(stats?.overview).toBeUndefined();
    const recognition = calls.find((c) => c.key === 'GET /documents/recognition')?.req.query;
    expect(JSON.parse(String(recognition?.range))).toEqual([0, 24]);
  });

  it('says so when the server cannot answer', async () => {
    renderDocumentsPage(<DocumentsDashboardCards />, {
      path: '/documentmanagement/maindashboard',
      api: { ...REFERENCE_ROUTES, 'GET /documents/stats': new Error('Service unavailable') },
    });
    expect((await screen.findByRole('alert')).textContent).toContain('Service unavailable');
    expect(
      within(screen.getByRole('region', { name: 'Amount to validate' })).getByText('Nothing waits for validation.'),
    ).toBeTruthy();
  });
});
