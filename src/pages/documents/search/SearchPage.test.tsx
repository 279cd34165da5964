// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { aDocument, REFERENCE_ROUTES, SOURCE } from '../testing/fixtures';
import { renderDocumentsPage } from '../testing/renderDocumentsPage';
import { SearchPage } from './SearchPage';

beforeEach(() => localStorage.clear());

/** A date picker's input, which takes a whole day typed in the interface language's format (English: MM/dd/yyyy). */
const typeDay = (label: string, day: string) =>
  fireEvent.change(
    screen.getAllByLabelText(label).find((e) => e.tagName === 'INPUT')!,
    { target: { value: day } },
  );
afterEach(cleanup);

describe('search page', () => {
  it('searches the top-bar text at once and lists the results in the documents table', async () => {
    const { calls } = renderDocumentsPage(<SearchPage />, {
      path: '/documentmanagement/search?q=edf',
      permissions: ['GLOBAL_SEARCH_DOCUMENTS'],
      api: { ...REFERENCE_ROUTES, 'POST /documents/search': [aDocument()] },
    });
    const table = await screen.findByRole('table', { name: 'Documents list' });
    expect(await within(table).findByText('F-2026-001')).toBeTruthy();
    expect(calls.find((c) => c.key === 'POST /documents/search')?.req.body).toMatchObject({
      text: 'edf',
      variableDatas: [],
      startDate: null,
    });
    expect((screen.getByLabelText('Free text') as HTMLInputElement).value).toBe('edf');
  });

  it('sends the criteria, refusing a reversed date range', async () => {
    const { calls } = renderDocumentsPage(<SearchPage />, {
      path: '/documentmanagement/search',
      permissions: ['GLOBAL_SEARCH_DOCUMENTS'],
      api: { ...REFERENCE_ROUTES, 'POST /documents/search': [] },
    });
    expect(await screen.findByText('Enter text or choose criteria, then search.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Filters/ }));
    fireEvent.change(screen.getByLabelText('Document number'), { target: { value: 'F-2026' } });
    typeDay('Date from', '03/01/2026');
    typeDay('Date to', '01/01/2026');
    expect(await screen.findByText('The end date is before the start date.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Search' }) as HTMLButtonElement).disabled).toBe(true);
    typeDay('Date to', '03/31/2026');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(calls.some((c) => c.key === 'POST /documents/search')).toBe(true));
    expect(calls.find((c) => c.key === 'POST /documents/search')?.req.body).toMatchObject({
      documentId: 'F-2026',
      startDate: '2026-03-01',
      endDate: '2026-03-31',
    });
    expect(await screen.findByText('No document matches these criteria.')).toBeTruthy();
  });

  it('finds document sources by searching the server, and sends the chosen ones', async () => {
    const { calls } = renderDocumentsPage(<SearchPage />, {
      path: '/documentmanagement/search',
      permissions: ['GLOBAL_SEARCH_DOCUMENTS'],
      api: { ...REFERENCE_ROUTES, 'POST /documents/search': [] },
    });
    fireEvent.click(await screen.findByRole('button', { name: /Filters/ }));
    const picker = screen.getByRole('combobox', { name: 'Document sources' });
    expect(calls.filter((c) => c.key === 'GET /suppliers')).toEqual([]);
    fireEvent.focus(picker);
    fireEvent.change(picker, { target: { value: 'ed' } });
    fireEvent.click(await within(await screen.findByRole('listbox')).findByRole('option', { name: 'EDF' }));
    const search = calls.find((c) => c.key === 'GET /suppliers');
    expect(JSON.parse(String(search?.req.query?.filter))).toEqual({ q: 'ed', visible: [0, 1] });
    expect(JSON.parse(String(search?.req.query?.range))).toEqual([0, 19]);
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(calls.some((c) => c.key === 'POST /documents/search')).toBe(true));
    expect(calls.find((c) => c.key === 'POST /documents/search')?.req.body).toMatchObject({
      documentSources: [SOURCE.uuid],
    });
  });
});
