/** The e-mailed link of an export: its file without the app, with a valid signature only, until it expires. */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exportsTable } from '../../../db/schema';
import { notFound } from '../../errors';
import { fileDisposition } from '../../storage/disposition';
import { linkSecret, verifySignedPath } from '../../storage/signedLinks';
import { requestLang } from '../einvoice';
import { exportLinkPath } from './job';
import { storedExportName } from './locale';

/** Public route for the e-mailed link: works without the app, only with a valid signature, until it expires. */
export async function registerExportDownload(app: FastifyInstance) {
  // any id: a link that cannot be right answers 403 like an expired one (the signature is checked first)
  const schema = {
    params: z.object({ id: z.string() }),
    querystring: z.object({
      expires: z.string().optional().catch(undefined),
      signature: z.string().optional().catch(undefined),
      lang: z.string().optional().catch(undefined),
    }),
  };
  app.withTypeProvider<ZodTypeProvider>().get('/paperdesk/exports/:id/download', { schema }, async (req, reply) => {
    const { id } = req.params;
    const q = req.query;
    if (!verifySignedPath(await linkSecret(app.db), exportLinkPath(id), q.expires, q.signature)) {
      return reply.status(403).send({
        code: 'FORBIDDEN',
        message: 'This download link is invalid or has expired',
        key: 'error.export.link',
      });
    }
    const [exp] = await app.db
      .select()
      .from(exportsTable)
      .where(and(eq(exportsTable.uuid, id), eq(exportsTable.status, 'done')));
    if (!exp?.storageKey) throw notFound('Export');
    // a table export (statement, payments, invoices) keeps its own name and type; a zip of documents, this one
    const name = storedExportName(exp, requestLang(q, req.headers['accept-language']));
    const type =
      (
        {
          csv: 'text/csv; charset=utf-8',
          xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        } as Record<string, string>
      )[exp.format] ?? 'application/zip';
    reply.header('content-type', type).header('content-disposition', fileDisposition(name));
    return reply.send(app.files.stream(exp.storageKey));
  });
}
