// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../session/oidcClient', () => ({ getAccessToken: async () => 'token-1' }));
const { downloadDocuments, fetchDocumentFile } = await import('./api');

/** A stand-in fetch answering a zip, recording the URLs asked. */
function fakeFetch() {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      return new Response(new Blob(['PK'], { type: 'application/zip' }), {
        status: 200,
        headers: { 'content-type': 'application/zip', 'content-disposition': 'attachment; filename="dokumente.zip"' },
      });
    }),
  );
  return urls;
}

afterEach(() => vi.unstubAllGlobals());

describe('document downloads', () => {
  it('ask for the interface language: e-invoice PDFs are labelled, and zips named, in it', async () => {
    const urls = fakeFetch();
    const zip = await downloadDocuments(['a', 'b'], 'de');
    expect(zip).toMatchObject({ kind: 'file', filename: 'dokumente.zip' });
    await fetchDocumentFile('a', false, 'ru');
    expect(new URL(urls[0], 'http://x').searchParams.get('lang')).toBe('de');
    expect(new URL(urls[0], 'http://x').pathname).toMatch(/\/documents\/download\/multiple$/);
    expect(new URL(urls[1], 'http://x').searchParams.get('lang')).toBe('ru');
  });
});
