/**
 * PDF access: structure check (corrupt / encrypted), attachments, text layer in reading order
 * (pdfjs-dist legacy build, Node 20) and page rendering to PNG (mupdf) for OCR.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { PDFDocumentProxy } from 'pdfjs-dist/types/src/display/api';

/** pdfjs's character maps: text in fonts with predefined CJK CMaps (UniGB-UCS2-H...) reads as text. */
const CMAP_DIR =
  path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'cmaps') + path.sep;

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
let pdfjsPromise: Promise<PdfJs> | undefined;
const pdfjs = () => (pdfjsPromise ??= import('pdfjs-dist/legacy/build/pdf.mjs'));

type MuPdf = typeof import('mupdf');
let mupdfPromise: Promise<MuPdf> | undefined;
export const loadMupdf = () => (mupdfPromise ??= import('mupdf'));

export class PdfError extends Error {
  constructor(
    readonly reason: 'corrupt' | 'encrypted',
    message: string,
  ) {
    super(message);
    this.name = 'PdfError';
  }
}

/** Opens a PDF with pdfjs; throws PdfError('encrypted' | 'corrupt'). The caller must destroy() it. */
export async function openPdf(bytes: Buffer | Uint8Array): Promise<PDFDocumentProxy> {
  const { getDocument } = await pdfjs();
  // pdfjs transfers (detaches) the buffer it is given: always hand it a copy.
  const data = new Uint8Array(bytes.byteLength);
  data.set(bytes);
  const task = getDocument({
    data,
    isEvalSupported: false,
    verbosity: 0,
    stopAtErrors: false,
    useSystemFonts: false,
    disableFontFace: true,
    cMapUrl: CMAP_DIR,
    cMapPacked: true,
  });
  try {
    return await task.promise;
  } catch (e) {
    await task.destroy().catch(() => undefined);
    const name = (e as { name?: string }).name;
    if (name === 'PasswordException') throw new PdfError('encrypted', 'the PDF is protected by a password');
    throw new PdfError('corrupt', `the PDF cannot be read: ${(e as Error).message}`);
  }
}

export interface PdfAttachment {
  filename: string;
  content: Uint8Array;
}

export async function getAttachments(doc: PDFDocumentProxy): Promise<PdfAttachment[]> {
  const att = (await doc.getAttachments().catch(() => null)) as Record<
    string,
    { filename: string; content: Uint8Array }
  > | null;
  if (!att) return [];
  return Object.values(att)
    .filter((a) => a?.content?.length)
    .map((a) => ({ filename: a.filename, content: a.content }));
}

interface Item {
  str: string;
  x: number;
  y: number;
  w: number;
  size: number;
  /** OCR line id: items of one line stay together */ group?: string;
}

/**
 * Text of one page, one line per text line in reading order: items grouped by baseline,
 * sorted by x, gaps kept as spaces (wide gaps as several spaces, so columns stay apart).
 */
export async function pageText(doc: PDFDocumentProxy, pageNo: number): Promise<string> {
  const page = await doc.getPage(pageNo);
  try {
    const tc = await page.getTextContent({ disableNormalization: false });
    const items: Item[] = [];
    for (const raw of tc.items) {
      if (!('str' in raw)) continue;
      const str = raw.str.replace(/\s+/g, ' ');
      if (!str.trim()) continue;
      const [a, b, c, d, e, f] = raw.transform as number[];
      const size = Math.max(Math.hypot(c, d), Math.hypot(a, b), raw.height || 0, 1);
      const rotated = Math.abs(b) > Math.abs(a) * 0.2;
      if (rotated) {
        // Vertical text (margins, stamps): keep it, on a line of its own.
        items.push({ str, x: e, y: f - 100000, w: raw.width, size });
        continue;
      }
      items.push({ str, x: e, y: f, w: raw.width, size });
    }
    return layoutLines(items).join('\n');
  } finally {
    page.cleanup();
  }
}

/**
 * Lines of text from positioned items: items grouped by baseline, sorted by x and placed at a character
 * column proportional to x (like `pdftotext -layout`), so that a value printed under a column header
 * stays under it; a word gap gives one space, a wider gap at least two.
 */
export function layoutLines(items: Item[]): string[] {
  if (!items.length) return [];
  const widths = items
    .filter((i) => i.str.length >= 2)
    .map((i) => i.w / i.str.length)
    .sort((p, q) => p - q);
  const sizes = items.map((i) => i.size).sort((p, q) => p - q);
  // a narrow character unit (10th percentile), so that text seldom runs past the column of the next item
  const unit = Math.max(1, widths.length ? widths[Math.floor(widths.length * 0.1)] : sizes[sizes.length >> 1] * 0.45);
  const minX = Math.min(...items.map((i) => i.x));
  items.sort((p, q) => q.y - p.y || p.x - q.x);
  const lines: { y: number; size: number; items: Item[] }[] = [];
  for (const it of items) {
    // Items of one line share (nearly) the same baseline; compare with the lines formed last.
    let target: (typeof lines)[number] | undefined = it.group
      ? lines.find((l) => l.items.some((o) => o.group === it.group))
      : undefined;
    for (let i = lines.length - 1; !target && i >= Math.max(0, lines.length - 3); i--) {
      const l = lines[i];
      const tol = Math.max(1.5, Math.min(l.size, it.size) * 0.45);
      if (Math.abs(l.y - it.y) > tol) continue;
      // two items cannot share a line where they overlap (a title above a row, close baselines)
      const clash = l.items.some(
        (o) =>
          (!it.group || o.group !== it.group) &&
          Math.min(o.x + o.w, it.x + it.w) - Math.max(o.x, it.x) > Math.min(o.w, it.w) * 0.3,
      );
      if (clash) continue;
      target = l;
      break;
    }
    if (target) target.items.push(it);
    else lines.push({ y: it.y, size: it.size, items: [it] });
  }
  return lines
    .map((l) => {
      l.items.sort((p, q) => p.x - q.x);
      let out = '';
      let end = -Infinity;
      for (const it of l.items) {
        const charW = Math.max(0.5, it.str.length ? it.w / it.str.length : it.size * 0.5);
        const str = out ? it.str : it.str.trimStart();
        const col = Math.round((it.x - minX) / unit);
        if (!out) {
          out = ' '.repeat(Math.max(0, col));
        } else {
          const gap = it.x - end;
          const minSpaces = gap > Math.max(charW, unit) * 1.6 ? 2 : gap > charW * 0.2 ? 1 : 0;
          const have = out.length - out.trimEnd().length;
          if (str.startsWith(' ')) {
            // the item brings its own space
          } else if (have < minSpaces) out += ' '.repeat(minSpaces - have);
          if (minSpaces >= 2 && out.length < col) out += ' '.repeat(col - out.length);
        }
        out += out.endsWith(' ') ? str.trimStart() : str;
        end = Math.max(end, it.x + it.w);
      }
      return out.trimEnd();
    })
    .filter((s) => s.trim());
}

/** Usable text: enough letters or digits to be a real text layer, not a few stray marks on a scan. */
export function usableText(text: string): boolean {
  const alnum = (text.match(/[\p{L}\p{N}]/gu) ?? []).length;
  const words = (text.match(/[\p{L}]{3,}/gu) ?? []).length;
  return alnum >= 40 && words >= 8;
}

export const MAX_RENDER_PIXELS = 40_000_000; // ~ A3 at 400 dpi; larger pages are scaled down

/** Renders page `index` (0-based) to a grey PNG at `dpi`, capped to MAX_RENDER_PIXELS. */
export async function renderPage(
  bytes: Buffer | Uint8Array,
  index: number,
  dpi = 300,
  forOcr = false,
): Promise<Buffer> {
  const mupdf = await loadMupdf();
  const doc = mupdf.Document.openDocument(bytes, 'application/pdf');
  try {
    return renderLoaded(mupdf, doc, index, dpi, forOcr);
  } finally {
    doc.destroy();
  }
}

/** Renders several pages of one document (0-based indexes). */
export async function renderPages(bytes: Buffer | Uint8Array, indexes: number[], dpi = 300): Promise<Buffer[]> {
  const mupdf = await loadMupdf();
  const doc = mupdf.Document.openDocument(bytes, 'application/pdf');
  try {
    return indexes.map((i) => renderLoaded(mupdf, doc, i, dpi));
  } finally {
    doc.destroy();
  }
}

export function renderLoaded(
  mupdf: MuPdf,
  doc: InstanceType<MuPdf['Document']>,
  index: number,
  dpi: number,
  forOcr = false,
): Buffer {
  const page = doc.loadPage(index);
  try {
    const [x0, y0, x1, y1] = page.getBounds();
    const w = Math.abs(x1 - x0),
      h = Math.abs(y1 - y0);
    let scale = dpi / 72;
    const px = w * h * scale * scale;
    if (px > MAX_RENDER_PIXELS) scale = Math.sqrt(MAX_RENDER_PIXELS / (w * h)) * 0.995;
    const pix = page.toPixmap(mupdf.Matrix.scale(scale, scale), mupdf.ColorSpace.DeviceGray, false, true);
    try {
      if (forOcr) cleanForOcr(pix, scale * 72);
      return Buffer.from(pix.asPNG());
    } finally {
      pix.destroy();
    }
  } finally {
    page.destroy();
  }
}

type Pixmap = InstanceType<MuPdf['Pixmap']>;

/**
 * Prepares a grey page image for tesseract: ruling lines (long dark horizontal or vertical runs, table and box
 * borders) and light shaded backgrounds are whitened. Boxed rows are otherwise often taken for graphics and
 * dropped by the page segmentation. Character strokes are far shorter than the runs removed.
 */
export function cleanForOcr(pix: Pixmap, dpi: number): void {
  if (pix.getNumberOfComponents() !== 1 || pix.getAlpha()) return;
  const W = pix.getWidth(),
    H = pix.getHeight(),
    stride = pix.getStride();
  const px = pix.getPixels();
  const DARK = 160,
    LIGHT = 200;
  const minH = Math.max(30, Math.round(dpi * 0.35)),
    minV = Math.max(40, Math.round(dpi * 0.45));
  const kill = new Uint8Array(W * H);
  for (let y = 0; y < H; y++) {
    let run = 0;
    const row = y * stride;
    for (let x = 0; x <= W; x++) {
      if (x < W && px[row + x] < DARK) {
        run++;
        continue;
      }
      if (run >= minH) kill.fill(1, y * W + x - run, y * W + x);
      run = 0;
    }
  }
  for (let x = 0; x < W; x++) {
    let run = 0;
    for (let y = 0; y <= H; y++) {
      if (y < H && px[y * stride + x] < DARK) {
        run++;
        continue;
      }
      if (run >= minV) for (let k = y - run; k < y; k++) kill[k * W + x] = 1;
      run = 0;
    }
  }
  for (let y = 0; y < H; y++) {
    const row = y * stride,
      krow = y * W;
    for (let x = 0; x < W; x++) if (kill[krow + x] || px[row + x] >= LIGHT) px[row + x] = 255;
  }
}

/** Number of pages according to mupdf (for files pdfjs cannot open). */
export async function mupdfPageCount(bytes: Buffer | Uint8Array): Promise<number> {
  const mupdf = await loadMupdf();
  const doc = mupdf.Document.openDocument(bytes, 'application/pdf');
  try {
    return doc.countPages();
  } finally {
    doc.destroy();
  }
}

/**
 * An image ready for OCR: decoded by mupdf, turned grey, scaled down when huge (MAX_RENDER_PIXELS), ruling
 * lines and light backgrounds whitened (cleanForOcr), as PNG. Unreadable images throw.
 */
export async function prepareImage(bytes: Buffer, mime: string): Promise<Buffer> {
  const mupdf = await loadMupdf();
  let w = 0,
    h = 0,
    dpi = 300;
  try {
    const img = new mupdf.Image(bytes);
    w = img.getWidth();
    h = img.getHeight();
    const res = img.getXResolution();
    if (res >= 100 && res <= 1200) dpi = res;
    img.destroy();
  } catch (e) {
    throw new Error(`the image cannot be decoded (${(e as Error).message})`);
  }
  if (!w || !h) throw new Error('the image is empty');
  const doc = mupdf.Document.openDocument(bytes, mime);
  try {
    const page = doc.loadPage(0);
    try {
      const [x0, , x1] = page.getBounds();
      const s = Math.min(1, Math.sqrt(MAX_RENDER_PIXELS / (w * h)) * 0.995);
      const scale = (w * s) / Math.max(1, Math.abs(x1 - x0));
      const pix = page.toPixmap(mupdf.Matrix.scale(scale, scale), mupdf.ColorSpace.DeviceGray, false, true);
      try {
        cleanForOcr(pix, dpi * s);
        return Buffer.from(pix.asPNG());
      } finally {
        pix.destroy();
      }
    } finally {
      page.destroy();
    }
  } finally {
    doc.destroy();
  }
}
