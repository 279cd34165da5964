import { getAccessToken } from '../../../../authProvider/oidcClient';
import { API_URL, scopeHeaders } from '../../../../dataProvider/http';
import type { UploadOptions } from './uploadQueue';
import { readUploadResponse, type UploadOutcome } from './uploadResponse';

export interface UploadHandlers {
  /** Bytes sent, 0-100. */
  onProgress: (percent: number) => void;
  /** Every byte is sent; the server is checking and storing the file. */
  onSent: () => void;
}

/**
 * Sends one file to POST /documents/importdocument with XMLHttpRequest (for upload progress).
 * Resolves with the outcome, never rejects; `abort` cancels it (resolves as a failure with status 0).
 */
export function sendUpload(file: File, options: UploadOptions, handlers: UploadHandlers) {
  const xhr = new XMLHttpRequest();
  let aborted = false;
  const promise = (async (): Promise<UploadOutcome> => {
    const token = await getAccessToken().catch(() => null);
    if (aborted) return { ok: false, status: 0, message: 'documents.upload.cancelled' };
    const form = new FormData();
    form.append('file', file, file.name);
    form.append('recognition', options.recognition ? 'true' : 'false');
    if (options.group) form.append('group', options.group);
    if (options.type) form.append('type', options.type);
    return new Promise<UploadOutcome>((resolve) => {
      xhr.open('POST', `${API_URL}/documents/importdocument`);
      xhr.setRequestHeader('Accept', 'application/json');
      for (const [name, value] of Object.entries(scopeHeaders())) xhr.setRequestHeader(name, value);
      if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable) handlers.onProgress((e.loaded / e.total) * 100);
      };
      xhr.upload.onload = () => handlers.onSent();
      xhr.onload = () => resolve(readUploadResponse(xhr.status, xhr.responseText, xhr.statusText));
      xhr.onerror = () => resolve(readUploadResponse(0, ''));
      xhr.onabort = () => resolve({ ok: false, status: 0, message: 'documents.upload.cancelled' });
      xhr.send(form);
    });
  })();
  return {
    promise,
    abort: () => {
      aborted = true;
      xhr.abort();
    },
  };
}
