// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { aDocument, REFERENCE_ROUTES } from '../testing/fixtures';
import { renderDocumentsPage } from '../testing/renderDocumentsPage';
import { DocumentsDashboardCards } from './DocumentsDashboardCards';

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('documents dashboard cards', () => {
  it('shows counts, the exact amount to validate, recent documents and recognition, over the date range', async () => {
    const docs = [
      aDocument({ uuid: 'a', totalttc: '0.10', createdAt: '2026-01-01T10:00:00Z' }),
      aDocument({ uuid: 'b', totalttc: '0.20', id: 'F-B', createdAt: '2026-01-03T10:00:00Z' }),
      aDocument({ uuid: 'c', status: 2, totalttc: '99.00', id: 'F-C', createdAt: '2026-01-02T10:00:00Z' }),
    ];
    const { calls } = renderDocumentsPage(<DocumentsDashboardCards />, {
      path: '/documentmanagement/maindashboard',
      api: { ...REFERENCE_ROUTES, 'GET /documents': docs, 'GET /documents/recognition': [{ uuid: 'r', filename: 'scan.pdf', status: 0, progress: 30, jobStatus: 'running', error: null, updatedAt: '' }] },
    });
    const toValidate = await screen.findByRole('region', { name: 'Amount to validate' });
    expect(await within(toValidate).findByText('€0.30')).toBeTruthy();
    expect(within(toValidate).getByText('2 documents waiting')).toBeTruthy();
    const recent = screen.getByRole('region', { name: 'Recent documents' });
    expect(within(recent).getAllByRole('link').map((a) => a.textContent)).toEqual(['F-B', 'F-C', 'F-2026-001']);
    expect(within(screen.getByRole('region', { name: 'By origin type' })).getByText('2 to validate')).toBeTruthy();
    expect(await within(screen.getByRole('region', { name: 'Recognition in progress' })).findByText('scan.pdf')).toBeTruthy();
    const range = calls.find((c) => c.key === 'GET /documents')?.req.query;
    expect(range).toMatchObject({ fromDate: expect.stringMatching(/^\d{4}-\d{2}-01$/), toDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
  });
});
