/**
 * OCR of PDF pages one at a time, stoppable: the signal is checked between pages and cuts an OCR in progress
 * short. A blank page (nothing drawn, seen on a tiny render) never goes to tesseract: a file of thousands of
 * empty pages costs milliseconds a page, not seconds.
 */
import { ocrImage } from './ocr';
import { loadMupdf, renderLoaded } from './pdf';

const PROBE_DPI = 36;

export interface PageOcr {
  index: number;
  text?: string;
  error?: string;
}

/**
 * Reads `indexes` (0-based) by OCR; stops at an abort, answering the pages done and `aborted`. A page that
 * fails throws (`failFast`) or is answered with its error.
 */
export async function ocrPdfPages(
  bytes: Buffer | Uint8Array,
  indexes: number[],
  opts: { signal?: AbortSignal; onPage?: (index: number) => void; failFast?: boolean } = {},
): Promise<{ pages: PageOcr[]; aborted: boolean }> {
  const mupdf = await loadMupdf();
  const doc = mupdf.Document.openDocument(bytes, 'application/pdf');
  const pages: PageOcr[] = [];
  try {
    for (const index of indexes) {
      if (opts.signal?.aborted) return { pages, aborted: true };
      try {
        if (isBlank(mupdf, doc, index)) pages.push({ index, text: '' });
        else
          pages.push({ index, text: (await ocrImage(renderLoaded(mupdf, doc, index, 300, true), opts.signal)).text });
      } catch (e) {
        if (opts.signal?.aborted) return { pages, aborted: true };
        if (opts.failFast) throw e;
        pages.push({ index, error: (e as Error).message });
      }
      opts.onPage?.(index);
    }
    return { pages, aborted: false };
  } finally {
    doc.destroy();
  }
}

type MuPdf = Awaited<ReturnType<typeof loadMupdf>>;

/** True when a small grey render of the page is white all over (anti-aliasing keeps even small print visible). */
function isBlank(mupdf: MuPdf, doc: InstanceType<MuPdf['Document']>, index: number): boolean {
  const page = doc.loadPage(index);
  try {
    const pix = page.toPixmap(
      mupdf.Matrix.scale(PROBE_DPI / 72, PROBE_DPI / 72),
      mupdf.ColorSpace.DeviceGray,
      false,
      true,
    );
    try {
      const px = pix.getPixels();
      for (let i = 0; i < px.length; i++) if (px[i] < 250) return false;
      return true;
    } finally {
      pix.destroy();
    }
  } finally {
    page.destroy();
  }
}
