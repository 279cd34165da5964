import { describe, expect, it } from 'vitest';
import { readUploadResponse } from './uploadResponse';

describe('upload response', () => {
  it('answers the created document', () => {
    expect(readUploadResponse(201, JSON.stringify({ uuid: 'd1', status: 0 }))).toEqual({
      ok: true,
      document: { uuid: 'd1', status: 0 },
    });
  });

  it("keeps the server's message, and the existing document of a duplicate", () => {
    expect(
      readUploadResponse(
        415,
        JSON.stringify({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'a.doc: only PDF, PNG… are accepted' }),
      ),
    ).toEqual({ ok: false, status: 415, message: 'a.doc: only PDF, PNG… are accepted', duplicateOf: undefined });
    expect(
      readUploadResponse(
        409,
        JSON.stringify({ code: 'DUPLICATE', message: 'a.pdf: this file was already imported (b.pdf)', value: 'd9' }),
      ),
    ).toMatchObject({ ok: false, duplicateOf: 'd9', message: 'a.pdf: this file was already imported (b.pdf)' });
  });

  it('falls back on the status text, the maintenance text for 504, a network message for 0', () => {
    expect(readUploadResponse(413, '', 'Payload Too Large')).toMatchObject({ message: 'Payload Too Large' });
    // the key of the one error rule (src/layout/feedback/errorMessage.ts), translated where it is shown
    expect(readUploadResponse(504, '<html>')).toMatchObject({ message: 'error.maintenance' });
    expect(readUploadResponse(0, '')).toMatchObject({ message: 'documents.upload.networkError' });
  });
});
