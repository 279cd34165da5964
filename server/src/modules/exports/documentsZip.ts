import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../../db/client';
import { exportsTable, users } from '../../../db/schema';
import { notFound } from '../../errors';
import type { Job, JobContext } from '../jobs/queue';
import type { Mailer } from '../mail/mailer';
import { failedExport } from './failure';
import { EXPORT_LINK_HOURS } from './job';
import { requestLang } from '../einvoice';
import { storedExportName } from './locale';
import { linkSecret, signPath, verifySignedPath } from '../../storage/signedLinks';
import { fileDisposition } from '../../storage/disposition';
import type { FileStore } from '../../storage/fileStore';
import { zipFiles, type ZipEntry } from '../documents/files';

const publicPath = (id: string) => `/paperdesk/exports/${id}/download`;

async function collect(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** Builds the zip of a large download, keeps it for its user, and mails them a signed, short-lived link. */
export function exportHandler(deps: { db: Db; files: FileStore; mailer: Mailer; config: Config }) {
  return async (job: Job, ctx: JobContext) => {
    const { exportId, entries, lang } = job.payload as { exportId: string; entries: ZipEntry[]; lang?: string };
    const [exp] = await deps.db.select().from(exportsTable).where(eq(exportsTable.uuid, exportId));
    if (!exp) return { skipped: 'export deleted' };
    let size = 0;
    await deps.db.update(exportsTable).set({ status: 'running', error: null }).where(eq(exportsTable.uuid, exportId));
    try {
      const zip = await collect(zipFiles(deps.files, entries, lang));
      await ctx.progress(80);
      const stored = await deps.files.put(`exports/${exp.companyId}`, 'zip', zip);
      await deps.db
        .update(exportsTable)
        .set({
          status: 'done',
          storageKey: stored.key,
          size: stored.size,
          expiresAt: new Date(Date.now() + EXPORT_LINK_HOURS * 3600_000),
        })
        .where(eq(exportsTable.uuid, exportId));
      size = stored.size;
    } catch (err) {
      // the Exports page says why (a file removed meanwhile, no room left...), not only "failed"
      await deps.db.update(exportsTable).set(failedExport(err, job.attempts)).where(eq(exportsTable.uuid, exportId));
      throw err;
    }
    const [user] = await deps.db.select().from(users).where(eq(users.id, exp.userId));
    if (user && deps.mailer.configured) {
      const link = `${deps.config.publicUrl}${signPath(await linkSecret(deps.db), publicPath(exportId), EXPORT_LINK_HOURS * 3600)}`;
      await deps.mailer.send({
        to: [user.email],
        subject: `Paperdesk: your export of ${exp.documentCount} documents is ready`,
        text: `Hello ${user.firstName},\n\nYour export of ${exp.documentCount} documents is ready. Download it within ${EXPORT_LINK_HOURS} hours:\n${link}\n\nIt is also listed in Paperdesk.\n`,
      });
    }
    return { exportId, size, mailed: deps.mailer.configured };
  };
}

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
    if (!verifySignedPath(await linkSecret(app.db), publicPath(id), q.expires, q.signature)) {
      return reply.status(403).send({ code: 'FORBIDDEN', message: 'This download link is invalid or has expired' });
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
