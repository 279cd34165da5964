import { describe, expect, it } from 'vitest';
import { extractFields } from './fields';
import { readDocument } from './read';
import { toLines } from './layout';
import { findVatTable } from './vatTable';
import { readCorpus } from '../../../test/extraction';

const TEXT = { ocr: false, algorithm: 'PDF' as const, useXml: false };
const XML = { ...TEXT, useXml: true };
const noCtx = { suppliers: [], companyItems: [] };
const table = (text: string, ht: string, tva: string) => findVatTable(toLines(text), ht, tva);
const short = (lines: { rate: string; base: string; amount: string }[] | undefined) =>
  lines?.map((l) => `${l.rate}:${l.base}:${l.amount}`);

describe('VAT summary tables in the text', () => {
  it('reads French, English and German summary lines that add up to the totals', () => {
    const fr = 'Total HT  300,00\nTVA 20% base 100,00 montant 20,00\nTVA 5,5 % base 200,00 montant 11,00\nTTC  331,00';
    expect(short(table(fr, '300.00', '31.00'))).toEqual(['20:100.00:20.00', '5.5:200.00:11.00']);
    const en = 'VAT @ 20% on 1,000.00   200.00\nVAT @ 5.5% on 2,000.00   110.00\nTotal due 3,310.00';
    expect(short(table(en, '3000.00', '310.00'))).toEqual(['20:1000.00:200.00', '5.5:2000.00:110.00']);
    const de = 'MwSt. 19 % auf 336,00 EUR   63,84\nMwSt. 7 % auf 160,00 EUR   11,20';
    expect(short(table(de, '496.00', '75.04'))).toEqual(['19:336.00:63.84', '7:160.00:11.20']);
  });
  it('reads a table whose header names VAT, rate and base, zero-rated lines and category codes included', () => {
    const text = [
      'Détail TVA        Code     Taux      Base TVA     Montant TVA',
      '                  S        20,00%    11,00        2,20',
      'DEBOURS           E        0,00%     60,00        0,00',
      '                  S        10,00%    27,00        2,70',
    ].join('\n');
    expect(table(text, '98.00', '4.90')).toEqual([
      { rate: '20', base: '11.00', amount: '2.20', category: 'S' },
      { rate: '0', base: '60.00', amount: '0.00', category: 'E' },
      { rate: '10', base: '27.00', amount: '2.70', category: 'S' },
    ]);
  });
  it('keeps nothing that does not add up to the totals, and counts a table repeated on every page once', () => {
    const text = 'TVA 20% base 100,00 montant 20,00\nTVA 5,5 % base 200,00 montant 11,00';
    expect(table(text, '300.00', '31.50')).toBeUndefined();
    expect(table(text, '310.00', '31.00')).toBeUndefined();
    expect(table(`${text}\n\f\n${text}`, '300.00', '31.00')).toHaveLength(2);
    // a rate whose amount is not base x rate is no VAT line (a discount "5,00% sur 100,00 EUR -5,00" is not VAT)
    expect(table('Remise 5,00% sur 100,00 EUR   -7,00', '100.00', '5.00')).toBeUndefined();
    expect(table('no rate here 100,00 20,00', '100.00', '20.00')).toBeUndefined();
  });

  it.each([
    // a French credit note at 20% + 5.5% (the XML says so too)
    ['zugferd-corpus', 'Avoir_FR_type381_BASIC.pdf', ['20:-20.48:-4.10', '5.5:-198.00:-10.89']],
    // a German invoice at 7% + 19%
    ['zugferd-corpus', 'MustangGnuaccountingBeispielRE-20201121_508.pdf', ['7:160.00:11.20', '19:336.00:63.84']],
    // a French invoice at 20%, 10% and two zero-rated categories
    [
      'facturx-fnfe',
      'Facture_F20220023-LE_FOURNISSEUR-POUR-LE_CLIENT_EN_16931.pdf',
      ['20:11.00:2.20', '0:60.00:0.00', '10:27.00:2.70', '0:2.00:0.00'],
    ],
  ])('%s/%s: the text layer gives the breakdown the XML states', async (folder, file, expected) => {
    const bytes = readCorpus(folder, file);
    const text = extractFields(await readDocument(bytes, 'application/pdf', TEXT), noCtx);
    expect(text.vatLines?.source).toBe('text');
    expect(short(text.vatLines?.value)).toEqual(expected);
    const xml = extractFields(await readDocument(bytes, 'application/pdf', XML), noCtx);
    expect(xml.vatLines?.source).toBe('xml');
    expect(short(xml.vatLines?.value)).toEqual(expected);
  });

  it('finds no table where the text states none (the totals alone imply the rate later)', async () => {
    const read = await readDocument(readCorpus('invoice2data', 'free_fiber.pdf'), 'application/pdf', TEXT);
    expect(extractFields(read, noCtx).vatLines).toBeUndefined();
  });
});
