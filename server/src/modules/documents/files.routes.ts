/** A document's file: previewed with View documents, downloaded with Download documents (an XML e-invoice as its rendition). */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { can } from '../../../../src/domain/access';
import { idParams } from '../../../../src/domain/ids';
import { documentFiles, documents } from '../../../db/schema';
import { forbidden, notFound } from '../../errors';
import { fileDisposition } from '../../storage/disposition';
import { requestLang, xmlAsPdf } from '../einvoice';
import { loadDocument } from './access';
import { fileNameFor, readOriginal } from './files';
import { presentOne } from './present';

/** `inline=true`: shown in the browser; `original=true`: an e-invoice's XML itself; `lang`: its rendition's labels. */
const fileQuery = z.object({
  inline: z.string().optional(),
  original: z.string().optional(),
  lang: z.string().optional(),
});

export async function fileRoutes(api: FastifyInstance) {
  const typed = api.withTypeProvider<ZodTypeProvider>();

  /**
   * The document's file, fetched by the app with its token: shown in the page (`inline=true`, the preview) with
   * View or Download documents, as an attachment (the download) with Download documents only.
   */
  typed.get(
    '/documents/:id',
    {
      config: { access: (p) => can(p, 'VIEW_DOCUMENTS') || can(p, 'DOWNLOAD_DOCUMENTS'), apiKey: 'read' },
      schema: { params: idParams, querystring: fileQuery },
    },
    async (req, reply) => {
      // asked for JSON (a script with an API key): the record, as the lists show it
      if (/\bapplication\/json\b/.test(req.headers.accept ?? '') && can(req.principal, 'VIEW_DOCUMENTS')) {
        const doc = await loadDocument(req, req.params.id);
        return presentOne(api.db, doc.uuid, eq(documents.uuid, doc.uuid));
      }
      const inline = req.query.inline === 'true';
      if (!inline && !can(req.principal, 'DOWNLOAD_DOCUMENTS'))
        throw forbidden('Downloading a document needs the Download documents permission', 'error.permission.download');
      const doc = await loadDocument(req, req.params.id);
      if (!doc.fileId) throw notFound('File');
      const [file] = await api.db.select().from(documentFiles).where(eq(documentFiles.uuid, doc.fileId));
      if (!file) throw notFound('File');
      const bytes = await readOriginal(req, file, doc.uuid);
      const name = await fileNameFor(api.db, doc, file.originalName);
      // an e-invoice received as XML only downloads as the PDF of its rendition (`original=true`: the XML itself)
      if (!inline && req.query.original !== 'true' && /xml/.test(file.mime)) {
        const pdf = xmlAsPdf(bytes, file.mime, requestLang(req.query, req.headers['accept-language']));
        if (pdf)
          return reply
            .header('content-type', 'application/pdf')
            .header('cache-control', 'private, no-store')
            .header('x-content-type-options', 'nosniff')
            .header('content-disposition', fileDisposition(name.replace(/\.xml$/i, '') + '.pdf'))
            .send(pdf);
      }
      reply
        .header('content-type', file.mime)
        .header('content-length', String(file.size))
        .header('content-disposition', fileDisposition(name, inline ? 'inline' : 'attachment'))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff');
      return reply.send(bytes);
    },
  );
}
