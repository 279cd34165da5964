// @vitest-environment happy-dom
/** A user who may only view documents: the preview, never a download, and no control that changes the document. */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aDocument, REFERENCE_ROUTES } from '../testing/fixtures';
import { renderDocumentsPage } from '../testing/renderDocumentsPage';
import { ReviewPage } from './ReviewPage';

vi.mock('../../shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../shared/api')>()),
  fetchDocumentFile: vi.fn(async () => ({ blob: new Blob(['x'], { type: 'application/zip' }), filename: 'x.zip' })),
}));

beforeEach(() => localStorage.clear());
afterEach(cleanup);

const id = '00000000-0000-4000-8000-000000000001';
const openReview = (permissions: string[], status: number) =>
  renderDocumentsPage(<ReviewPage />, {
    path: `/documents/review/${id}`,
    route: '/documents/review/:id',
    permissions,
    api: {
      ...REFERENCE_ROUTES,
      [`GET /documents/${id}/record`]: { ...aDocument({ status, mime: 'application/zip' }), problems: [] },
      'POST /documents/canvalidateorpay': true,
    },
  });
const labelSelect = () => screen.getAllByRole('combobox').find((c) => within(c.parentElement!).queryByText('Urgent'));

describe.each([1, 2])('review of a document in status %i', (status) => {
  it('with View documents only: no download, the label locked like every field', async () => {
    openReview(['VIEW_DOCUMENTS'], status);
    expect(await screen.findByText('This file type cannot be previewed.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download' })).toBeNull();
    expect(labelSelect()?.getAttribute('aria-disabled')).toBe('true');
    expect((screen.getByLabelText(/^Number/) as HTMLInputElement).readOnly).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('with Download and Update documents: the download, the label free', async () => {
    openReview(['VIEW_DOCUMENTS', 'DOWNLOAD_DOCUMENTS', 'UPDATE_DOCUMENTS'], status);
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Download' }).length).toBe(2));
    expect(labelSelect()?.getAttribute('aria-disabled')).not.toBe('true');
  });
});
