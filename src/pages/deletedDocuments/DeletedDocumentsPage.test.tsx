// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiRequest } from '../../providers/data/http';
import type { DeletedDocument } from '../../domain/documents/deletedDocument.model';
import { everyTextI18nProvider } from '../../catalogue/allLanguages';
import { pageOf, renderWithFakeApi } from '../../test/fakeApi';
import { DeletedDocumentsPage } from './DeletedDocumentsPage';

afterEach(cleanup);

const aDeleted = (n: number, patch: Partial<DeletedDocument> = {}): DeletedDocument => ({
  uuid: `0b6d3a4e-6f1c-4d7e-9a55-3f0c2b1a${String(1000 + n).padStart(4, '0')}`,
  number: `F-${n}`,
  suppliername: 'EDF',
  filename: `f-${n}.pdf`,
  date: '2026-01-05',
  status: 1,
  currency: 'EUR',
  totalttc: '120.00',
  deletedby: 'Ada Admin',
  deletedat: '2026-02-01T10:00:00.000Z',
  purgeafter: '2036-02-01T10:00:00.000Z',
  hasfile: true,
  sha256: 'ab'.repeat(32),
  ...patch,
});
const ROWS = Array.from({ length: 30 }, (_, i) => aDeleted(i + 1));
const LIST = 'GET /deleteddocuments';

describe('the deleted documents page', () => {
  it('asks the server for a page, latest deleted first, and shows who deleted each, when it is purged, its original', async () => {
    const { calls } = renderWithFakeApi(<DeletedDocumentsPage />, {
      path: '/administration/deleteddocuments',
      api: { [LIST]: (req: ApiRequest) => pageOf([...ROWS, aDeleted(99, { hasfile: false })], req) },
      i18nProvider: everyTextI18nProvider(),
    });
    const table = await screen.findByRole('table', { name: 'Deleted documents' });
    await within(table).findByText('F-1');
    const queries = () => calls.filter((c) => c.key === LIST).map((c) => c.req.query ?? {});
    expect(queries()[0]).toMatchObject({ range: '[0,24]', sort: '["deletedat","DESC"]' });
    expect(screen.getByText('31 deleted documents')).toBeTruthy();
    expect(within(table).getAllByText(/^By Ada Admin on /).length).toBe(25);
    expect(within(table).getByLabelText('Download the original of f-1.pdf')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Search a number, a source or a file'), { target: { value: 'F-7' } });
    await waitFor(() => expect(JSON.parse(String(queries().at(-1)?.filter)).q).toBe('F-7'));
  });
});
