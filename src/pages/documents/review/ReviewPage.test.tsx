// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aDocument, ARCHIVED_SOURCE, REFERENCE_ROUTES } from '../testing/fixtures';
import { renderDocumentsPage, type FakeRoutes } from '../testing/renderDocumentsPage';
import { forgetDrafts } from './reviewDraft';
import { ReviewPage } from './ReviewPage';

vi.mock('../../shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../shared/api')>()),
  fetchDocumentFile: vi.fn(async () => ({
    blob: new Blob(['%PDF-1.7'], { type: 'application/pdf' }),
    filename: 'Acm-EDF-F-2026-001.pdf',
  })),
}));

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  forgetDrafts();
});

const id = '00000000-0000-4000-8000-000000000001';
const path = `/documents/review/${id}`;
const route = '/documents/review/:id';
const withRecord = (record: object, extra: FakeRoutes = {}): FakeRoutes => ({
  ...REFERENCE_ROUTES,
  [`GET /documents/${id}/record`]: record,
  'POST /documents/canvalidateorpay': true,
  ...extra,
});

/** The review page of document `id`, with these rights, over this fake API. */
const openReview = (permissions: string[], api: FakeRoutes) =>
  renderDocumentsPage(<ReviewPage />, { path, route, permissions, api });

describe('review page', () => {
  it('shows the file beside its values, with provenance and a low-confidence warning', async () => {
    openReview(['UPDATE_DOCUMENTS'], withRecord({ ...aDocument(), problems: [] }));
    expect(await screen.findByRole('heading', { name: 'F-2026-001' })).toBeTruthy();
    expect(await screen.findByTitle('F-2026-001')).toBeTruthy();
    expect((screen.getByLabelText(/^Total TTC/) as HTMLInputElement).value).toBe('120.00');
    expect(screen.getAllByLabelText('Check this value (confidence 50 %)').length).toBeGreaterThan(0);
    expect(screen.getByText('E-invoice')).toBeTruthy();
    expect(screen.queryByLabelText(/Internal note/)).toBeNull();
    expect(screen.getByTestId('amount-vatPercent').textContent).toContain('20 %');
    expect(screen.getByText('Ready to validate.')).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Validate' }) as HTMLButtonElement).disabled).toBe(false),
    );
  });

  it('names the document type in words, not its stored code', async () => {
    openReview(['UPDATE_DOCUMENTS'], withRecord({ ...aDocument(), problems: [] }));
    const type = await screen.findByRole('combobox', { name: /^Type/ });
    expect(type.textContent).toBe('Invoice');
    fireEvent.mouseDown(type);
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['None', 'Invoice', 'Credit note']);
    expect(document.body.textContent).not.toMatch(/INVOICE|CREDIT/);
  });

  it('shows a 20% + 5.5% breakdown as two lines, no blended rate, and names the rate of a line that does not add up', async () => {
    const doc = aDocument({
      totalht: '300.00',
      totaltva: '31.00',
      totalttc: '331.00',
      vatlines: [
        { rate: '20', base: '100.00', amount: '20.00', category: 'S' },
        { rate: '5.5', base: '200.00', amount: '11.00', category: 'S' },
      ],
      data: [
        { uuid: 'v1', keyworduuid: 'kw-ht', value: '300.00' },
        { uuid: 'v2', keyworduuid: 'kw-tva', value: '31.00' },
        { uuid: 'v3', keyworduuid: 'kw-ttc', value: '331.00' },
        { uuid: 'v4', keyworduuid: 'kw-due', value: '2026-02-15' },
        { uuid: 'v5', keyworduuid: 'kw-type', value: 'INVOICE' },
      ],
    });
    openReview(['UPDATE_DOCUMENTS'], withRecord({ ...doc, problems: [] }));
    const lines = await screen.findByTestId('vat-lines');
    expect(within(lines).getAllByRole('group')).toHaveLength(2);
    expect(screen.queryByTestId('amount-vatPercent')).toBeNull();
    expect(document.body.textContent).not.toMatch(/6[.,]86/);
    fireEvent.change(screen.getByTestId('vat-amount-1'), { target: { value: '12.00' } });
    expect(await screen.findByText('VAT at 5.5 %: the amount is not the base × 5.5 % (within 0.01).')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Validate' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Remove the 5.5 % line' }));
    expect(await screen.findByText('The VAT bases by rate do not add up to the total excluding VAT.')).toBeTruthy();
    expect(within(lines).getAllByRole('group')).toHaveLength(1);
    // one line left: its rate is the document's VAT rate
    expect(screen.getByTestId('amount-vatPercent').textContent).toContain('20 %');
  });

  it('applies the rules live: inconsistent amounts block validation until fixed', async () => {
    openReview(['UPDATE_DOCUMENTS'], withRecord({ ...aDocument(), problems: [] }));
    const ttc = (await screen.findByLabelText(/^Total TTC/)) as HTMLInputElement;
    fireEvent.change(ttc, { target: { value: '121' } });
    expect(
      await screen.findByText('The amounts do not add up (excl. VAT + VAT = incl. VAT, signs by type).'),
    ).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Validate' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(ttc, { target: { value: 'abc' } });
    expect(await screen.findByText('Enter a number, e.g. 1234.56')).toBeTruthy();
    fireEvent.change(ttc, { target: { value: '120,00' } });
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Validate' }) as HTMLButtonElement).disabled).toBe(false),
    );
  });

  it('validates with status 2 and the changed values, and shows the server refusal', async () => {
    const put = vi.fn(() =>
      Object.assign(new Error('The document cannot be validated: document.error.duplicate'), { status: 409 }),
    );
    const { calls } = openReview(
      ['UPDATE_DOCUMENTS'],
      withRecord({ ...aDocument(), problems: [] }, { [`PUT /documents/${id}`]: put }),
    );
    fireEvent.change(await screen.findByLabelText(/^Number/), { target: { value: 'F-2026-009' } });
    fireEvent.click(screen.getByRole('button', { name: 'Validate' }));
    await waitFor(() => expect(put).toHaveBeenCalled());
    expect(calls.find((c) => c.key === `PUT /documents/${id}`)?.req.body).toEqual({ id: 'F-2026-009', status: 2 });
    expect(await screen.findByText(/The document cannot be validated/)).toBeTruthy();
  });

  it('keeps a validated document read-only except its label', async () => {
    openReview(['UPDATE_DOCUMENTS', 'DELETE_DOCUMENTS'], withRecord({ ...aDocument({ status: 2 }), problems: [] }));
    expect(await screen.findByText('This document is validated: only its label can still change.')).toBeTruthy();
    expect((screen.getByLabelText(/^Number/) as HTMLInputElement).readOnly).toBe(true);
    const validated = screen.getByRole('button', { name: 'Validated' }) as HTMLButtonElement;
    expect(validated.disabled).toBe(true);
    const label = screen.getAllByRole('combobox').find((c) => within(c.parentElement!).queryByText('Urgent'));
    expect(label?.getAttribute('aria-disabled')).not.toBe('true');
  });

  it("lists the server's problems for an invalid saved document", async () => {
    openReview(
      ['UPDATE_DOCUMENTS'],
      withRecord(
        { ...aDocument({ duplicate: true }), problems: ['document.error.duplicate'] },
        { 'POST /documents/canvalidateorpay': false },
      ),
    );
    expect(await screen.findByText('Another document has the same source and number.')).toBeTruthy();
    expect(screen.getByText('Possible duplicate: another document has the same source and number.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Validate' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("reads the document's source by id, never the whole list: an archived one keeps its name", async () => {
    const { calls } = openReview(
      ['UPDATE_DOCUMENTS'],
      withRecord({
        ...aDocument({ supplieruuid: ARCHIVED_SOURCE.uuid, suppliername: 'EDF Ancien' }),
        problems: [],
      }),
    );
    const picker = (await screen.findByRole('combobox', { name: /^Document source/ })) as HTMLInputElement;
    await waitFor(() => expect(picker.value).toBe('EDF Ancien'));
    expect(calls.some((c) => c.key === `GET /suppliers/${ARCHIVED_SOURCE.uuid}`)).toBe(true);
    expect(calls.filter((c) => c.key === 'GET /suppliers')).toEqual([]);
  });

  it('asks for the real name once a generic source is chosen from a server search', async () => {
    const { calls } = openReview(['UPDATE_DOCUMENTS'], withRecord({ ...aDocument(), problems: [] }));
    const picker = (await screen.findByRole('combobox', { name: /^Document source/ })) as HTMLInputElement;
    await waitFor(() => expect(picker.value).toBe('EDF'));
    expect(screen.queryByLabelText(/^Source name/)).toBeNull();
    fireEvent.focus(picker);
    fireEvent.change(picker, { target: { value: 'div' } });
    fireEvent.click(await within(await screen.findByRole('listbox')).findByRole('option', { name: 'Divers' }));
    expect(JSON.parse(String(calls.find((c) => c.key === 'GET /suppliers')?.req.query?.filter))).toEqual({
      q: 'div',
      visible: [0, 1],
    });
    const name = (await screen.findByLabelText(/^Source name/)) as HTMLInputElement;
    expect(name.value).toBe('EDF');
    fireEvent.change(name, { target: { value: ' ' } });
    expect(await screen.findByText('Type the name of the generic source.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Validate' }) as HTMLButtonElement).disabled).toBe(true);
  });
  it('shows the recognised seller and creates its document source in a dialog, without leaving the review', async () => {
    const seller = {
      seller: {
        name: 'Atelier Dupont SARL',
        source: 'xml',
        address: '14 quai Saint-Antoine\n69002 Lyon',
        email: 'compta@atelier-dupont.example',
        identifiers: [
          { type: 'SIREN', value: '812345676' },
          { type: 'SIRET', value: '81234567600017' },
          { type: 'VAT', value: 'FR19812345676' },
        ],
      },
      match: null,
    };
    const create = vi.fn(() => ({ source: { uuid: 'new', name: 'Atelier Dupont SARL' }, document: aDocument() }));
    const { calls } = openReview(
      ['UPDATE_DOCUMENTS', 'CREATE_DOCUMENT_SOURCES'],
      withRecord(
        { ...aDocument({ supplieruuid: null, suppliername: '' }), problems: ['document.error.supplier'] },
        {
          [`GET /documents/${id}/seller`]: seller,
          [`POST /documents/${id}/source`]: create,
        },
      ),
    );
    const panel = await screen.findByRole('region', { name: 'Recognised seller' });
    expect(within(panel).getByText('Atelier Dupont SARL')).toBeTruthy();
    expect(within(panel).getByText('SIRET 81234567600017')).toBeTruthy();
    expect(within(panel).getByText('compta@atelier-dupont.example')).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Create document source' }));
    const dialog = await screen.findByRole('dialog', { name: 'New document source' });
    expect((within(dialog).getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Atelier Dupont SARL');
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Atelier Dupont' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create and link' }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    // the SIREN that the SIRET carries is left out
    expect(calls.find((c) => c.key === `POST /documents/${id}/source`)?.req.body).toEqual({
      name: 'Atelier Dupont',
      address: '14 quai Saint-Antoine\n69002 Lyon',
      email: 'compta@atelier-dupont.example',
      identifiers: [
        { type: 'SIRET', value: '81234567600017' },
        { type: 'VAT', value: 'FR19812345676' },
      ],
    });
    await waitFor(() => expect(calls.filter((c) => c.key === `GET /documents/${id}/record`).length).toBeGreaterThan(1));
  });

  it('offers the matching source, and lists possible duplicates with the values being typed', async () => {
    const { calls } = openReview(
      ['UPDATE_DOCUMENTS'],
      withRecord(
        { ...aDocument({ supplieruuid: null, suppliername: '' }), problems: [] },
        {
          [`GET /documents/${id}/seller`]: {
            seller: { name: 'EDF SA', source: 'text', identifiers: [] },
            match: { supplier: { uuid: 'edf', name: 'EDF' }, by: 'NAME' },
          },
          [`GET /documents/${id}/duplicates`]: [
            { uuid: 'other', id: 'F-2026-001', suppliername: 'EDF', date: '2026-01-10', status: 2, totalttc: '120.00' },
          ],
        },
      ),
    );
    const panel = await screen.findByRole('region', { name: 'Recognised seller' });
    expect(within(panel).getByText('Matches the document source “EDF” (by name).')).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Create document source' })).toBeNull();
    fireEvent.click(within(panel).getByRole('button', { name: 'Use this source' }));
    expect(await screen.findByText('Possible duplicate of 1 document')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'F-2026-001 · EDF · 2026-01-10' }).getAttribute('href')).toBe(
      '/documents/review/other',
    );
    expect(calls.find((c) => c.key === `GET /documents/${id}/duplicates`)?.req.query).toMatchObject({
      supplieruuid: 'edf',
      number: 'F-2026-001',
    });
  });
});
