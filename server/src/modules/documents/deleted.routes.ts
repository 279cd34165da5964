/**
 * The deleted documents kept for the retention period (archive.ts), for administrators only: a paged list of the
 * active company's, one of them with its lifecycle statuses, and its original, downloaded only while it still has the
 * SHA-256 of its import. Another company's answers 404, a user who is no administrator 403.
 */
import { and, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isAdmin } from '../../../../src/domain/access';
import {
  deletedDocumentAnswer,
  deletedDocumentDetailAnswer,
  type DeletedDocument,
} from '../../../../src/domain/documents/deletedDocument.model';
import { idParams } from '../../../../src/domain/ids';
import { deletedDocuments, documentFiles } from '../../../db/schema';
import { answerPage, COUNT, countOf, likePattern, orderFor, parseListRequest } from '../../crud/listQuery';
import { AppError, notFound } from '../../errors';
import { fileDisposition } from '../../storage/disposition';
import { readOriginal } from './files';

const adminOnly = (p: FastifyRequest['principal']) => isAdmin(p);
const listFilter = z.object({ q: z.string().max(200).optional() }).strict();
const sortColumns = {
  deletedat: deletedDocuments.deletedAt,
  purgeafter: deletedDocuments.purgeAfter,
  number: deletedDocuments.number,
  suppliername: deletedDocuments.suppliername,
  date: deletedDocuments.date,
  totalttc: deletedDocuments.totalttc,
};

/** The deleted documents a request may see: its active company's. */
const scopeOf = (req: FastifyRequest) => eq(deletedDocuments.companyId, req.scope.companyId);

const columns = { row: deletedDocuments, sha256: documentFiles.sha256 };
type Row = { row: typeof deletedDocuments.$inferSelect; sha256: string | null };
const present = ({ row, sha256 }: Row): DeletedDocument => ({
  uuid: row.id,
  number: row.number,
  suppliername: row.suppliername,
  filename: row.filename,
  date: row.date,
  status: row.status,
  currency: row.currency,
  totalttc: row.totalttc,
  deletedby: row.deletedByName,
  deletedat: row.deletedAt.toISOString(),
  purgeafter: row.purgeAfter.toISOString(),
  hasfile: row.fileId !== null,
  sha256,
});

export async function deletedDocumentRoutes(api: FastifyInstance) {
  const typed = api.withTypeProvider<ZodTypeProvider>();

  const listRoute = { config: { access: adminOnly }, schema: { response: { 200: z.array(deletedDocumentAnswer) } } };
  typed.get('/deleteddocuments', listRoute, async (req, reply) => {
    const list = parseListRequest(req.query);
    const f = listFilter.safeParse(list.filter);
    if (!f.success)
      throw new AppError('VALIDATION', 'Unknown or invalid filter', { fields: { filter: 'error.list.filter' } });
    const q = f.data.q?.trim();
    const where = and(
      scopeOf(req),
      q
        ? or(
            ilike(deletedDocuments.number, likePattern(q)),
            ilike(deletedDocuments.suppliername, likePattern(q)),
            ilike(deletedDocuments.filename, likePattern(q)),
          )
        : undefined,
    ) as SQL;
    const order = orderFor(list, sortColumns, { field: 'deletedat', order: 'DESC' }, deletedDocuments.id);
    const rows = api.db
      .select(columns)
      .from(deletedDocuments)
      .leftJoin(documentFiles, eq(documentFiles.uuid, deletedDocuments.fileId))
      .where(where)
      .orderBy(...order)
      .limit(list.limit)
      .offset(list.offset);
    return answerPage(
      reply,
      'deleteddocuments',
      list,
      rows.then((r) => r.map(present)),
      () => countOf(api.db.select({ n: COUNT }).from(deletedDocuments).where(where)),
    );
  });

  /** One deleted document of the active company (404 otherwise), with the lifecycle statuses it had. */
  async function loadDeleted(req: FastifyRequest, id: string) {
    const [found] = await api.db
      .select({ ...columns, file: documentFiles })
      .from(deletedDocuments)
      .leftJoin(documentFiles, eq(documentFiles.uuid, deletedDocuments.fileId))
      .where(and(eq(deletedDocuments.id, id), scopeOf(req)));
    if (!found) throw notFound('Deleted document');
    return found;
  }

  const one = {
    config: { access: adminOnly },
    schema: { params: idParams, response: { 200: deletedDocumentDetailAnswer } },
  };
  typed.get('/deleteddocuments/:id', one, async (req) => {
    const found = await loadDeleted(req, req.params.id);
    return { ...present(found), lifecycle: found.row.lifecycle };
  });

  /** Its original as imported: checked against the SHA-256 of the import first (409 INTEGRITY otherwise). */
  typed.get(
    '/deleteddocuments/:id/file',
    { config: { access: adminOnly }, schema: { params: idParams } },
    async (req, reply) => {
      const { row, file } = await loadDeleted(req, req.params.id);
      if (!file) throw notFound('File');
      const bytes = await readOriginal(req, file, row.id);
      return reply
        .header('content-type', file.mime)
        .header('content-length', String(file.size))
        .header('content-disposition', fileDisposition(file.originalName || row.filename || 'document'))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    },
  );
}
