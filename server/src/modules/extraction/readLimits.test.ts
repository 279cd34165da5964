import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { configureOcr, ocrImage, shutdownOcr, warmUpOcr } from './ocr';
import { renderPage } from './pdf';
import { readDocument } from './read';
import { BOXES, fixture, pagesPdf, readCorpus } from '../../../test/extraction';

describe('reading within limits (page bombs, time limits)', () => {
  const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'paperdesk-ocr-limits-'));
  configureOcr({ cacheDir, poolSize: 1 });
  afterAll(async () => {
    await shutdownOcr();
    fs.rmSync(cacheDir, { recursive: true, force: true });
  });

  it('reads at most maxPages of a 5,000-page PDF and says it stopped; blank pages cost no OCR', async () => {
    const bomb = pagesPdf(5000);
    expect(bomb.length).toBeLessThan(600_000);
    const t0 = Date.now();
    const read = await readDocument(bomb, 'application/pdf', { ocr: true, algorithm: 'PDF', maxPages: 50 });
    expect(Date.now() - t0).toBeLessThan(15_000);
    expect(read).toMatchObject({ pages: 5000, source: 'none', stopped: { reason: 'limit', pagesRead: 50 } });
    expect(read.text.split('\f')).toHaveLength(50);
  }, 60_000);

  it("keeps the supplier's smaller page count without calling it a stop", async () => {
    const read = await readDocument(readCorpus('zugferd-corpus', 'EN16931_Miete.pdf'), 'application/pdf', {
      ocr: false,
      algorithm: 'PDF',
      useXml: false,
      pageLimit: 2,
      maxPages: 3,
    });
    expect(read.stopped).toBeUndefined();
    expect(read.text.split('\f')).toHaveLength(2);
    const capped = await readDocument(readCorpus('zugferd-corpus', 'EN16931_Miete.pdf'), 'application/pdf', {
      ocr: false,
      algorithm: 'PDF',
      useXml: false,
      pageLimit: -1,
      maxPages: 3,
    });
    expect(capped.stopped).toEqual({ reason: 'limit', pagesRead: 3 });
  });

  it('stops between pages when its signal aborts and answers what it read', async () => {
    const controller = new AbortController();
    const pages: number[] = [];
    const read = await readDocument(pagesPdf(400, BOXES), 'application/pdf', {
      ocr: true,
      algorithm: 'PDF',
      signal: controller.signal,
      onPage: (done, total) => {
        pages.push(done);
        if (done === total / 2 + 2) controller.abort(new Error('time'));
      },
    });
    expect(read.stopped).toEqual({ reason: 'aborted', pagesRead: 2 });
    expect(pages.at(-1)).toBe(402);
  }, 60_000);

  it('cuts an OCR in progress short (its worker is terminated) and the next OCR still works', async () => {
    await warmUpOcr();
    const image = await renderPage(fixture('plain.pdf'), 0, 300, true);
    const t0 = Date.now();
    const full = await ocrImage(image);
    const normal = Date.now() - t0;
    expect(full.text).toMatch(/FA-2024-001/);
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('time is up')), normal / 4);
    const t1 = Date.now();
    await expect(ocrImage(image, controller.signal)).rejects.toThrow('time is up');
    expect(Date.now() - t1).toBeLessThan(normal / 4 + 150);
    expect((await ocrImage(image)).text).toMatch(/FA-2024-001/);
  }, 120_000);
});
