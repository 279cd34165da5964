import { describe, expect, it } from 'vitest';
import { CANDIDATE_POOR_PAGES, ocrNote, ocrWins, planPages } from './pagePath';

const PAGE = [
  'ACME SARL                                   FACTURE N° FA-2024-001',
  'Date de facture : 12/03/2024        Échéance : 11/04/2024',
  'Prestation de conseil, mars 2024                     100,00',
  '                                   Total HT          100,00 EUR',
  '                                   TVA 20 %           20,00 EUR',
  '                                   Total TTC         120,00 EUR',
].join('\n');
/** A page of conditions: words, no amount, no date. */
const TERMS =
  'Conditions générales de vente. Toute commande vaut acceptation des présentes conditions. Les pénalités de retard sont exigibles sans rappel préalable, ainsi que l’indemnité forfaitaire pour frais de recouvrement.';
const NO_AMOUNTS = PAGE.replace(/\d+,\d\d( EUR)?/g, '');
const NO_DATES = PAGE.replace(/\d\d\/\d\d\/\d{4}/g, '');
/** The page drawn with a font whose characters map to the wrong code points (digits to control characters). */
const GARBLED = [...PAGE].map((c) => (/\s/.test(c) ? c : String.fromCharCode(c.charCodeAt(0) - 29))).join('');

describe('the path of each page', () => {
  it('reads a clean text layer alone, whatever its other pages hold', () => {
    expect(planPages([PAGE], false).map((p) => p.ocr)).toEqual([undefined]);
    // amounts on one page, dates on another: the document has both
    expect(planPages([NO_AMOUNTS, TERMS, NO_DATES], false).map((p) => p.ocr)).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('sends garbled pages, empty pages and AKI documents to OCR', () => {
    expect(planPages([PAGE, GARBLED, ''], false).map((p) => p.ocr)).toEqual([undefined, 'garbled', 'no-text']);
    expect(planPages([GARBLED], false)[0].quality?.garbled).toBe('odd-characters');
    expect(planPages([PAGE], true).map((p) => p.ocr)).toEqual(['aki']);
  });

  it('sends the first pages of a document without amounts (or dates) to OCR, a few at most', () => {
    expect(planPages([NO_AMOUNTS, TERMS, TERMS, TERMS], false).map((p) => p.ocr)).toEqual([
      'no-amounts',
      'no-amounts',
      undefined,
      undefined,
    ]);
    expect(CANDIDATE_POOR_PAGES).toBe(2);
    expect(planPages([NO_DATES], false).map((p) => p.ocr)).toEqual(['no-dates']);
    // a garbled page goes to OCR: what it holds may be what the others lack
    expect(planPages([GARBLED, TERMS], false).map((p) => p.ocr)).toEqual(['garbled', undefined]);
  });

  it('keeps whichever reading has more usable candidates; a tie keeps the exact text layer', () => {
    const [garbled] = planPages([GARBLED], false);
    expect(ocrWins(garbled, PAGE)).toBe(true);
    expect(ocrWins(garbled, '')).toBe(false);
    expect(ocrWins(garbled, 'some words read from a smudge')).toBe(false);
    const [noAmounts] = planPages([NO_AMOUNTS], false);
    expect(ocrWins(noAmounts, PAGE)).toBe(true);
    // more candidates, but still no amount: the text layer stays
    expect(ocrWins(noAmounts, `${NO_AMOUNTS}\nRéf. AB-1234 CD-5678 EF-9012`)).toBe(false);
    const [clean] = planPages([PAGE], false);
    expect(ocrWins(clean, PAGE)).toBe(false);
    expect(ocrWins({ ocr: 'no-text' }, 'anything')).toBe(true);
    expect(ocrWins({ ocr: 'aki' }, '')).toBe(true);
  });

  it('says which path won and why', () => {
    const [garbled] = planPages([GARBLED], false);
    expect(ocrNote(2, garbled, true)).toBe('page 2: text layer garbled (odd characters), read by OCR');
    expect(ocrNote(2, garbled, false)).toMatch(/^page 2: text layer garbled \(odd characters\), OCR read no more/);
    expect(ocrNote(1, planPages([NO_AMOUNTS], false)[0], true)).toBe('page 1: text layer without amounts, read by OCR');
    expect(ocrNote(1, { ocr: 'no-text' }, true)).toBeUndefined();
  });
});
