import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { describeError, errorDetail, MAINTENANCE_KEY, type ErrorTranslator } from './errorMessage';

describe('error detail', () => {
  it('shows the maintenance message for a 504', () => {
    expect(errorDetail(new HttpError('Gateway Timeout', 504, { message: 'upstream' }))).toBe(MAINTENANCE_KEY);
  });
  it("prefers the server's message field", () => {
    expect(errorDetail(new HttpError('Bad Request', 400, { message: 'Name already used' }))).toBe('Name already used');
  });
  it("falls back to the error's own message, then to the raw error", () => {
    expect(errorDetail(new Error('Network down'))).toBe('Network down');
    expect(errorDetail('plain text')).toBe('plain text');
    expect(errorDetail({ code: 7 })).toBe('{"code":7}');
    expect(errorDetail(undefined)).toBe('ra.notification.http_error');
  });
});

describe('the one error rule, with the interface translator', () => {
  const texts: Record<string, string> = {
    'error.code.PAYLOAD_TOO_LARGE': 'Le fichier est trop volumineux.',
    'error.code.IN_USE': 'Élément utilisé.',
    'error.maintenance': 'Maintenance en cours.',
    'error.emailtaken': 'Adresse déjà prise.',
    'error.code.NETWORK': 'Serveur injoignable.',
  };
  const fr: ErrorTranslator = { locale: 'fr', translate: (k, args) => texts[k] ?? String(args?._ ?? k) };
  const en: ErrorTranslator = { locale: 'en', translate: (k, args) => String(args?._ ?? k) };

  it('translates by key, field or code; an English reader keeps the server sentence', () => {
    expect(describeError(504, '<html>', 'Gateway Timeout', fr)).toBe('Maintenance en cours.');
    expect(describeError(413, '<html>too large</html>', 'Payload Too Large', fr)).toBe(
      'Le fichier est trop volumineux.',
    );
    expect(describeError(413, '<html>too large</html>', 'Payload Too Large', en)).toBe('Payload Too Large');
    const taken = {
      code: 'DUPLICATE',
      message: 'A user with the e-mail a@b.c already exists',
      fields: { email: 'error.emailtaken' },
    };
    expect(describeError(409, taken, '', fr)).toBe('Adresse déjà prise.');
    expect(describeError(409, taken, '', en)).toBe('A user with the e-mail a@b.c already exists');
    expect(describeError(409, { code: 'IN_USE', message: 'Used by Invoices' }, '', fr)).toBe('Élément utilisé.');
    expect(describeError(0, undefined, undefined, fr)).toBe('Serveur injoignable.');
    expect(errorDetail(new HttpError('x', 409, { code: 'IN_USE', message: 'Used by Invoices' }), fr)).toBe(
      'Élément utilisé.',
    );
  });
});
