// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderDocumentsPage } from '../testing/renderDocumentsPage';
import { RECOGNITION_PAGE_POLL_MS, RecognitionPage } from './RecognitionPage';

beforeEach(() => localStorage.clear());
afterEach(cleanup);

const job = (uuid: string, jobStatus: string, patch: object = {}) => ({
  uuid,
  filename: `${uuid}.pdf`,
  status: 0,
  progress: 0,
  jobStatus,
  error: null,
  updatedAt: '2026-01-01T10:00:00Z',
  ...patch,
});

describe('recognition page', () => {
  it('shows each document with its state, progress, error and a review link when finished', async () => {
    renderDocumentsPage(<RecognitionPage />, {
      path: '/documentmanagement/recognition',
      api: {
        'GET /documents/recognition': [
          job('done', 'done'),
          job('scan', 'running', { progress: 40 }),
          job('broken', 'failed', { error: 'The PDF is damaged' }),
        ],
      },
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
    renderDocumentsPage(<RecognitionPage />, {
      path: '/documentmanagement/recognition',
      api: { 'GET /documents/recognition': [] },
    });
    expect(await screen.findByText('No recognition in progress.')).toBeTruthy();
  });

  it('asks one page and polls it', async () => {
    let answer = [job('scan', 'running', { progress: 10 })];
    const { calls } = renderDocumentsPage(<RecognitionPage />, {
      path: '/documentmanagement/recognition',
      api: { 'GET /documents/recognition': () => answer },
    });
    expect(await screen.findByText('Reading the document · 10 %')).toBeTruthy();
    const first = calls.find((c) => c.key === 'GET /documents/recognition')?.req.query;
    expect(JSON.parse(String(first?.range))).toEqual([0, 49]);
    answer = [job('scan', 'done')];
    expect(await screen.findByRole('link', { name: 'Review' }, { timeout: RECOGNITION_PAGE_POLL_MS * 2 })).toBeTruthy();
    expect(screen.getByText('1 finished')).toBeTruthy();
  });

  it('pages when the server holds more than a page', async () => {
    const many = Array.from({ length: 60 }, (_, i) => job(`q${i}`, 'queued'));
    const { calls } = renderDocumentsPage(<RecognitionPage />, {
      path: '/documentmanagement/recognition',
      api: { 'GET /documents/recognition': many },
    });
    expect(await screen.findByText('1-50 of 60')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(JSON.parse(String(calls.at(-1)?.req.query?.range))).toEqual([50, 99]));
  });

  it('shows a failure on the page', async () => {
    renderDocumentsPage(<RecognitionPage />, {
      path: '/documentmanagement/recognition',
      api: { 'GET /documents/recognition': new Error('Server down') },
    });
    // a refusal shows in the reader's words (its key, else its code or status), never the server's own sentence
    const alert = (await screen.findByRole('alert')).textContent;
    expect(alert).toContain('The request could not be understood.');
    expect(alert).not.toContain('Server down');
    expect(screen.queryByRole('list')).toBeNull();
  });
});
