import { describe, expect, it } from 'vitest';
import { detectFileType } from './filetype';
import { MAX_RENDER_PIXELS, cleanForOcr, loadMupdf, prepareImage, renderPage } from './pdf';
import { extractFields } from './fields';
import { inspectPdf, readDocument, ReadError } from './read';
import type { ReadOptions } from './types';
import { fixture, readCorpus } from '../../../test/extraction';
import { HELD_OUT } from '../../../test/fixtures/heldoutSets';
import { garbledPdf } from '../../../test/garbledPdf';

const PDF = { ocr: false, algorithm: 'PDF' as const, useXml: false };

describe('file type by magic bytes', () => {
  it('recognizes PDF, images and e-invoice XML whatever the name', async () => {
    expect(await detectFileType(readCorpus('invoice2data', 'oyo.pdf'))).toEqual({
      mime: 'application/pdf',
      ext: 'pdf',
    });
    // a PNG renamed .pdf is still a PNG
    expect(await detectFileType(readCorpus('invoice2data', 'oyo.png'))).toEqual({ mime: 'image/png', ext: 'png' });
    expect(await detectFileType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]))).toEqual({
      mime: 'image/jpeg',
      ext: 'jpg',
    });
    expect(await detectFileType(Buffer.from('II*\0\x08\0\0\0', 'latin1'))).toEqual({ mime: 'image/tiff', ext: 'tif' });
    expect(await detectFileType(Buffer.from('RIFF\x24\0\0\0WEBPVP8 ', 'latin1'))).toEqual({
      mime: 'image/webp',
      ext: 'webp',
    });
    expect(await detectFileType(readCorpus('zugferd-corpus', 'Facture_FR_BASICWL.factur-x.xml'))).toEqual({
      mime: 'application/xml',
      ext: 'xml',
    });
    expect(await detectFileType(fixture('ubl-invoice.xml'))).toEqual({ mime: 'application/xml', ext: 'xml' });
    expect(await detectFileType(Buffer.from('<?xml version="1.0"?><note>hi</note>'))).toBeNull();
    expect(await detectFileType(Buffer.from('just some text, not a document'))).toBeNull();
    expect(await detectFileType(Buffer.alloc(0))).toBeNull();
  });

  it('reads a PNG sent as a PDF as an image (here without OCR: no text, a warning)', async () => {
    const r = await readDocument(readCorpus('invoice2data', 'oyo.png'), 'application/pdf', PDF);
    expect(r).toMatchObject({ kind: 'image', source: 'none', text: '' });
    expect(r.warnings.join(' ')).toMatch(/image\/png/);
  });

  it('refuses unknown formats with a clear error', async () => {
    await expect(readDocument(Buffer.from('GIF? no: plain bytes'), 'application/octet-stream', PDF)).rejects.toThrow(
      /unsupported file type/,
    );
    await expect(readDocument(Buffer.from('<?xml version="1.0"?><note/>'), 'application/xml', PDF)).rejects.toThrow(
      /not a CII or UBL/,
    );
  });
});

describe('PDF structure', () => {
  it('inspects a good PDF', async () => {
    expect(await inspectPdf(readCorpus('zugferd-corpus', 'EN16931_Miete.pdf'))).toEqual({
      ok: true,
      pages: 4,
      encrypted: false,
    });
    expect(await inspectPdf(fixture('plain.pdf'))).toEqual({ ok: true, pages: 1, encrypted: false });
  });

  it('reports an encrypted PDF, and reading it throws a clear error', async () => {
    const bytes = fixture('encrypted.pdf');
    expect(await inspectPdf(bytes)).toEqual({ ok: false, reason: 'encrypted' });
    const err = await readDocument(bytes, 'application/pdf', PDF).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ReadError);
    expect((err as ReadError).code).toBe('ENCRYPTED');
    expect((err as Error).message).toMatch(/encrypted/);
  });

  it('reports a corrupt PDF, and reading it throws', async () => {
    const good = readCorpus('invoice2data', 'oyo.pdf');
    const truncated = Buffer.concat([good.subarray(0, 400), Buffer.from('\n garbage \x00\x01\x02')]);
    const garbage = Buffer.from('%PDF-1.7\n\x00\x01 this is not a pdf body at all');
    for (const bytes of [truncated, garbage]) {
      expect(await inspectPdf(bytes)).toEqual({ ok: false, reason: 'corrupt' });
      await expect(readDocument(bytes, 'application/pdf', PDF)).rejects.toThrow(/damaged/);
    }
    expect(await inspectPdf(Buffer.from('not a pdf'))).toEqual({ ok: false, reason: 'corrupt' });
  });

  it('reads the text layer in reading order, columns kept apart, limited to the first pages', async () => {
    const bytes = readCorpus('zugferd-corpus', 'EN16931_Miete.pdf');
    const all = await readDocument(bytes, 'application/pdf', PDF);
    expect(all).toMatchObject({ kind: 'pdf', source: 'text', pages: 4 });
    expect(all.text.split('\f')).toHaveLength(4);
    expect(all.text).toMatch(/Rechnungssumme ohne USt\. {2,}286,52/);
    const first = await readDocument(bytes, 'application/pdf', { ...PDF, pageLimit: 1 });
    expect(first.text.split('\f')).toHaveLength(1);
    expect(first.text).toContain('Mietrechnung (387) Nr. 9314110911/00/M/00/N vom 01.10.2018');
    expect(first.text).not.toContain('Rechnungssumme');
    const tiny = await readDocument(fixture('plain.pdf'), 'application/pdf', PDF);
    expect(tiny.text).toContain('Facture N° FA-2024-001');
  });

  it('without OCR, a PDF without text says so', async () => {
    // the encrypted fixture's plain twin, with its text drawn as nothing: an empty page
    const empty = Buffer.from(
      fixture('plain.pdf')
        .toString('latin1')
        .replace(/\(Facture[^)]*\)/, '()'),
      'latin1',
    );
    const r = await readDocument(empty, 'application/pdf', PDF);
    expect(r.source).toBe('none');
    expect(r.warnings.join(' ')).toMatch(/OCR is off/);
  });
});

describe('images before OCR', () => {
  it('keeps normal images, scales huge ones down, refuses broken ones', async () => {
    const png = readCorpus('invoice2data', 'oyo.png');
    const ready = new (await loadMupdf()).Image(await prepareImage(png, 'image/png'));
    const orig = new (await loadMupdf()).Image(png);
    expect([ready.getWidth(), ready.getHeight(), ready.getNumberOfComponents()]).toEqual([
      orig.getWidth(),
      orig.getHeight(),
      1,
    ]);
    const mupdf = await loadMupdf();
    const doc = mupdf.Document.openDocument(fixture('plain.pdf'), 'application/pdf');
    const page = doc.loadPage(0);
    const pix = page.toPixmap(mupdf.Matrix.scale(12, 12), mupdf.ColorSpace.DeviceGray, false, true);
    const huge = Buffer.from(pix.asPNG());
    expect(pix.getWidth() * pix.getHeight()).toBeGreaterThan(MAX_RENDER_PIXELS);
    pix.destroy();
    page.destroy();
    doc.destroy();
    const small = new mupdf.Image(await prepareImage(huge, 'image/png'));
    expect(small.getWidth() * small.getHeight()).toBeLessThanOrEqual(MAX_RENDER_PIXELS);
    expect(small.getWidth()).toBeGreaterThan(4000);
    await expect(readDocument(png.subarray(0, 300), 'image/png', { ocr: true, algorithm: 'PDF' })).rejects.toThrow(
      /cannot be decoded/,
    );
  });

  it('renders PDF pages for OCR at 300 dpi in grey, capped in size', async () => {
    const png = await renderPage(fixture('plain.pdf'), 0, 300);
    const mupdf = await loadMupdf();
    const img = new mupdf.Image(png);
    expect([img.getWidth(), img.getHeight()]).toEqual([2480, 3509]);
    expect(img.getNumberOfComponents()).toBe(1);
    const capped = new mupdf.Image(await renderPage(fixture('plain.pdf'), 0, 2000));
    expect(capped.getWidth() * capped.getHeight()).toBeLessThanOrEqual(MAX_RENDER_PIXELS);
  });
});

describe('page cleaning before OCR', () => {
  it('whitens ruling lines and shaded backgrounds, keeps character strokes', async () => {
    const mupdf = await loadMupdf();
    const pix = new mupdf.Pixmap(mupdf.ColorSpace.DeviceGray, [0, 0, 400, 100], false);
    pix.clear(230); // a light grey shaded box
    const W = pix.getWidth(),
      stride = pix.getStride(),
      px = pix.getPixels();
    for (let x = 10; x < 390; x++) px[50 * stride + x] = 0; // a table border, 380 px long
    for (let y = 20; y < 45; y++) px[y * stride + 100] = 20; // a character stroke, 25 px tall
    cleanForOcr(pix, 300);
    expect(px[50 * stride + 200]).toBe(255);
    expect(px[30 * stride + 100]).toBe(20);
    expect(px[10 * stride + 300]).toBe(255);
    expect(W).toBe(400);
    pix.destroy();
  });
});

describe('the path of each PDF page: text layer or OCR', () => {
  const artisan = HELD_OUT.find((h) => h.name === 'fr-artisan')!;
  const ctx = { suppliers: [], companyItems: [] };
  /** OCR as a stub: reads each page as the clean PDF's text layer, and counts its calls. */
  async function stubOcr() {
    const clean = (await readDocument(artisan.pdf, 'application/pdf', PDF)).text;
    const calls: number[][] = [];
    const pageOcr: ReadOptions['pageOcr'] = async (_bytes, indexes) => {
      calls.push(indexes);
      return { pages: indexes.map((index) => ({ index, text: clean })), aborted: false };
    };
    return { calls, pageOcr };
  }
  const OCR_ON = { ocr: true, algorithm: 'PDF' as const, useXml: false };

  it('never OCRs a page whose text layer reads well', async () => {
    const { calls, pageOcr } = await stubOcr();
    const clean = [
      artisan.pdf,
      readCorpus('invoice2data', 'oyo.pdf'),
      readCorpus('zugferd-corpus', 'EN16931_Miete.pdf'),
      readCorpus('facturx-fnfe', 'Facture_F20220023-LE_FOURNISSEUR-POUR-LE_CLIENT_EN_16931.pdf'),
    ];
    for (const bytes of clean) {
      const read = await readDocument(bytes, 'application/pdf', { ...OCR_ON, pageOcr });
      expect(read.source).toBe('text');
      expect(read.pagePaths?.every((p) => p === 'text')).toBe(true);
    }
    expect(calls).toEqual([]);
  });

  it('reads a garbled text layer by OCR when OCR reads more, and says so', async () => {
    const { calls, pageOcr } = await stubOcr();
    const garbled = garbledPdf(artisan.lines, 'shifted');
    const text = await readDocument(garbled, 'application/pdf', PDF);
    expect(extractFields(text, ctx).totalTTC).toBeUndefined();
    expect(text.warnings).toEqual(['page 1: text layer garbled (odd characters) and OCR is off']);
    const read = await readDocument(garbled, 'application/pdf', { ...OCR_ON, pageOcr });
    expect(calls).toEqual([[0]]);
    expect(read).toMatchObject({ source: 'ocr', pagePaths: ['ocr'] });
    expect(read.warnings).toEqual(['page 1: text layer garbled (odd characters), read by OCR']);
    expect(extractFields(read, ctx).totalTTC).toMatchObject({ value: '1160.50', source: 'ocr' });
  });

  it('reads a text layer without amounts by OCR when OCR finds them', async () => {
    const { calls, pageOcr } = await stubOcr();
    const read = await readDocument(garbledPdf(artisan.lines, 'digits-unmapped'), 'application/pdf', {
      ...OCR_ON,
      pageOcr,
    });
    expect(calls).toEqual([[0]]);
    expect(read).toMatchObject({ source: 'ocr', pagePaths: ['ocr'] });
    expect(read.warnings).toEqual(['page 1: text layer without amounts, read by OCR']);
    expect(extractFields(read, ctx).totalTTC?.value).toBe('1160.50');
  });

  it('keeps the text layer when OCR reads no more', async () => {
    const pageOcr: ReadOptions['pageOcr'] = async (_bytes, indexes) => ({
      pages: indexes.map((index) => ({ index, text: 'illegible' })),
      aborted: false,
    });
    const read = await readDocument(garbledPdf(artisan.lines, 'shifted'), 'application/pdf', { ...OCR_ON, pageOcr });
    expect(read).toMatchObject({ source: 'text', pagePaths: ['text'] });
    expect(read.warnings[0]).toMatch(/^page 1: text layer garbled \(odd characters\), OCR read no more/);
  });
});
