/** Totals: withholding taxes, one-row HT | VAT | TTC tables with sub-totals, VAT lines naming their base. */
import { describe, expect, it } from 'vitest';
import { toLines } from './layout';
import { chooseTotals, findAmountCandidates, findWithholdings, noVatCharged, rowTriple } from './totals';

const totalsOf = (...rows: string[]) => {
  const lines = toLines(rows.join('\n'));
  return chooseTotals(findAmountCandidates(lines), findWithholdings(lines));
};

describe('withholding taxes (IRPF, ritenuta) are neither VAT nor part of the total', () => {
  it('Spanish IRPF: the net paid is HT + VAT - IRPF; the total is HT + VAT', () => {
    const t = totalsOf(
      'Base imponible              1.500,00',
      'IVA 21%                     315,00',
      'Retención IRPF 15%          -225,00',
      'Total factura               1.590,00',
    );
    expect([t.ht, t.tva, t.ttc]).toEqual(['1500.00', '315.00', '1815.00']);
  });

  it('finds withholding amounts by their labels', () => {
    const lines = toLines(["Ritenuta d'acconto 20%        -400,00", 'IVA 22%        457,60'].join('\n'));
    expect(findWithholdings(lines)).toEqual(['400.00']);
  });

  it('without a withholding line a short total is not stretched', () => {
    const t = totalsOf('Base imponible     100,00', 'IVA 21%            21,00', 'Total factura      121,00');
    expect(t.ttc).toBe('121.00');
    expect(chooseTotals([], ['5.00']).ttc).toBeUndefined();
  });
});

describe('one row holding HT, VAT and the total', () => {
  it('reads a row as a triple only when it adds up at a plausible rate', () => {
    expect(rowTriple(['40.83', '8.17', '49.00'])).toEqual(['40.83', '8.17', '49.00']);
    expect(rowTriple(['2.00', '3.00', '5.00'])).toBeUndefined();
    expect(rowTriple(['8.17', '49.00'])).toBeUndefined();
  });

  it('the document total row wins over section sub-totals', () => {
    const t = totalsOf(
      '                                HT        TVA        TTC',
      'Abonnement fibre                33,33     6,67       40,00',
      'Option TV                       5,00      1,00       6,00',
      'Sous-total abonnements          38,33     7,67       46,00',
      'Communications hors forfait     2,50      0,50       3,00',
      'Sous-total communications       2,50      0,50       3,00',
      'Total de votre facture          40,83     8,17       49,00',
    );
    expect([t.ht, t.tva, t.ttc]).toEqual(['40.83', '8.17', '49.00']);
  });
});

it('a VAT line naming its base after the rate ("VAT at 20% on charges") is the VAT', () => {
  const t = totalsOf(
    'Professional charges                      2,750.00',
    'Total charges                             2,870.00',
    'VAT at 20% on charges                     550.00',
    'Total payable                             3,420.00',
  );
  expect([t.ht, t.tva, t.ttc]).toEqual(['2870.00', '550.00', '3420.00']);
});

it('a VAT summary by rate without a summed row: the base and tax columns add up to the total', () => {
  const t = totalsOf(
    'Esigibilita IVA     %IVA     Spese accessorie     Totale imponibile     Totale imposta',
    'I (immediata)       22,00    0,00                 1.250,00              275,00',
    'I (immediata)       10,00    0,00                 300,00                30,00',
    '',
    'Importo bollo      Sconto/Maggiorazione      Arrotondamento      Totale documento',
    '                                                                 1.855,00',
  );
  expect([t.ht, t.tva, t.ttc]).toEqual(['1550.00', '305.00', '1855.00']);
});

describe('GST split into CGST + SGST, tax lines by rate', () => {
  it('"Taxable Value" is the base; CGST and SGST on consecutive lines add up to the tax', () => {
    const t = totalsOf(
      '                          TAX INVOICE',
      'Managed hosting        998315    1     10,000.00    10,000.00',
      '                     Taxable Value                  10,000.00',
      '                     CGST @ 9%                         900.00',
      '                     SGST @ 9%                         900.00',
      '                     Invoice Total                  11,800.00',
    );
    expect([t.ht, t.tva, t.ttc]).toEqual(['10000.00', '1800.00', '11800.00']);
  });

  it('IGST alone is the tax', () => {
    const t = totalsOf(
      'Taxable amount        5,000.00',
      'IGST 18%                900.00',
      'Total                 5,900.00',
    );
    expect([t.ht, t.tva, t.ttc]).toEqual(['5000.00', '900.00', '5900.00']);
  });

  it('two VAT lines by rate without a VAT total', () => {
    const t = totalsOf(
      'Nettobetrag                 300,00',
      'MwSt 7 %                     14,00',
      'MwSt 19 %                    19,00',
      'Gesamtbetrag                333,00',
    );
    expect([t.ht, t.tva, t.ttc]).toEqual(['300.00', '33.00', '333.00']);
  });

  it('"Tax invoice" and "P.IVA 123..." are not tax amounts', () => {
    const lines = toLines(['TAX INVOICE', 'Via Roma 1 - P.IVA 12345670019', 'Item   1,200.00'].join('\n'));
    expect(findAmountCandidates(lines).filter((c) => c.field === 'tva')).toEqual([]);
  });
});

describe('a note saying no VAT is charged', () => {
  it.each([
    "Operazione in franchigia da IVA ai sensi dell'art. 1, commi 54-89, L. 190/2014.",
    "Operazione senza applicazione dell'IVA, regime forfettario.",
    'TVA non applicable, art. 293 B du CGI (franchise en base de TVA).',
    'Gemäß § 19 UStG wird keine Umsatzsteuer berechnet (Kleinunternehmerregelung).',
    'No VAT charged: supplier not VAT registered.',
    'Vrijgesteld van btw op grond van de kleineondernemersregeling.',
  ])('%s', (note) => expect(noVatCharged(toLines(note))).toBe(true));

  it('a VAT line or "Total sin IVA" is no such note', () => {
    expect(noVatCharged(toLines(['Total sin IVA   100,00', 'IVA 21 %   21,00'].join('\n')))).toBe(false);
  });
});

describe('VAT told as included in the total is a share of it, not an addition', () => {
  it.each([
    [
      'nl',
      [
        'Subtotaal              121,00',
        'Verzendkosten           6,95',
        'Totaal (incl. btw)     115,85',
        'Waarvan btw 21%         20,11',
      ],
    ],
    ['fr', ['Sous-total              121,00', 'Total                   115,85', 'dont TVA 20 %            19,31']],
    ['de', ['Zwischensumme           121,00', 'Gesamt (inkl. MwSt.)    115,85', 'davon MwSt. 19 %         18,50']],
    ['en', ['Subtotal                121.00', 'Total (incl. VAT)       115.85', 'of which VAT 20%         19.31']],
    ['es', ['Subtotal                121,00', 'Total                   115,85', 'IVA incluido 21%         20,11']],
  ])('%s', (_lang, rows) => {
    const t = totalsOf(...rows);
    expect(t.ttc).toBe('115.85');
    expect(t.ht).toBe((Number(t.ttc) - Number(t.tva)).toFixed(2));
    expect(t.ht).not.toBe('121.00');
  });

  it('"Totaal incl. btw" is the total, not a VAT amount', () => {
    const lines = toLines(
      ['Totaal excl. btw     100,00', 'Btw 21%               21,00', 'Totaal incl. btw     121,00'].join('\n'),
    );
    expect(findAmountCandidates(lines).some((c) => c.field === 'tva' && c.value === '121.00')).toBe(false);
    const t = chooseTotals(findAmountCandidates(lines));
    expect([t.ht, t.tva, t.ttc]).toEqual(['100.00', '21.00', '121.00']);
  });
});
