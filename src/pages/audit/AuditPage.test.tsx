// @vitest-environment happy-dom
/**
 * The Audit page says how many entries match, and "more than" when the server stopped counting (its cap); it exports
 * the trail through the exports (kind audit).
 */
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { everyTextI18nProvider } from '../../catalogue/allLanguages';
import { renderWithFakeApi } from '../../test/fakeApi';
import { AuditPage } from './AuditPage';

afterEach(cleanup);

const entry = (i: number) => ({
  id: `e${i}`,
  companyId: 'c',
  seq: 20000 - i,
  userId: 'u1',
  userName: 'Ada Admin',
  clientAddress: '127.0.0.1',
  entity: 'documents',
  entityId: `d${i}`,
  action: 'UPDATE',
  changes: { totalttc: { before: '10.00', after: '12.00' } },
  createdAt: '2026-11-20T10:00:00.000Z',
  hash: 'h',
});

describe('the Audit page', () => {
  it('shows a total the server gave as a lower bound as such, with the next pages', async () => {
    renderWithFakeApi(<AuditPage />, {
      path: '/audit',
      i18nProvider: everyTextI18nProvider(),
      api: { 'GET /audit': { rows: Array.from({ length: 25 }, (_, i) => entry(i)), total: '10000+', start: 0 } },
    });
    expect(await screen.findByText('1-25 of 10000+')).toBeTruthy();
    expect((screen.getByRole('button', { name: /next page/i }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('offers to export the trail through the exports, the dialog naming it', async () => {
    renderWithFakeApi(<AuditPage />, {
      path: '/audit',
      i18nProvider: everyTextI18nProvider(),
      api: { 'GET /audit': { rows: [entry(1)], total: 1, start: 0 } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Export…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export the audit trail' });
    expect(within(dialog).getByRole('button', { name: 'Export' })).toBeTruthy();
  });
});
