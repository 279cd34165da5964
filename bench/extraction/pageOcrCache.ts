/**
 * OCR texts kept between bench runs (BENCH_OCR_CACHE=file), and the page OCR that readDocument calls through them
 * (bench helper): a page is OCRed (mupdf render at 300 dpi, cleaned, tesseract.js) only the first time. Whole
 * documents are kept under their corpus path (the OCR run's texts, pages joined by form feeds), single pages under the
 * hash of their rendering: two PDFs that print the same page share its OCR.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import { ocrImage, renderPage, shutdownOcr } from '../../server/src/modules/extraction';
import type { ReadOptions } from '../../server/src/modules/extraction';
import { configureOcr, warmUpOcr } from '../../server/src/modules/extraction/ocr';

export interface CachedOcr {
  text: string;
  pages: number;
  /** OCR time (render + recognition) when it was made. */
  ms: number;
}

export class OcrCache {
  readonly entries: Record<string, CachedOcr>;
  private started = false;
  /** Pages readDocument asked for, and pages recognised in this run (not found in the cache). */
  asked = 0;
  recognised = 0;

  constructor(
    private readonly file: string | undefined,
    private readonly languages: string[],
  ) {
    this.entries = file && fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
  }

  save() {
    if (this.file) fs.writeFileSync(this.file, JSON.stringify(this.entries));
  }

  private async recognise(png: Buffer): Promise<string> {
    if (!this.started) {
      configureOcr({ languages: this.languages, poolSize: 1 });
      await warmUpOcr();
      this.started = true;
    }
    this.recognised++;
    return (await ocrImage(png)).text;
  }

  /** Ends the OCR workers this cache started. */
  async close() {
    if (this.started) await shutdownOcr();
    this.started = false;
  }

  /**
   * readDocument's page OCR through the cache; `docKey` names the document's whole-document entry when it has one.
   * `ms` adds up the OCR time of the pages asked (as cached: the time a real read would have spent).
   */
  pageOcr(docKey?: string): { pageOcr: NonNullable<ReadOptions['pageOcr']>; ms: () => number } {
    let ms = 0;
    const pageOcr: NonNullable<ReadOptions['pageOcr']> = async (bytes, indexes) => {
      const pages = [];
      for (const index of indexes) {
        this.asked++;
        const whole = docKey ? this.entries[docKey] : undefined;
        const texts = whole?.text.split('\n\f\n');
        if (whole && texts && texts.length === whole.pages && texts[index] !== undefined) {
          ms += whole.ms / whole.pages;
          pages.push({ index, text: texts[index] });
          continue;
        }
        const r0 = performance.now();
        const png = await renderPage(bytes, index, 300, true);
        const key = `page:${crypto.createHash('sha1').update(png).digest('hex')}`;
        let hit = this.entries[key];
        if (!hit) {
          const text = await this.recognise(png);
          hit = this.entries[key] = { text, pages: 1, ms: performance.now() - r0 };
        }
        ms += hit.ms;
        pages.push({ index, text: hit.text });
      }
      return { pages, aborted: false };
    };
    return { pageOcr, ms: () => ms };
  }
}
