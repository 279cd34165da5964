// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderDocumentsPage } from '../testing/renderDocumentsPage';
import { RecognitionPage } from './RecognitionPage';

beforeEach(() => localStorage.clear());
afterEach(cleanup);

const job = (uuid: string, jobStatus: string, patch: object = {}) =>
  ({ uuid, filename: `${uuid}.pdf`, status: 0, progress: 0, jobStatus, error: null, updatedAt: '2026-01-01T10:00:00Z', ...patch });

describe('recognition page', () => {
  it('shows each document with its state, progress, error and a review link when finished', async () => {
    renderDocumentsPage(<RecognitionPage />, {
      path: '/documentmanagement/recognition',
      api: { 'GET /documents/recognition': [job('done', 'done'), job('scan', 'running', { progress: 40 }), job('broken', 'failed', { error: 'The PDF is damaged' })] },
    });
    const list = await screen.findByRole('list', { name: 'Recognition' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => within(i).getByText(/\.pdf$/).textContent)).toEqual(['scan.pdf', 'broken.pdf', 'done.pdf']);
    expect(within(items[0]).getByText('Reading the document · 40 %')).toBeTruthy();
    expect(within(items[0]).queryByRole('link')).toBeNull();
    expect(within(items[1]).getByText('The PDF is damaged')).toBeTruthy();
    expect(within(items[2]).getByRole('link', { name: 'Review' }).getAttribute('href')).toBe('/documents/review/done');
    expect(screen.getByText('1 in progress')).toBeTruthy();
  });

  it('says when nothing runs', async () => {
    renderDocumentsPage(<RecognitionPage />, { path: '/documentmanagement/recognition', api: { 'GET /documents/recognition': [] } });
    expect(await screen.findByText('No recognition in progress.')).toBeTruthy();
  });
});
