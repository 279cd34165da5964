/**
 * Exports a user asks for and finds again: POST /exports queues a balance statement, the payments or the
 * validated invoices of a period as CSV or XLSX (built by a background job); GET /exports lists the user's
 * exports of the active company (these and the zips of documents), paged, with status, progress and a
 * download link; GET /exports/{id}/file downloads one with the app's token; DELETE /exports/{id} removes it.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { can } from '../../../../src/domain/access';
import { exportAnswer, exportStartedAnswer, type ExportRecord } from '../../../../src/domain/exports/export.model';
import { idParams } from '../../../../src/domain/ids';
import { exportsTable } from '../../../db/schema';
import { answerPage, orderFor, parseListRequest } from '../../crud/listQuery';
import { AppError, notFound } from '../../errors';
import { fileDisposition } from '../../storage/disposition';
import { optionalBody, successAnswer } from '../../plugins/routeSchemas';
import { linkSecret, signPath } from '../../storage/signedLinks';
import { failureAnswer } from './failure';
import { exportLinkPath } from './job';
import { requestLang } from '../einvoice';
import { storedExportName, type ExportLocale } from './locale';
import { EXPORT_KINDS } from './sources';
import { exportRequestSchema, requestExport } from './use-cases/request-export';
import { MIME } from './writers';

type ExportRow = typeof exportsTable.$inferSelect;

function present(r: ExportRow, secret: Buffer | null, lang: ExportLocale, now = Date.now()): ExportRecord {
  const ttl = r.expiresAt ? Math.floor((r.expiresAt.getTime() - now) / 1000) : 0;
  const download =
    secret && r.storageKey && r.status === 'done' && ttl > 0
      ? signPath(secret, exportLinkPath(r.uuid), ttl, now)
      : null;
  return {
    uuid: r.uuid,
    id: r.uuid,
    kind: r.kind as ExportRecord['kind'],
    format: r.format as ExportRecord['format'],
    fileName: storedExportName(r, lang),
    status: r.status as ExportRecord['status'],
    progress: r.status === 'done' ? 100 : r.progress,
    lines: r.documentCount,
    size: r.size,
    error: r.status === 'failed' ? failureAnswer(r.error) : null,
    createdAt: r.createdAt.toISOString(),
    expiresAt: r.expiresAt?.toISOString() ?? null,
    download,
  };
}

/** The request's language (`?lang=`, else Accept-Language): the name of an export recorded without one. */
const langOf = (req: FastifyRequest) => requestLang(req.query, req.headers['accept-language']);

const mine = (req: FastifyRequest): SQL =>
  and(eq(exportsTable.userId, req.principal.userId), eq(exportsTable.companyId, req.scope.companyId))!;

async function loadMine(req: FastifyRequest, id: string): Promise<ExportRow> {
  const [row] = await req.server.db
    .select()
    .from(exportsTable)
    .where(and(eq(exportsTable.uuid, id), mine(req)));
  if (!row) throw notFound('Export');
  return row;
}

const SORTS = { createdAt: exportsTable.createdAt, status: exportsTable.status, kind: exportsTable.kind };
const listFilter = z.object({
  kind: z.enum(['documents', ...EXPORT_KINDS]).optional(),
  status: z.enum(['queued', 'running', 'done', 'failed']).optional(),
});

export async function exportRoutes(api: FastifyInstance) {
  const typed = api.withTypeProvider<ZodTypeProvider>();
  typed.post(
    '/exports',
    {
      config: { access: (p) => can(p, 'VIEW_SOLDES') || can(p, 'VIEW_PAYMENTS') || can(p, 'VIEW_DOCUMENTS') },
      schema: { body: optionalBody(exportRequestSchema), response: { 202: exportStartedAnswer } },
    },
    async (req, reply) => {
      const { row, mail } = await requestExport(req, req.body);
      return reply.status(202).send({ ...present(row, null, langOf(req)), mailed: mail && api.mailer.configured });
    },
  );

  const list = { config: { access: 'authenticated' }, schema: { response: { 200: z.array(exportAnswer) } } } as const;
  typed.get('/exports', list, async (req, reply) => {
    const list = parseListRequest(req.query);
    const f = listFilter.safeParse(list.filter);
    if (!f.success)
      throw new AppError('VALIDATION', 'filter: kind or status is not one of the known values', {
        fields: { filter: 'error.list.filter' },
      });
    const where = and(
      mine(req),
      f.data.kind ? eq(exportsTable.kind, f.data.kind) : undefined,
      f.data.status ? eq(exportsTable.status, f.data.status) : undefined,
    )!;
    const order = orderFor(list, SORTS, { field: 'createdAt', order: 'DESC' }, exportsTable.uuid);
    const rows = api.db
      .select()
      .from(exportsTable)
      .where(where)
      .orderBy(...order)
      .limit(list.limit)
      .offset(list.offset)
      .then(async (page) => {
        const secret = page.some((r) => r.status === 'done') ? await linkSecret(api.db) : null;
        return page.map((r) => present(r, secret, langOf(req)));
      });
    return answerPage(reply, 'exports', list, rows, async () => {
      const [r] = await api.db
        .select({ n: sql<number>`count(*)` })
        .from(exportsTable)
        .where(where);
      return Number(r?.n ?? 0);
    });
  });

  const mineById = { config: { access: 'authenticated' as const }, schema: { params: idParams } };
  const one = { ...mineById, schema: { ...mineById.schema, response: { 200: exportAnswer } } };
  typed.get('/exports/:id', one, async (req) => {
    const row = await loadMine(req, req.params.id);
    return present(row, row.status === 'done' ? await linkSecret(api.db) : null, langOf(req));
  });

  /** The finished file, with the app's token (the e-mailed link works without it, until it expires). */
  typed.get('/exports/:id/file', mineById, async (req, reply) => {
    const row = await loadMine(req, req.params.id);
    if (row.status !== 'done' || !row.storageKey || !(await api.files.exists(row.storageKey)))
      throw notFound('Export file');
    const { fileName } = present(row, null, langOf(req));
    reply
      .header('content-type', MIME[row.format as keyof typeof MIME] ?? 'application/octet-stream')
      .header('content-disposition', fileDisposition(fileName))
      .header('cache-control', 'private, no-store');
    if (row.size) reply.header('content-length', String(row.size));
    return reply.send(api.files.stream(row.storageKey));
  });

  typed.delete(
    '/exports/:id',
    { ...mineById, schema: { ...mineById.schema, response: successAnswer } },
    async (req) => {
      const row = await loadMine(req, req.params.id);
      if (row.status === 'running')
        throw new AppError('INVALID_STATE', 'This export is being built; remove it once it is finished', {
          key: 'error.export.building',
        });
      await api.db.delete(exportsTable).where(eq(exportsTable.uuid, row.uuid));
      if (row.storageKey) await api.files.remove(row.storageKey);
      return { success: true as const };
    },
  );
}
