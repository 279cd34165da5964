// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aDocument, REFERENCE_ROUTES } from '../testing/fixtures';
import { renderDocumentsPage } from '../testing/renderDocumentsPage';
import type { UploadHandlers } from './sendUpload';
import type { UploadOptions } from './uploadQueue';
import type { UploadOutcome } from './uploadResponse';
import { UploadPage } from './UploadPage';
import { uploadPlaceholders } from './uploadPlaceholders';
import { DocumentListPage } from '../list/DocumentListPage';

/** Each upload waits until the test settles it. */
const uploads: Array<{
  file: File;
  options: UploadOptions;
  handlers: UploadHandlers;
  settle: (o: UploadOutcome) => void;
}> = [];
vi.mock('./sendUpload', () => ({
  sendUpload: (file: File, options: UploadOptions, handlers: UploadHandlers) => {
    let settle!: (o: UploadOutcome) => void;
    const promise = new Promise<UploadOutcome>((resolve) => {
      settle = resolve;
    });
    uploads.push({ file, options, handlers, settle });
    return { promise, abort: () => settle({ ok: false, status: 0, message: 'documents.upload.cancelled' }) };
  },
}));

beforeEach(() => {
  localStorage.clear();
  uploads.length = 0;
  uploadPlaceholders.reset();
});
afterEach(cleanup);

const pdf = (name: string) => new File(['%PDF-1.7'], name, { type: 'application/pdf' });
async function drop(files: File[]) {
  const input = (await screen.findByLabelText('Choose files', { selector: 'input' })) as HTMLInputElement;
  await act(async () => {
    fireEvent.change(input, { target: { files } });
  });
}

describe('upload page', () => {
  it('shows each file at once, sends three at a time with a progress bar each', async () => {
    renderDocumentsPage(<UploadPage />, {
      path: '/documentmanagement/upload',
      permissions: ['UPLOAD_DOCUMENTS'],
      api: REFERENCE_ROUTES,
    });
    await drop(['a.pdf', 'b.pdf', 'c.pdf', 'd.pdf'].map(pdf));
    const list = await screen.findByRole('region', { name: 'Uploaded in this session' });
    await waitFor(() => expect(uploads.length).toBe(3));
    expect(within(list).getAllByRole('listitem').length).toBe(4);
    expect(uploads.map((u) => u.file.name)).toEqual(['a.pdf', 'b.pdf', 'c.pdf']);
    expect(uploads[0].options).toEqual({ recognition: true, group: null, type: null });
    act(() => uploads[0].handlers.onProgress(42));
    expect(await within(list).findByText('Uploading · 42 %')).toBeTruthy();
    await act(async () => uploads[0].settle({ ok: true, document: aDocument({ status: 1 }) }));
    await waitFor(() => expect(uploads.length).toBe(4));
    expect(within(list).getByText('Saved')).toBeTruthy();
    expect(within(list).getAllByText('Review').length).toBe(1);
  });

  it("says why a file failed on its own row; a duplicate's row links to the document it duplicates", async () => {
    renderDocumentsPage(<UploadPage />, {
      path: '/documentmanagement/upload',
      permissions: ['UPLOAD_DOCUMENTS'],
      api: REFERENCE_ROUTES,
    });
    await drop([pdf('big.pdf'), pdf('again.pdf')]);
    await waitFor(() => expect(uploads.length).toBe(2));
    await act(async () =>
      uploads[0].settle({ ok: false, status: 413, message: 'The file is larger than the limit of 25 MB.' }),
    );
    await act(async () =>
      uploads[1].settle({
        ok: false,
        status: 409,
        message: 'This file was already imported as a.pdf.',
        duplicateOf: 'd-1',
      }),
    );
    const list = screen.getByRole('region', { name: 'Uploaded in this session' });
    const row = (name: string) => within(list).getByText(name).closest('li') as HTMLElement;
    expect(within(row('big.pdf')).getByText('Not imported')).toBeTruthy();
    expect(within(row('big.pdf')).getByRole('alert').textContent).toBe('The file is larger than the limit of 25 MB.');
    expect(within(row('big.pdf')).queryByRole('link')).toBeNull();
    expect(within(row('again.pdf')).getByText('Already imported')).toBeTruthy();
    expect(within(row('again.pdf')).getByRole('alert').textContent).toBe('This file was already imported as a.pdf.');
    expect(
      within(row('again.pdf')).getByRole('link', { name: 'Open the existing document' }).getAttribute('href'),
    ).toBe('/documents/review/d-1');
    expect(within(list).getByText('2 not imported')).toBeTruthy();

    fireEvent.click(within(row('big.pdf')).getByRole('button', { name: 'Remove big.pdf' }));
    expect(within(list).queryByText('big.pdf')).toBeNull();
    fireEvent.click(within(list).getByRole('button', { name: 'Clear finished' }));
    expect(screen.queryByRole('region', { name: 'Uploaded in this session' })).toBeNull();
  });

  it('follows recognition of an uploaded file', async () => {
    const doc = aDocument({ status: 0 });
    renderDocumentsPage(<UploadPage />, {
      path: '/documentmanagement/upload',
      permissions: ['UPLOAD_DOCUMENTS'],
      api: {
        ...REFERENCE_ROUTES,
        'GET /documents/recognition': [
          {
            uuid: doc.uuid,
            filename: 'a.pdf',
            status: 0,
            progress: 60,
            jobStatus: 'running',
            error: null,
            updatedAt: '',
          },
        ],
      },
    });
    await drop([pdf('a.pdf')]);
    await waitFor(() => expect(uploads.length).toBe(1));
    await act(async () => uploads[0].settle({ ok: true, document: doc }));
    expect(await screen.findByText('Recognising · 60 %')).toBeTruthy();
  });
});

describe('upload placeholders in the saved list (spec §4)', () => {
  it('puts each file in the saved list at once, removes it on failure, and gives way to the stored row', async () => {
    const stored = aDocument({ uuid: '00000000-0000-4000-8000-0000000000f1', id: 'F-STORED-1', status: 1 });
    let saved: unknown[] = [];
    const { calls } = renderDocumentsPage(
      <>
        <UploadPage />
        <DocumentListPage />
      </>,
      {
        path: '/documents/fournisseurs-etrangers/saved',
        route: '/documents/:originPath/saved',
        permissions: ['UPLOAD_DOCUMENTS'],
        api: { ...REFERENCE_ROUTES, 'GET /documents/saved': () => saved },
      },
    );
    await screen.findByRole('heading', { name: /To validate/ });
    await drop([pdf('good.pdf'), pdf('bad.pdf')]);
    const table = await screen.findByRole('table', { name: 'Documents list' });
    const placeholderRows = () =>
      [...table.querySelectorAll('tr[data-placeholder="upload"]')].map((r) => r.textContent ?? '');
    // newest on top, like the upload page's own list
    expect(placeholderRows().map((t) => t.split(/Waiting|Uploading/)[0])).toEqual(['bad.pdf', 'good.pdf']);
    await waitFor(() => expect(uploads.length).toBe(2));
    act(() => uploads[0].handlers.onProgress(40));
    expect(uploads[0].file.name).toBe('good.pdf');
    await waitFor(() => expect(placeholderRows()[1]).toContain('Uploading · 40 %'));

    await act(async () => uploads[1].settle({ ok: false, status: 422, message: 'bad.pdf: the PDF is encrypted' }));
    await waitFor(() => expect(placeholderRows()).toHaveLength(1));
    expect(placeholderRows()[0]).toContain('good.pdf');

    const listsBefore = calls.filter((c) => c.key === 'GET /documents/saved').length;
    saved = [stored];
    await act(async () => uploads[0].settle({ ok: true, document: stored }));
    await waitFor(() => expect(placeholderRows()).toEqual([]));
    expect(calls.filter((c) => c.key === 'GET /documents/saved').length).toBeGreaterThan(listsBefore);
    expect(await within(table).findByText('F-STORED-1')).toBeTruthy();
  });
});
