import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readDocument } from './read';
import { GARBLED, textQuality } from './textQuality';
import { HELD_SETS } from '../../../test/fixtures/heldoutSets';
import { GARBLINGS, garbledPdf } from '../../../test/garbledPdf';
import { readCorpus } from '../../../test/extraction';
import { INVOICES } from '../../../test/fixtures/invoices';

const REAL_PDFS = fs
  .readdirSync(INVOICES)
  .flatMap((source) => fs.readdirSync(path.join(INVOICES, source)).map((file) => [source, file] as const))
  .filter(([, file]) => file.endsWith('.pdf'));

const TEXT = { ocr: false, algorithm: 'PDF' as const, useXml: false };
const textOf = async (pdf: Buffer) => (await readDocument(pdf, 'application/pdf', TEXT)).text;

const INVOICE = [
  'PLOMBERIE MARCHAND EURL                    FACTURE N° 2024-0315',
  'Bordeaux, le 18 avril 2024',
  'Désignation                     Qté    P.U. HT     Total HT',
  'Remplacement chauffe-eau 200 L  1      890,00      890,00',
  '                                Total HT           1 055,00 EUR',
  '                                TVA 10 %           105,50 EUR',
  '                                Total TTC          1 160,50 EUR',
  'Règlement à 30 jours, soit au plus tard le 18/05/2024.',
].join('\n');

describe('text-layer quality', () => {
  it('counts the candidates as the finders read them: amounts, dates, number-like tokens, labels', () => {
    const q = textQuality(INVOICE);
    // 890,00 twice and the three totals; "10 %" is a rate, "200" and "1" have no decimals nor currency
    expect(q.amounts).toBe(5);
    expect(q.dates).toBe(2);
    // 2024-0315 (the number) and 200; the dates and amounts are not counted again
    expect(q.numbers).toBe(2);
    // Facture N°, Total HT (twice), TVA, Total TTC, au plus tard le
    expect(q.labels).toBeGreaterThanOrEqual(6);
    expect(q.candidates).toBe(q.amounts + q.dates + q.numbers + q.labels);
    expect(q.garbled).toBeUndefined();
  });

  it('tells garbled text: private-use characters, implausible words, letters set apart', () => {
    const privateUse = [...INVOICE].map((c) => (/\s/.test(c) ? c : String.fromCodePoint(0xe000 + c.charCodeAt(0))));
    expect(textQuality(privateUse.join(''))).toMatchObject({ garbled: 'odd-characters', amounts: 0, labels: 0 });
    // a subset font's glyph indexes read as characters, digits kept: words no language writes
    const shifted = INVOICE.replace(/[A-Za-z]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 29));
    const q = textQuality(shifted);
    expect(q.garbled).toBe('implausible-words');
    expect(q.implausibleWords).toBeGreaterThan(GARBLED.implausibleWords);
    expect(q.labels).toBe(0);
    const spaced = INVOICE.replace(/\p{L}(?=\p{L})/gu, '$& ');
    expect(textQuality(spaced).garbled).toBe('spaced-letters');
    expect(textQuality(spaced).labels).toBeLessThan(textQuality(INVOICE).labels);
  });

  it('reads the garbled text layers of the test PDFs as garbled, or without amounts', async () => {
    const lines = HELD_SETS[0][2][0].lines;
    const quality = async (g: (typeof GARBLINGS)[number]) => textQuality(await textOf(garbledPdf(lines, g)));
    expect((await quality('private-use')).garbled).toBe('odd-characters');
    expect((await quality('shifted')).garbled).toBe('odd-characters');
    expect((await quality('spaced')).garbled).toBe('spaced-letters');
    expect(await quality('digits-unmapped')).toMatchObject({ amounts: 0, dates: 0 });
    expect((await quality('digits-unmapped')).garbled).toBeUndefined();
  });

  it('finds no clean invoice garbled, typed or scanned, with a margin', async () => {
    const pages = [
      ...(await Promise.all(HELD_SETS.flatMap(([, , set]) => set.map((h) => textOf(h.pdf))))),
      // the real invoices kept for the tests, every page
      ...(await Promise.all(REAL_PDFS.map(([source, file]) => textOf(readCorpus(source, file))))).flatMap((t) =>
        t.split('\f'),
      ),
    ];
    expect(pages.length).toBeGreaterThan(150);
    for (const page of pages) {
      const q = textQuality(page);
      expect(q.garbled).toBeUndefined();
      expect(q.oddChars).toBe(0);
      expect(q.implausibleWords).toBeLessThan(GARBLED.implausibleWords / 2);
      expect(q.spacedLetters).toBeLessThan(GARBLED.spacedLetters / 4);
    }
  });
});
