import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { refusal } from '../../../../dataProvider/http';
import { uploadOutcome } from './uploadResponse';

describe('upload outcome', () => {
  it('answers the created document', () => {
    expect(uploadOutcome({ json: { uuid: 'd1', status: 0 } })).toEqual({
      ok: true,
      document: { uuid: 'd1', status: 0 },
    });
  });

  it("keeps the server's message, and the existing document of a duplicate", () => {
    const type = { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'a.doc: only PDF, PNG… are accepted' };
    expect(uploadOutcome({ error: refusal(415, type, 'Unsupported Media Type') })).toEqual({
      ok: false,
      status: 415,
      message: 'a.doc: only PDF, PNG… are accepted',
      duplicateOf: undefined,
    });
    const duplicate = { code: 'DUPLICATE', message: 'a.pdf: this file was already imported (b.pdf)', value: 'd9' };
    expect(uploadOutcome({ error: refusal(409, duplicate, 'Conflict') })).toMatchObject({
      ok: false,
      duplicateOf: 'd9',
      message: 'a.pdf: this file was already imported (b.pdf)',
    });
  });

  it('falls back on the status text, the maintenance text for 504, a network message, a cancelled one', () => {
    expect(uploadOutcome({ error: refusal(413, undefined, 'Payload Too Large') })).toMatchObject({
      message: 'Payload Too Large',
    });
    // the key of the one error rule (i18n/errorMessage.ts), translated where it is shown
    expect(uploadOutcome({ error: refusal(504, '<html>', 'Gateway Timeout') })).toMatchObject({
      message: 'error.maintenance',
    });
    expect(uploadOutcome({ error: refusal(0, undefined, 'error.code.NETWORK') })).toMatchObject({
      status: 0,
      message: 'documents.upload.networkError',
    });
    const aborted = Object.assign(new HttpError('aborted', 0), { name: 'AbortError' });
    expect(uploadOutcome({ error: aborted })).toMatchObject({ message: 'documents.upload.cancelled' });
  });
});
