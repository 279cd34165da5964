/**
 * Reading a document, in order: e-invoice XML (embedded in the PDF or standalone) -> PDF text layer
 * -> OCR of images and of pages whose text layer is missing, garbled or short of candidates (`pagePath.ts`), when the
 * company has OCR.
 */
import { EINVOICE_ATTACHMENTS, eInvoiceText, parseEInvoice } from './einvoice';
import { IMAGE_MIMES, detectFileType } from './filetype';
import { ocrImage } from './ocr';
import { ocrPdfPages } from './ocrPages';
import { garbledWhy, ocrNote, ocrWins, planPages } from './pagePath';
import { PdfError, getAttachments, mupdfPageCount, openPdf, pageText, prepareImage } from './pdf';
import type { EInvoice, PagePath, ReadOptions, ReadResult } from './types';
import { readNote } from '../../../../src/domain/documents/readNotes';

export class ReadError extends Error {
  constructor(
    readonly code: 'ENCRYPTED' | 'CORRUPT' | 'UNSUPPORTED',
    message: string,
  ) {
    super(message);
    this.name = 'ReadError';
  }
}

/** Structure check of a PDF: page count, or why it cannot be read. */
export async function inspectPdf(
  bytes: Buffer,
): Promise<{ ok: true; pages: number; encrypted: false } | { ok: false; reason: 'corrupt' | 'encrypted' }> {
  if (!bytes.subarray(0, 1024).includes('%PDF-')) return { ok: false, reason: 'corrupt' };
  try {
    const doc = await openPdf(bytes);
    const pages = doc.numPages;
    try {
      // the first page must load: a broken page tree fails here
      await doc.getPage(1);
    } finally {
      await doc.destroy();
    }
    if (pages < 1) return { ok: false, reason: 'corrupt' };
    return { ok: true, pages, encrypted: false };
  } catch (e) {
    if (e instanceof PdfError) return { ok: false, reason: e.reason };
    return { ok: false, reason: 'corrupt' };
  }
}

/** Pages to read: the supplier's limit (`pageLimit`), never more than `maxPages`; `capped` when the cap cut the file short. */
function pageCount(opts: ReadOptions, total: number) {
  const wanted = opts.pageLimit && opts.pageLimit > 0 ? Math.min(opts.pageLimit, total) : total;
  const n = opts.maxPages && opts.maxPages > 0 ? Math.min(wanted, opts.maxPages) : wanted;
  return { n, capped: n < wanted };
}
const joinPages = (texts: string[]) => texts.join('\n\f\n');
/** pdfjs (no worker in Node) runs on microtasks only: between pages, timers and requests get their turn. */
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

function pickAttachment(
  atts: { filename: string; content: Uint8Array }[],
): { xml: EInvoice; name: string; source: string } | null {
  const rank = (n: string) => {
    const i = EINVOICE_ATTACHMENTS.indexOf(n.toLowerCase());
    return i >= 0 ? i : n.toLowerCase().endsWith('.xml') ? 10 : 99;
  };
  for (const a of [...atts].sort((p, q) => rank(p.filename) - rank(q.filename))) {
    if (rank(a.filename) === 99) continue;
    try {
      const xml = parseEInvoice(a.content);
      if (xml) return { xml, name: a.filename, source: Buffer.from(a.content).toString('utf8') };
    } catch {
      // a malformed attachment: try the next one
    }
  }
  return null;
}

export async function readDocument(bytes: Buffer, mime: string, opts: ReadOptions): Promise<ReadResult> {
  const detected = await detectFileType(bytes);
  const type = detected?.mime ?? mime;
  const useXml = opts.useXml !== false;
  const warnings: string[] = [];
  if (detected && mime && detected.mime !== mime && !(mime === 'text/xml' && detected.mime === 'application/xml')) {
    warnings.push(readNote('contentType', { detected: detected.mime, declared: mime }));
  }

  if (type === 'application/xml' || type === 'text/xml') {
    let xml: EInvoice | null = null;
    try {
      xml = parseEInvoice(bytes);
    } catch (e) {
      throw new ReadError('CORRUPT', `the XML file cannot be read: ${(e as Error).message}`);
    }
    if (!xml) throw new ReadError('UNSUPPORTED', 'the XML file is not a CII or UBL e-invoice');
    const text = eInvoiceText(xml);
    return useXml
      ? { kind: 'xml', source: 'xml', text, pages: 1, xml, xmlSource: Buffer.from(bytes).toString('utf8'), warnings }
      : { kind: 'xml', source: 'text', text, pages: 1, warnings };
  }

  if (IMAGE_MIMES.includes(type)) {
    if (!opts.ocr)
      return {
        kind: 'image',
        source: 'none',
        text: '',
        pages: 1,
        warnings: [...warnings, readNote('imageOcrOff')],
      };
    let image: Buffer;
    try {
      image = await prepareImage(bytes, type);
    } catch (e) {
      throw new ReadError('CORRUPT', (e as Error).message);
    }
    const page = await ocrImage(image, opts.signal);
    if (!page.text.trim()) warnings.push(readNote('ocrNoText'));
    return { kind: 'image', source: 'ocr', text: page.text, pages: 1, warnings };
  }

  if (type !== 'application/pdf')
    throw new ReadError(
      'UNSUPPORTED',
      `unsupported file type${detected ? ` ${detected.mime}` : ''}: expected a PDF, an image or an e-invoice XML`,
    );

  let doc;
  try {
    doc = await openPdf(bytes);
  } catch (e) {
    if (e instanceof PdfError && e.reason === 'encrypted')
      throw new ReadError('ENCRYPTED', 'the PDF is encrypted (password protected) and cannot be read');
    // pdfjs gave up: mupdf repairs some broken files; render them for OCR
    let pages = 0;
    try {
      pages = await mupdfPageCount(bytes);
    } catch {
      /* corrupt for mupdf too */
    }
    if (!pages || !opts.ocr)
      throw new ReadError(
        'CORRUPT',
        `the PDF is damaged and cannot be read${e instanceof Error ? `: ${e.message}` : ''}`,
      );
    return ocrDamagedPdf(bytes, pages, opts, [...warnings, readNote('damagedPdf')]);
  }

  try {
    const pages = doc.numPages;
    let xml: EInvoice | undefined;
    let xmlSource: string | undefined;
    if (useXml) {
      const found = pickAttachment(await getAttachments(doc));
      if (found) ({ xml, source: xmlSource } = found);
    }
    const { n, capped } = pageCount(opts, pages);
    let stopped: ReadResult['stopped'] = capped ? { reason: 'limit', pagesRead: n } : undefined;
    const texts: string[] = [];
    for (let i = 1; i <= n; i++) {
      await breathe();
      if (opts.signal?.aborted) {
        stopped = { reason: 'aborted', pagesRead: i - 1 };
        break;
      }
      try {
        texts.push(await pageText(doc, i));
      } catch (e) {
        warnings.push(`page ${i}: text layer unreadable (${(e as Error).message})`);
        texts.push('');
      }
      opts.onPage?.(i, 2 * n);
    }
    if (xml) return { kind: 'pdf', source: 'xml', text: joinPages(texts), pages, xml, xmlSource, warnings, stopped };
    const anyText = () => texts.some((t) => t.trim());
    const pagePaths: PagePath[] = texts.map(() => 'text');
    if (stopped?.reason === 'aborted') {
      const source = anyText() ? 'text' : 'none';
      return { kind: 'pdf', source, text: joinPages(texts), pages, warnings, stopped, pagePaths };
    }

    const plans = planPages(texts, opts.algorithm === 'AKI');
    const wanted = plans.flatMap((p, i) => (p.ocr ? [i] : []));
    if (!wanted.length)
      return { kind: 'pdf', source: 'text', text: joinPages(texts), pages, warnings, stopped, pagePaths };
    if (!opts.ocr) {
      plans.forEach((p, i) => {
        if (p.ocr === 'garbled') warnings.push(readNote('garbledOcrOff', { page: i + 1, why: garbledWhy(p) }));
      });
      if (plans.some((p) => p.ocr === 'no-text'))
        warnings.push(readNote(anyText() ? 'someNoTextOcrOff' : 'noTextOcrOff'));
      if (plans.some((p) => p.ocr === 'aki')) warnings.push(readNote('akiOcrOff'));
      return {
        kind: 'pdf',
        source: anyText() ? 'text' : 'none',
        text: joinPages(texts),
        pages,
        warnings,
        stopped,
        pagePaths,
      };
    }
    const ocr = await (opts.pageOcr ?? ocrPdfPages)(bytes, wanted, {
      signal: opts.signal,
      onPage: (i) => opts.onPage?.(n + i + 1, 2 * n),
      failFast: true,
    });
    for (const page of ocr.pages) {
      const plan = plans[page.index];
      const won = ocrWins(plan, page.text ?? '');
      const note = ocrNote(page.index + 1, plan, won);
      if (note) warnings.push(note);
      if (!won) continue;
      texts[page.index] = page.text ?? '';
      pagePaths[page.index] = 'ocr';
    }
    if (ocr.aborted) stopped = { reason: 'aborted', pagesRead: wanted[ocr.pages.length] ?? n };
    if (!anyText()) {
      if (!stopped) warnings.push(readNote('noTextEvenOcr'));
      return { kind: 'pdf', source: 'none', text: joinPages(texts), pages, warnings, stopped, pagePaths };
    }
    const source = pagePaths.includes('ocr') ? 'ocr' : 'text';
    return { kind: 'pdf', source, text: joinPages(texts), pages, warnings, stopped, pagePaths };
  } finally {
    await doc.destroy();
  }
}

/** A PDF pdfjs cannot open, read by OCR of mupdf's (repaired) rendering of its pages. */
async function ocrDamagedPdf(bytes: Buffer, pages: number, opts: ReadOptions, warnings: string[]): Promise<ReadResult> {
  const { n, capped } = pageCount(opts, pages);
  const ocr = await (opts.pageOcr ?? ocrPdfPages)(
    bytes,
    Array.from({ length: n }, (_, i) => i),
    { signal: opts.signal, onPage: (i) => opts.onPage?.(i + 1, n) },
  );
  const texts = ocr.pages.map((p) => p.text ?? '');
  for (const p of ocr.pages) if (p.error !== undefined) warnings.push(`page ${p.index + 1}: ${p.error}`);
  const stopped: ReadResult['stopped'] = ocr.aborted
    ? { reason: 'aborted', pagesRead: ocr.pages.length }
    : capped
      ? { reason: 'limit', pagesRead: n }
      : undefined;
  const pagePaths = texts.map((): PagePath => 'ocr');
  return { kind: 'pdf', source: 'ocr', text: joinPages(texts), pages, warnings, stopped, pagePaths };
}

/**
 * The e-invoice a file carries, if any: a standalone CII/UBL XML, or the XML embedded in a Factur-X/ZUGFeRD
 * PDF. Only its data, no text or OCR (what routing by the buyer needs before the document is stored).
 */
export async function readEInvoice(bytes: Buffer, mime: string): Promise<EInvoice | null> {
  try {
    if (mime === 'application/xml' || mime === 'text/xml') return parseEInvoice(bytes);
    if (mime !== 'application/pdf') return null;
    const doc = await openPdf(bytes);
    try {
      return pickAttachment(await getAttachments(doc))?.xml ?? null;
    } finally {
      await doc.destroy();
    }
  } catch {
    return null;
  }
}
