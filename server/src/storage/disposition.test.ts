import { describe, expect, it } from 'vitest';
import { fileDisposition } from './disposition';

describe('fileDisposition', () => {
  it('names an ASCII file plainly', () => {
    expect(fileDisposition('invoices-2026-10.csv')).toBe('attachment; filename="invoices-2026-10.csv"');
    expect(fileDisposition('x.pdf', 'inline')).toBe('inline; filename="x.pdf"');
  });

  it('sends a name beyond ASCII as RFC 5987 filename*, with an ASCII fallback', () => {
    expect(fileDisposition('Soc.Gén-Müller & Söhne-F1.pdf')).toBe(
      `attachment; filename="Soc.G_n-M_ller & S_hne-F1.pdf"; filename*=UTF-8''Soc.G%C3%A9n-M%C3%BCller%20%26%20S%C3%B6hne-F1.pdf`,
    );
    expect(fileDisposition('счёт.pdf', 'inline')).toBe(
      `inline; filename="____.pdf"; filename*=UTF-8''%D1%81%D1%87%D1%91%D1%82.pdf`,
    );
  });

  it('also sends filename* for the characters a client may split or decode the plain name on', () => {
    expect(fileDisposition('a "b".zip')).toBe(`attachment; filename="a _b_.zip"; filename*=UTF-8''a%20%22b%22.zip`);
    expect(fileDisposition('50%; off.pdf')).toBe(
      `attachment; filename="50__ off.pdf"; filename*=UTF-8''50%25%3B%20off.pdf`,
    );
  });
});
