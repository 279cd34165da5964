// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../session/oidcClient', () => ({ getAccessToken: async () => 'token-1' }));
const { apiBlob, apiUpload } = await import('./http');

/** A stand-in XMLHttpRequest answering `status` with `text`, recording what was sent. */
function fakeXhr(status: number, text: string) {
  const sent: { url?: string; headers: Record<string, string> } = { headers: {} };
  class FakeXhr {
    status = status;
    statusText = '';
    responseText = text;
    upload: { onprogress?: (e: unknown) => void; onload?: () => void } = {};
    onload?: () => void;
    open(_method: string, url: string) {
      sent.url = url;
    }
    setRequestHeader(name: string, value: string) {
      sent.headers[name.toLowerCase()] = value;
    }
    send() {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
      this.upload.onload?.();
      this.onload?.();
    }
    abort() {}
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('apiUpload', () => {
  it('sends the token and the session scope like every call, and reports progress', async () => {
    localStorage.setItem('buid', 'b1');
    const sent = fakeXhr(201, JSON.stringify({ uuid: 'd1' }));
    const onProgress = vi.fn();
    const onSent = vi.fn();
    const { json } = await apiUpload('/documents/importdocument', new FormData(), { onProgress, onSent }).promise;
    expect(json).toEqual({ uuid: 'd1' });
    expect(sent.url).toBe('/paperdesk/api/documents/importdocument');
    expect(sent.headers).toMatchObject({ authorization: 'Bearer token-1', buid: 'b1' });
    expect(sent.headers.sauid).toBeUndefined();
    expect(onProgress).toHaveBeenCalledWith(50);
    expect(onSent).toHaveBeenCalled();
  });

  it("refuses with the app's one error text: the maintenance key for a 504", async () => {
    fakeXhr(504, '<html>Gateway Timeout</html>');
    const upload = apiUpload('/documents/importdocument', new FormData(), { onProgress: vi.fn(), onSent: vi.fn() });
    await expect(upload.promise).rejects.toMatchObject({ status: 504, message: 'error.maintenance' });
  });
});

describe('the language of the API', () => {
  it("is the interface's (the page's lang), not the browser's: the server names files in it", async () => {
    document.documentElement.lang = 'de-DE';
    const seen: Headers[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      seen.push(new Headers(init.headers));
      return new Response('x', { headers: { 'content-disposition': 'attachment; filename="dokumente.zip"' } });
    });
    const { filename } = await apiBlob('/exports/e1/file');
    expect(filename).toBe('dokumente.zip');
    expect(seen[0].get('accept-language')).toBe('de-DE');
    expect(seen[0].get('authorization')).toBe('Bearer token-1');
    document.documentElement.lang = '';
  });
});
