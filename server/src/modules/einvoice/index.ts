/**
 * E-invoices received as XML only (UBL 2.1, CII): a readable rendition for the review screen (JSON) and
 * as a PDF for download and e-mail. A library: the documents module serves it (documents/rendition.routes.ts).
 */
import { renditionPdf, pdfLang, type PdfLang } from './pdf';
import { renderEInvoice, type Rendition } from './rendition';
import { localeOf } from '../../../../src/domain/locales';

export type { Rendition, PdfLang };
export { renditionPdf, pdfLang };

/** The rendition of a stored XML file, or null when it is no readable e-invoice. */
export function renditionOf(bytes: Uint8Array): Rendition | null {
  try {
    return renderEInvoice(bytes);
  } catch {
    return null;
  }
}

/** The PDF of a stored file when it is a raw e-invoice XML (by content, not by name), else null. */
export function xmlAsPdf(bytes: Uint8Array, mime: string | undefined, lang: string | undefined): Buffer | null {
  if (mime && !/xml/.test(mime)) return null;
  const r = renditionOf(bytes);
  return r ? renditionPdf(r, pdfLang(lang)) : null;
}

/**
 * Our language of a request: the one asked in the query (`lang`), else that of the first tag of Accept-Language
 * (only the first: 'es, fr' reads English), else English.
 */
export const requestLang = (query: unknown, acceptLanguage: string | undefined) =>
  localeOf((query as Record<string, unknown> | undefined)?.lang ?? acceptLanguage?.split(',')[0], 'en');
