import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { describeError, errorDetail, MAINTENANCE_KEY, type ErrorTranslator } from './errorMessage';

describe('error detail', () => {
  it('shows the maintenance message for a 504', () => {
    expect(errorDetail(new HttpError('Gateway Timeout', 504, { message: 'upstream' }))).toBe(MAINTENANCE_KEY);
  });
  it("shows the refusal's key, never the server's English sentence", () => {
    expect(
      errorDetail(
        new HttpError('Bad Request', 400, { code: 'DUPLICATE', message: 'Name used', key: 'error.duplicatename' }),
      ),
    ).toBe('error.duplicatename');
    expect(errorDetail(new HttpError('Bad Request', 400, { code: 'CONFLICT', message: 'Name already used' }))).toBe(
      'error.code.CONFLICT',
    );
  });
  it("falls back to the error's own message, then to the raw error", () => {
    expect(errorDetail(new Error('Network down'))).toBe('Network down');
    expect(errorDetail('plain text')).toBe('plain text');
    expect(errorDetail({ code: 7 })).toBe('{"code":7}');
    expect(errorDetail(undefined)).toBe('ra.notification.http_error');
  });
});

describe('the one error rule, with the interface translator: key, then fields, then code', () => {
  const texts: Record<string, string> = {
    'error.code.PAYLOAD_TOO_LARGE': 'Le fichier est trop volumineux.',
    'error.code.IN_USE': 'Élément utilisé.',
    'error.code.VALIDATION': 'Certaines valeurs ne sont pas valides',
    'error.code.NOT_FOUND': "Cet élément n'existe plus.",
    'error.maintenance': 'Maintenance en cours.',
    'error.emailtaken': 'Adresse déjà prise.',
    'error.required': 'Obligatoire.',
    'error.field': '%{field} : %{message}',
    'error.code.NETWORK': 'Serveur injoignable.',
    'error.notfound': '%{what} introuvable.',
    'error.thing.document': 'Document',
    'error.payment.notlisted': "Le document %{invoice} n'est pas dans la liste à payer.",
  };
  const polyglot = (k: string, args?: Record<string, unknown>) =>
    texts[k]?.replace(/%\{(\w+)\}/g, (_, n: string) => String(args?.[n])) ?? String(args?._ ?? k);
  const fr: ErrorTranslator = { locale: 'fr', translate: polyglot };
  const en: ErrorTranslator = { locale: 'en', translate: (k, args) => String(args?._ ?? k) };

  it('shows the maintenance message for a 504, whatever the body', () => {
    expect(describeError(504, '<html>', 'Gateway Timeout', fr)).toBe('Maintenance en cours.');
    expect(describeError(504, { code: 'NOT_FOUND', key: 'error.notfound' }, '', fr)).toBe('Maintenance en cours.');
  });

  it('translates the key with its figures, a figure that is a key translated too, before fields and code', () => {
    const notListed = {
      code: 'INVALID_STATE',
      message: 'Document F-12 is not on the to-pay list',
      key: 'error.payment.notlisted',
      params: { invoice: 'F-12' },
    };
    expect(describeError(409, notListed, '', fr)).toBe("Le document F-12 n'est pas dans la liste à payer.");
    const missing = {
      code: 'NOT_FOUND',
      message: 'Document not found',
      key: 'error.notfound',
      params: { what: 'error.thing.document' },
    };
    expect(describeError(404, missing, '', fr)).toBe('Document introuvable.');
    const both = { code: 'DUPLICATE', message: 'taken', key: 'error.emailtaken', fields: { email: 'error.required' } };
    expect(describeError(409, both, '', fr)).toBe('Adresse déjà prise.');
  });

  it("then the fields' keys, a generic check naming its field; an English reader reads them too", () => {
    const taken = {
      code: 'DUPLICATE',
      message: 'A user with the e-mail a@b.c already exists',
      fields: { email: 'error.emailtaken' },
    };
    expect(describeError(409, taken, '', fr)).toBe('Adresse déjà prise.');
    expect(describeError(409, taken, '', en)).toBe('error.emailtaken');
    const required = {
      code: 'VALIDATION',
      message: 'Invalid input: name: required',
      fields: { name: 'error.required' },
    };
    expect(describeError(400, required, '', fr)).toBe('Certaines valeurs ne sont pas valides: name : Obligatoire.');
  });

  it("then the code's text, then the status's; the server's sentence is never shown", () => {
    expect(describeError(409, { code: 'IN_USE', message: 'Used by Invoices' }, '', fr)).toBe('Élément utilisé.');
    expect(errorDetail(new HttpError('x', 409, { code: 'IN_USE', message: 'Used by Invoices' }), fr)).toBe(
      'Élément utilisé.',
    );
    expect(describeError(404, { message: 'Not here' }, 'Not Found', fr)).toBe("Cet élément n'existe plus.");
    expect(describeError(413, '<html>too large</html>', 'Payload Too Large', fr)).toBe(
      'Le fichier est trop volumineux.',
    );
    // no text for the status in the reader's catalogue: the caller's own
    expect(describeError(413, '<html>too large</html>', 'Payload Too Large', en)).toBe('Payload Too Large');
    expect(describeError(0, undefined, undefined, fr)).toBe('Serveur injoignable.');
  });
});
