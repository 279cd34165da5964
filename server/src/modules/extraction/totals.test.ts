/** Totals: withholding taxes, one-row HT | VAT | TTC tables with sub-totals, VAT lines naming their base. */
import { describe, expect, it } from 'vitest';
import { toLines } from './layout';
import { chooseTotals, findAmountCandidates, findWithholdings, rowTriple } from './totals';

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
