/** The readable rendition of a document received as e-invoice XML: as JSON for the review screen, and as a PDF. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { can } from '../../../../src/domain/access';
import { idParams } from '../../../../src/domain/ids';
import { renditionAnswer } from '../../../../src/domain/documents/rendition';
import { documentFiles } from '../../../db/schema';
import { AppError, notFound } from '../../errors';
import { fileDisposition } from '../../storage/disposition';
import { pdfLang, renditionOf, renditionPdf, requestLang } from '../einvoice';
import { loadDocument } from './access';

export async function renditionRoutes(api: FastifyInstance) {
  const typed = api.withTypeProvider<ZodTypeProvider>();
  async function load(req: FastifyRequest, id: string) {
    const doc = await loadDocument(req, id);
    if (!doc.fileId) throw notFound('File');
    const [file] = await api.db.select().from(documentFiles).where(eq(documentFiles.uuid, doc.fileId));
    if (!file || !(await api.files.exists(file.storageKey))) throw notFound('File');
    if (!/xml/.test(file.mime))
      throw new AppError('VALIDATION', 'The document is not an e-invoice XML file', { key: 'error.rendition.notxml' });
    const rendition = renditionOf(await api.files.read(file.storageKey));
    if (!rendition)
      throw new AppError('VALIDATION', 'The XML file is not a readable UBL or CII e-invoice', {
        key: 'error.rendition.unreadable',
      });
    return { doc, file, rendition };
  }

  /** The rendition of a document received as e-invoice XML (400 for any other file). */
  typed.get(
    '/documents/:id/rendition',
    { config: { access: 'VIEW_DOCUMENTS' }, schema: { params: idParams, response: { 200: renditionAnswer } } },
    async (req) => (await load(req, req.params.id)).rendition,
  );

  /** The same as a PDF, labels in `lang` (fr, en, de, ru, zh or cn; others English). */
  typed.get(
    '/documents/:id/rendition/pdf',
    {
      config: { access: (p) => can(p, 'VIEW_DOCUMENTS') || can(p, 'DOWNLOAD_DOCUMENTS') },
      schema: { params: idParams, querystring: z.object({ lang: z.string().optional() }) },
    },
    async (req, reply) => {
      const { rendition, file } = await load(req, req.params.id);
      const name = file.originalName.replace(/\.xml$/i, '') + '.pdf';
      return reply
        .header('content-type', 'application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', fileDisposition(name, 'inline'))
        .send(renditionPdf(rendition, pdfLang(requestLang(req.query, req.headers['accept-language']))));
    },
  );
}
