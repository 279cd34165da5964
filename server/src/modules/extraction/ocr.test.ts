import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { extractFields } from './fields';
import { configureOcr, languageDir, layoutWords, parseTsv, shutdownOcr } from './ocr';
import { ocrPdfPages } from './ocrPages';
import { readDocument } from './read';
import { fixture, label, readCorpus } from '../../../test/extraction';
import { HELD_OUT } from '../../../test/fixtures/heldoutSets';
import { garbledPdf } from '../../../test/garbledPdf';

// OCR is slow (seconds per page): few tests, one worker, reused.
describe('OCR (tesseract.js, local language data)', () => {
  const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'paperdesk-ocr-test-'));
  configureOcr({ cacheDir, poolSize: 1 });
  afterAll(async () => {
    await shutdownOcr();
    fs.rmSync(cacheDir, { recursive: true, force: true });
  });

  it('links the packaged language data into one folder, without downloading', () => {
    const dir = languageDir(['eng', 'fra', 'deu'], cacheDir);
    for (const l of ['eng', 'fra', 'deu'])
      expect(fs.statSync(path.join(dir, `${l}.traineddata.gz`)).size).toBeGreaterThan(100_000);
    // idempotent
    expect(languageDir(['eng'], cacheDir)).toBe(dir);
  });

  it('lays words out in lines and columns', () => {
    const tsv = [
      'level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext',
      '5\t1\t1\t1\t1\t1\t100\t100\t120\t30\t95\tTotal',
      '5\t1\t1\t1\t1\t2\t240\t100\t60\t30\t95\tTTC',
      '5\t1\t2\t1\t1\t1\t1500\t102\t160\t30\t90\t120,00',
      '5\t1\t3\t1\t1\t1\t100\t200\t200\t30\t90\tSIRET',
    ].join('\n');
    const words = parseTsv(tsv);
    expect(words).toHaveLength(4);
    const lines = layoutWords(words).split('\n');
    expect(lines[0]).toMatch(/^Total TTC {2,}120,00$/);
    expect(lines[1]).toBe('SIRET');
  });

  it('AKI reads PDF pages by OCR (render + tesseract); an empty page gives no text', async () => {
    const aki = await readDocument(fixture('plain.pdf'), 'application/pdf', {
      ocr: true,
      algorithm: 'AKI',
      useXml: false,
    });
    expect(aki.source).toBe('ocr');
    expect(aki.text).toMatch(/FA-2024-001/);
    expect(extractFields(aki, { suppliers: [], companyItems: [] }).totalTTC?.value).toBe('120.00');
    const empty = Buffer.from(
      fixture('plain.pdf')
        .toString('latin1')
        .replace(/\(Facture[^)]*\)/, '()'),
      'latin1',
    );
    const none = await readDocument(empty, 'application/pdf', { ocr: true, algorithm: 'PDF' });
    expect(none.source).toBe('none');
    expect(none.warnings.join(' ')).toMatch(/no text found/);
  }, 120_000);

  it('reads a garbled text layer by OCR of the page, a clean one without OCR', async () => {
    const artisan = HELD_OUT.find((h) => h.name === 'fr-artisan')!;
    const called: number[][] = [];
    const pageOcr: typeof ocrPdfPages = (bytes, indexes, opts) => {
      called.push(indexes);
      return ocrPdfPages(bytes, indexes, opts);
    };
    const opts = { ocr: true, algorithm: 'PDF' as const, useXml: false, pageOcr };
    const clean = await readDocument(artisan.pdf, 'application/pdf', opts);
    expect(clean).toMatchObject({ source: 'text', pagePaths: ['text'] });
    expect(called).toEqual([]);
    const read = await readDocument(garbledPdf(artisan.lines, 'shifted'), 'application/pdf', opts);
    expect(called).toEqual([[0]]);
    expect(read).toMatchObject({ source: 'ocr', pagePaths: ['ocr'] });
    expect(read.warnings).toContain('page 1: text layer garbled (odd characters), read by OCR');
    const f = extractFields(read, { suppliers: [], companyItems: [] });
    expect(f.totalTTC).toMatchObject({ value: '1160.50', source: 'ocr' });
    expect(f.invoiceNumber?.value).toBe('2024-0315');
  }, 120_000);

  it('reads a corpus PNG and extracts its fields (source ocr)', async () => {
    const l = label('invoice2data', 'AmazonWebServices.png');
    const read = await readDocument(readCorpus('invoice2data', 'AmazonWebServices.png'), 'image/png', {
      ocr: true,
      algorithm: 'PDF',
    });
    expect(read).toMatchObject({ kind: 'image', source: 'ocr' });
    expect(read.text).toMatch(/Amazon Web Services/);
    const f = extractFields(read, { suppliers: [], companyItems: [] });
    expect(f.invoiceNumber?.value).toBe(l.invoice_number);
    expect(f.totalTTC?.value).toBe('4.11');
    expect(f.date?.value).toBe(l.date);
    expect(f.totalTTC?.source).toBe('ocr');
  }, 120_000);
});
