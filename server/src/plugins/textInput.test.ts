import { describe, expect, it } from 'vitest';
import { sanitizeFilename } from '../modules/documents/import';
import { checkValue, cleanRichText, MAX_DEPTH, stripBidiControls, textProblem } from './textInput';

describe('text input', () => {
  it('refuses C0 controls and half characters, keeps tab, line breaks and every script', () => {
    expect(textProblem('a\u0000b')).toBe('control characters are not allowed');
    expect(textProblem('\u001b[31m')).toBe('control characters are not allowed');
    expect(textProblem('a\ud800')).toBe('the text is not valid Unicode');
    expect(textProblem('\udfffa')).toBe('the text is not valid Unicode');
    for (const ok of ['ligne 1\r\n\tligne 2', 'שלום \u200f עולם', '😀 👨‍👩‍👧', 'e\u0301', '\u007f'])
      expect(textProblem(ok)).toBeUndefined();
  });

  it('names the field, at any depth, of a body, a query or a key', () => {
    expect(() => checkValue({ invoices: [{ name: 'x\u0000' }] })).toThrow(
      'Invalid input: invoices.0.name: control characters are not allowed',
    );
    expect(() => checkValue({ q: '\u0007' }, ['query'])).toThrow('query.q: control characters are not allowed');
    expect(() => checkValue({ data: { 'a\u0000': 1 } })).toThrow(
      'data: a field name: control characters are not allowed',
    );
    expect(() => checkValue('\u0000')).toThrow('body: control characters are not allowed');
  });

  it('refuses bodies nested deeper than the app ever sends', () => {
    let deep: unknown = 1;
    for (let i = 0; i < MAX_DEPTH + 1; i++) deep = [deep];
    expect(() => checkValue({ a: deep })).toThrow(`nested more than ${MAX_DEPTH} levels deep`);
    let fine: unknown = 1;
    for (let i = 0; i < 10; i++) fine = { x: fine };
    expect(checkValue(fine)).toBe(fine);
  });

  it('cleans rich text instead of refusing it, and writes ids in lower case', () => {
    expect(cleanRichText('<p>a\u000bb\u000cc\u0000d\ud800</p>')).toBe('<p>a\nb\ncd\ufffd</p>');
    const body = {
      emailtemplate: '<p>x\u0000</p>',
      mailContent: 'y\u0001',
      id: 'ABCDEF01-2345-4789-ABCD-EF0123456789',
      name: 'ABC',
    };
    checkValue(body);
    expect(body).toEqual({
      emailtemplate: '<p>x</p>',
      mailContent: 'y',
      id: 'abcdef01-2345-4789-abcd-ef0123456789',
      name: 'ABC',
    });
  });

  it('strips bidirectional controls from file names, which disguise extensions', () => {
    expect(stripBidiControls('x\u202Egnp.pdf')).toBe('xgnp.pdf');
    expect(sanitizeFilename('x\u202Egnp.pdf')).toBe('xgnp.pdf');
    expect(sanitizeFilename('\u2066facture\u2069\u200f.exe\u0000.pdf')).toBe('facture.exe_.pdf');
    expect(sanitizeFilename(' ..\\..\\ .secret')).toBe('secret');
    expect(sanitizeFilename(sanitizeFilename(' . .x'))).toBe(sanitizeFilename(' . .x'));
    expect([...sanitizeFilename('😀'.repeat(300))]).toHaveLength(200);
  });
});
