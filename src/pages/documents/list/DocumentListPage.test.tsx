// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadDocuments } from '../../shared/api';
import { aDocument, REFERENCE_ROUTES } from '../testing/fixtures';
import { renderDocumentsPage } from '../testing/renderDocumentsPage';
import { DocumentListPage } from './DocumentListPage';

vi.mock('../../shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../shared/api')>()),
  downloadDocuments: vi.fn(),
}));

beforeEach(() => localStorage.clear());
afterEach(cleanup);

const documents = [
  aDocument(),
  aDocument({
    uuid: '00000000-0000-4000-8000-000000000002',
    id: 'F-2026-002',
    totalttc: '130.00',
    duplicate: true,
    labeluuid: null,
  }),
  aDocument({
    uuid: '00000000-0000-4000-8000-000000000003',
    id: 'AV-7',
    suppliername: 'Orange',
    supplieruuid: null,
    totalht: '-10.00',
    totaltva: '-2.00',
    totalttc: '-12.00',
    category: 'CREDIT',
  }),
];
const route = '/documents/:originPath/saved';

/** The list of a user who may download, its two invoices selected. */
async function selectTwo() {
  renderDocumentsPage(<DocumentListPage />, {
    path: '/documents/fournisseurs-etrangers/saved',
    route,
    permissions: ['DOWNLOAD_DOCUMENTS'],
    api: { ...REFERENCE_ROUTES, 'GET /documents/saved': documents },
  });
  const table = await screen.findByRole('table', { name: 'Documents list' });
  await within(table).findByText('F-2026-002');
  fireEvent.click(within(table).getByLabelText('Select F-2026-001'));
  fireEvent.click(within(table).getByLabelText('Select F-2026-002'));
}

describe('document list page', () => {
  it("lists the origin type's saved documents with amounts, chips and red marks", async () => {
    const { calls } = renderDocumentsPage(<DocumentListPage />, {
      path: '/documents/fournisseurs-etrangers/saved',
      route,
      api: { ...REFERENCE_ROUTES, 'GET /documents/saved': documents },
    });
    expect(await screen.findByRole('heading', { name: /Fournisseurs étrangers · To validate/ })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Documents list' });
    await within(table).findByText('F-2026-001');
    expect(within(table).getByText('€120.00')).toBeTruthy();
    expect(within(table).getByText('-€12.00')).toBeTruthy();
    expect(within(table).getAllByText('Urgent').length).toBe(2);
    expect(within(table).getByLabelText('Possible duplicate')).toBeTruthy();
    expect(within(table).getByLabelText('Total incl. VAT differs from excl. VAT + VAT')).toBeTruthy();
    const listCall = calls.find((c) => c.key === 'GET /documents/saved');
    expect(listCall?.req.query).toEqual({
      filter: '{"originType":"00000000-0000-4000-8000-00000000000a"}',
      range: '[0,24]',
      sort: '["date","DESC"]',
    });
  });

  it('asks the server for the quick filter and the sort, one page at a time', async () => {
    const { calls } = renderDocumentsPage(<DocumentListPage />, {
      path: '/documents/fournisseurs-etrangers/saved',
      route,
      api: { ...REFERENCE_ROUTES, 'GET /documents/saved': documents },
    });
    const table = await screen.findByRole('table', { name: 'Documents list' });
    await within(table).findByText('AV-7');
    const lists = () => calls.filter((c) => c.key === 'GET /documents/saved').map((c) => c.req.query);
    fireEvent.change(screen.getByLabelText('Filter this list…'), { target: { value: 'orange' } });
    await waitFor(() => expect(lists().some((q) => JSON.parse(String(q?.filter)).q === 'orange')).toBe(true));
    fireEvent.click(within(table).getByText('Total incl. VAT'));
    await waitFor(() => expect(lists().some((q) => q?.sort === '["ttc","ASC"]')).toBe(true));
    expect(within(table).queryByRole('button', { name: 'Label' })).toBeNull();
  });

  it('offers only the bulk actions the user may use', async () => {
    renderDocumentsPage(<DocumentListPage />, {
      path: '/documents/fournisseurs-etrangers/saved',
      route,
      permissions: ['UPDATE_DOCUMENTS', 'DOWNLOAD_DOCUMENTS', 'SEND_EMAIL_DOCUMENTS'],
      api: { ...REFERENCE_ROUTES, 'GET /documents/saved': documents },
    });
    const table = await screen.findByRole('table', { name: 'Documents list' });
    await within(table).findByText('F-2026-001');
    fireEvent.click(within(table).getByLabelText('Select F-2026-001'));
    const toolbar = await screen.findByRole('toolbar', { name: 'Actions on the selection' });
    expect(within(toolbar).getByText('1 selected')).toBeTruthy();
    expect(within(toolbar).getByLabelText('Set label')).toBeTruthy();
    expect(within(toolbar).getByLabelText('Download')).toBeTruthy();
    expect((within(toolbar).getByLabelText('Send by e-mail') as HTMLButtonElement).disabled).toBe(false);
    expect(within(toolbar).queryByLabelText('Delete')).toBeNull();
  });

  it('sets a label on the selection through the bulk call', async () => {
    const { calls } = renderDocumentsPage(<DocumentListPage />, {
      path: '/documents/fournisseurs-etrangers/saved',
      route,
      permissions: ['UPDATE_DOCUMENTS'],
      api: { ...REFERENCE_ROUTES, 'GET /documents/saved': documents, 'POST /documents/multi/label': [] },
    });
    const table = await screen.findByRole('table', { name: 'Documents list' });
    await within(table).findByText('F-2026-002');
    fireEvent.click(within(table).getByLabelText('Select F-2026-002'));
    fireEvent.click(await screen.findByLabelText('Set label'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    fireEvent.click(await screen.findByRole('option', { name: 'Urgent' }));
    fireEvent.click(within(dialog).getByText('Apply'));
    await waitFor(() => expect(calls.some((c) => c.key === 'POST /documents/multi/label')).toBe(true));
    expect(calls.find((c) => c.key === 'POST /documents/multi/label')?.req.body).toEqual({
      documents: ['00000000-0000-4000-8000-000000000002'],
      label: '00000000-0000-4000-8000-00000000000d',
    });
  });

  it("says the spec's words when a download goes to the background (more than 30 documents)", async () => {
    vi.mocked(downloadDocuments).mockResolvedValue({ kind: 'background', message: 'anything the server says' });
    await selectTwo();
    fireEvent.click(await screen.findByLabelText('Download'));
    expect(await screen.findByText("Export started. You will receive an email once it's completed.")).toBeTruthy();
    expect(vi.mocked(downloadDocuments).mock.calls[0][0]).toHaveLength(2);
  });

  it('clears the selection when the filter changes: no hidden document stays selected', async () => {
    await selectTwo();
    expect(await screen.findByText('2 selected')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Filter this list…' }), { target: { value: 'AV' } });
    await waitFor(() => expect(screen.queryByText('2 selected')).toBeNull());
    expect(screen.queryByRole('toolbar', { name: 'Actions on the selection' })).toBeNull();
  });
});
