/**
 * OCR with tesseract.js: a small pool of long-lived workers (ocrPool.ts), language data
 * read from the @tesseract.js-data packages through a folder of links (never downloaded).
 * Words come back with their boxes and are laid out like the PDF text layer (columns kept apart).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { createWorker, PSM, type Worker } from 'tesseract.js';
import { abortable, acquire, discard, release, shutdownPool } from './ocrPool';
import { layoutLines } from './pdf';

const require = createRequire(import.meta.url);

export interface OcrConfig {
  /** tesseract language codes, first is primary (default eng+fra+deu). */
  languages: string[];
  /** Long-lived workers (default 1 on 2 cores, at most 2). */
  poolSize: number;
  /** Folder holding the links to the language data (default: os.tmpdir()/paperdesk-tessdata). */
  cacheDir: string;
}

const config: OcrConfig = {
  languages: ['eng', 'fra', 'deu'],
  poolSize: Math.max(1, Math.min(2, Math.floor(os.cpus().length / 2))),
  cacheDir: path.join(os.tmpdir(), 'paperdesk-tessdata'),
};

export function configureOcr(c: Partial<OcrConfig>) {
  Object.assign(config, c);
}

/** Folder of the packaged `<lang>.traineddata.gz` of @tesseract.js-data/<lang> (4.0.0_best_int). */
export function packagedLanguageFile(lang: string): string {
  const pkg = require.resolve(`@tesseract.js-data/${lang}/package.json`);
  return path.join(path.dirname(pkg), '4.0.0_best_int', `${lang}.traineddata.gz`);
}

/** Creates (once) the folder of links to the language data and returns it. */
export function languageDir(languages = config.languages, dir = config.cacheDir): string {
  fs.mkdirSync(dir, { recursive: true });
  for (const lang of languages) {
    const target = packagedLanguageFile(lang);
    if (!fs.existsSync(target)) throw new Error(`OCR language data missing for "${lang}" (${target})`);
    const link = path.join(dir, `${lang}.traineddata.gz`);
    try {
      const cur = fs.readlinkSync(link);
      if (cur === target) continue;
      fs.unlinkSync(link);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'EINVAL') fs.unlinkSync(link); // a plain file: replace it
    }
    try {
      fs.symlinkSync(target, link);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') fs.copyFileSync(target, link);
    }
  }
  return dir;
}

async function newWorker(langs: string[]): Promise<Worker> {
  const dir = languageDir(langs);
  const w = await createWorker(langs, 1 /* LSTM only */, {
    langPath: dir,
    cacheMethod: 'none',
    gzip: true,
    logger: () => undefined,
    errorHandler: () => undefined,
  });
  // The API's default page segmentation is a single block (6); the CLI's is automatic (3), far better on invoices
  // (user_defined_dpi is left alone: forcing 300 lost the boxed header lines of some pages)
  await w.setParameters({ tessedit_pageseg_mode: PSM.AUTO, preserve_interword_spaces: '1' });
  return w;
}

export interface OcrWord {
  text: string;
  conf: number;
  left: number;
  top: number;
  width: number;
  height: number;
  line: string;
}

export interface OcrPage {
  text: string;
  words: OcrWord[];
  confidence: number;
}

/** Parses tesseract's TSV (level 5 = words). */
export function parseTsv(tsv: string): OcrWord[] {
  const words: OcrWord[] = [];
  for (const row of tsv.split('\n')) {
    const c = row.split('\t');
    if (c.length < 12 || c[0] !== '5') continue;
    const text = c.slice(11).join('\t').trim();
    if (!text) continue;
    words.push({
      text,
      conf: Number(c[10]),
      left: Number(c[6]),
      top: Number(c[7]),
      width: Number(c[8]),
      height: Number(c[9]),
      line: `${c[2]}.${c[3]}.${c[4]}`,
    });
  }
  return words;
}

/** Lays OCR words out as text lines (reading order, columns kept apart), like the PDF text layer. */
export function layoutWords(words: OcrWord[]): string {
  // one baseline per tesseract line: words of a line share the line's bottom
  const lineBottom = new Map<string, number>();
  const lineHeight = new Map<string, number>();
  for (const w of words) {
    lineBottom.set(w.line, Math.max(lineBottom.get(w.line) ?? 0, w.top + w.height));
    lineHeight.set(w.line, Math.max(lineHeight.get(w.line) ?? 0, w.height));
  }
  const items = words.map((w) => ({
    str: w.text,
    x: w.left,
    y: -(lineBottom.get(w.line) ?? w.top + w.height),
    w: w.width,
    size: Math.max(8, (lineHeight.get(w.line) ?? w.height) * 0.9),
    group: w.line,
  }));
  return layoutLines(items).join('\n');
}

/** OCR of one image (PNG, JPEG, TIFF, WebP, BMP, GIF bytes); an abort cuts it short (its worker is terminated). */
export async function ocrImage(image: Buffer, signal?: AbortSignal): Promise<OcrPage> {
  const slot = await acquire(config.languages.join('+'), config.poolSize, () => newWorker(config.languages), signal);
  let discarded = false;
  const cut = () => {
    discarded = true;
    discard(slot);
  };
  try {
    const worker = await abortable(slot.worker, signal, cut);
    const job = worker.recognize(image, {}, { text: false, tsv: true });
    job.catch(() => undefined); // a terminated worker may still reject it
    const { data } = await abortable(job, signal, cut);
    const words = parseTsv(data.tsv ?? '');
    const confs = words.map((w) => w.conf).filter((c) => c >= 0);
    return {
      text: layoutWords(words),
      words,
      confidence: confs.length ? confs.reduce((a, b) => a + b, 0) / confs.length / 100 : 0,
    };
  } finally {
    if (!discarded) release(slot);
  }
}

/** Starts the workers ahead of the first document (optional). */
export async function warmUpOcr(): Promise<void> {
  const s = await acquire(config.languages.join('+'), config.poolSize, () => newWorker(config.languages));
  try {
    await s.worker;
  } finally {
    release(s);
  }
}

export const shutdownOcr = shutdownPool;
