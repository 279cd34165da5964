/**
 * E-invoices received as XML only (UBL 2.1, CII): a readable rendition for the review screen (JSON) and
 * as a PDF for download and e-mail.
 */
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { can } from '../../../../resources/access';
import { documentFiles } from '../../../db/schema';
import { AppError, notFound } from '../../errors';
import { loadDocument } from '../documents/access';
import { renditionPdf, pdfLang, type PdfLang } from './pdf';
import { renderEInvoice, type Rendition } from './rendition';

export { renderEInvoice, renditionPdf, pdfLang };
export type { Rendition, PdfLang };

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

/** A language asked in the query (`lang`), else the first of Accept-Language. */
export const requestLang = (query: unknown, acceptLanguage: string | undefined) =>
  (query as Record<string, string> | undefined)?.lang ?? acceptLanguage?.split(',')[0]?.trim().slice(0, 2);

export async function einvoiceRoutes(api: FastifyInstance) {
  async function load(req: Parameters<typeof loadDocument>[0]) {
    const doc = await loadDocument(req, (req.params as { id: string }).id);
    if (!doc.documentid) throw notFound('File');
    const [file] = await api.db.select().from(documentFiles).where(eq(documentFiles.uuid, doc.documentid));
    if (!file || !(await api.files.exists(file.storageKey))) throw notFound('File');
    if (!/xml/.test(file.mime)) throw new AppError('VALIDATION', 'The document is not an e-invoice XML file');
    const rendition = renditionOf(await api.files.read(file.storageKey));
    if (!rendition) throw new AppError('VALIDATION', 'The XML file is not a readable UBL or CII e-invoice');
    return { doc, file, rendition };
  }

  /** The rendition of a document received as e-invoice XML (400 for any other file). */
  api.get(
    '/documents/:id/rendition',
    { config: { access: 'VIEW_DOCUMENTS' } },
    async (req) => (await load(req)).rendition,
  );

  /** The same as a PDF, labels in `lang` (fr, en, de, ru, zh or cn; others English). */
  api.get(
    '/documents/:id/rendition/pdf',
    { config: { access: (p) => can(p, 'VIEW_DOCUMENTS') || can(p, 'DOWNLOAD_DOCUMENTS') } },
    async (req, reply) => {
      const { rendition, file } = await load(req);
      const name = file.originalName.replace(/\.xml$/i, '') + '.pdf';
      return reply
        .header('content-type', 'application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(name)}`)
        .send(renditionPdf(rendition, pdfLang(requestLang(req.query, req.headers['accept-language']))));
    },
  );
}
