import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { refusal } from '../../../providers/data/http';
import { describeError } from '../../../i18n/errorMessage';
import { UPLOAD_ERROR } from '../../../domain/documents/upload';
import { everyTextI18nProvider } from '../../../catalogue/allLanguages';
import { uploadOutcome } from './uploadResponse';

describe('upload outcome', () => {
  it('answers the created document', () => {
    expect(uploadOutcome({ json: { uuid: 'd1', status: 0 } })).toEqual({
      ok: true,
      document: { uuid: 'd1', status: 0 },
    });
  });

  it("answers the refusal's key (translated where it is shown), and the existing document of a duplicate", () => {
    const type = {
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'a.doc: only PDF, PNG… are accepted',
      key: UPLOAD_ERROR.type,
    };
    expect(uploadOutcome({ error: refusal(415, type, 'Unsupported Media Type') })).toEqual({
      ok: false,
      status: 415,
      message: UPLOAD_ERROR.type,
      duplicateOf: undefined,
    });
    const duplicate = {
      code: 'DUPLICATE',
      message: 'a.pdf: this file was already imported (b.pdf)',
      key: UPLOAD_ERROR.duplicate,
      params: { name: 'b.pdf' },
      value: 'd9',
    };
    expect(uploadOutcome({ error: refusal(409, duplicate, 'Conflict') })).toMatchObject({
      ok: false,
      duplicateOf: 'd9',
      message: UPLOAD_ERROR.duplicate,
    });
  });

  it('falls back on the status text, the maintenance text for 504, a network message, a cancelled one', () => {
    expect(uploadOutcome({ error: refusal(413, undefined, 'Payload Too Large') })).toMatchObject({
      message: 'Payload Too Large',
    });
    // the key of the one error rule (src/i18n/errorMessage.ts), translated where it is shown
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

  it("says why a file is refused in the reader's language: the server's size limit, an empty file, the duplicate's name", async () => {
    const i18n = everyTextI18nProvider();
    const said = async (locale: string, body: object) => {
      await i18n.changeLocale(locale);
      return describeError(400, { message: 'the server speaks English', ...body }, '', {
        locale,
        translate: i18n.translate,
      });
    };
    const tooLarge = { code: 'PAYLOAD_TOO_LARGE', key: UPLOAD_ERROR.tooLarge, params: { max: 25 } };
    const empty = { code: 'UNREADABLE_FILE', key: UPLOAD_ERROR.empty };
    const duplicate = { code: 'DUPLICATE', key: UPLOAD_ERROR.duplicate, params: { name: 'b.pdf' }, value: 'd9' };
    expect(await said('fr', tooLarge)).toBe('Le fichier dépasse la limite de 25 Mo.');
    expect(await said('fr', empty)).toBe('Le fichier est vide.');
    expect(await said('fr', duplicate)).toBe('Ce fichier a déjà été importé sous le nom b.pdf.');
    expect(await said('en', tooLarge)).toBe('The file is larger than the limit of 25 MB.');
    for (const locale of ['en', 'fr', 'de', 'ru', 'cn'])
      for (const key of Object.values(UPLOAD_ERROR)) {
        const text = await said(locale, { code: 'BAD_REQUEST', key, params: { max: 25, name: 'b.pdf' } });
        expect(text, `${locale} ${key}`).not.toMatch(/error\.|server speaks|%\{/);
      }
  });
});
