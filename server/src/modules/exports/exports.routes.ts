/**
 * Exports a user asks for and finds again: POST /exports queues a balance statement, the payments or the
 * validated invoices of a period as CSV or XLSX (built by a background job); GET /exports lists the user's
 * exports of the active company (these and the zips of documents), paged, with status, progress and a
 * download link; GET /exports/{id}/file downloads one with the app's token; DELETE /exports/{id} removes it.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { can, isSuperAdmin } from '../../../../resources/access';
import { isIsoDay } from '../../../../resources/dates';
import { companies, exportsTable, suppliers } from '../../../db/schema';
import { answerPage, orderFor, parseListRequest } from '../../crud/listQuery';
import { AppError, notFound } from '../../errors';
import { UUID_RE } from '../documents/access';
import { assertBranchAllowed } from '../documents/update';
import { enqueue } from '../jobs/queue';
import { linkSecret, signPath } from '../mail/signedLinks';
import type { Db } from '../../../db/client';
import { exportLinkPath, TABLE_EXPORT_JOB, type TableExportPayload } from './job';
import { EXPORT_LOCALES } from './locale';
import { EXPORT_FORMATS, EXPORT_KINDS, exportFileName, exportTable, type ExportParams } from './sources';
import { MIME } from './writers';

/** Exports longer than this also go out by e-mail (when a mail server is configured): the user may not wait for them. */
export const exportSettings = { mailAboveLines: 1000 };

const day = z.string().refine(isIsoDay, 'error.date');
const uuid = z.string().regex(UUID_RE, 'error.uuid');
const requestSchema = z
  .object({
    kind: z.enum(EXPORT_KINDS),
    format: z.enum(EXPORT_FORMATS),
    locale: z.enum(EXPORT_LOCALES).default('en'),
    fromDate: day.optional(),
    toDate: day.optional(),
    /** Statement: the branch (company) and supplier; payments and invoices: an optional supplier. */
    branch: uuid.optional(),
    supplier: uuid.optional(),
    originType: uuid.optional(),
    overview: z.boolean().optional(),
  })
  .strict()
  .refine((r) => !r.fromDate || !r.toDate || r.fromDate <= r.toDate, {
    message: 'error.export.period',
    path: ['toDate'],
  })
  .refine((r) => r.kind !== 'statement' || r.supplier, { message: 'error.export.supplier', path: ['supplier'] });

/** Who may export what: the statement needs Export soldes, payments View payments, invoices View documents. */
const KIND_ACCESS = {
  statement: ['VIEW_SOLDES', 'EXPORT_SOLDES'],
  payments: ['VIEW_PAYMENTS'],
  invoices: ['VIEW_DOCUMENTS'],
} as const;

type ExportRow = typeof exportsTable.$inferSelect;

function present(r: ExportRow, secret: Buffer | null, now = Date.now()) {
  const ttl = r.expiresAt ? Math.floor((r.expiresAt.getTime() - now) / 1000) : 0;
  const download =
    secret && r.storageKey && r.status === 'done' && ttl > 0
      ? signPath(secret, exportLinkPath(r.uuid), ttl, now)
      : null;
  return {
    uuid: r.uuid,
    id: r.uuid,
    kind: r.kind,
    format: r.format,
    fileName: r.fileName ?? `documents-${r.createdAt.toISOString().slice(0, 10)}.zip`,
    status: r.status,
    progress: r.status === 'done' ? 100 : r.progress,
    lines: r.documentCount,
    size: r.size,
    error: r.status === 'failed' ? r.error : null,
    createdAt: r.createdAt.toISOString(),
    expiresAt: r.expiresAt?.toISOString() ?? null,
    download,
  };
}

const mine = (req: FastifyRequest): SQL =>
  and(eq(exportsTable.userId, req.principal.userId), eq(exportsTable.companyId, req.scope.companyId))!;

async function loadMine(req: FastifyRequest): Promise<ExportRow> {
  const { id } = req.params as { id: string };
  if (!UUID_RE.test(id)) throw notFound('Export');
  const [row] = await req.server.db
    .select()
    .from(exportsTable)
    .where(and(eq(exportsTable.uuid, id), mine(req)));
  if (!row) throw notFound('Export');
  return row;
}

/** The companies whose rows an export holds: the active one, or in Overview Mode the master and its branches. */
async function companiesOf(req: FastifyRequest, overview: boolean | undefined): Promise<string[]> {
  if (!overview) return [req.scope.companyId];
  if (!can(req.principal, 'OVERVIEW_MODE') || !req.scope.isMasterCompany)
    throw new AppError('FORBIDDEN', 'Overview Mode is not allowed');
  const branches = await req.server.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.masterId, req.scope.accountId));
  return [req.scope.accountId, ...branches.map((b) => b.id)];
}

async function supplierName(db: Db, accountId: string, id: string): Promise<string> {
  const [s] = await db
    .select({ name: suppliers.name })
    .from(suppliers)
    .where(and(eq(suppliers.uuid, id), eq(suppliers.companyId, accountId)));
  if (!s) throw notFound('Document source');
  return s.name;
}

const disposition = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;
const SORTS = { createdAt: exportsTable.createdAt, status: exportsTable.status, kind: exportsTable.kind };
const listFilter = z.object({
  kind: z.enum(['documents', ...EXPORT_KINDS]).optional(),
  status: z.enum(['queued', 'running', 'done', 'failed']).optional(),
});

export async function exportRoutes(api: FastifyInstance) {
  api.post(
    '/exports',
    {
      config: { access: (p) => can(p, 'VIEW_SOLDES') || can(p, 'VIEW_PAYMENTS') || can(p, 'VIEW_DOCUMENTS') },
    },
    async (req, reply) => {
      const body = requestSchema.parse(req.body ?? {});
      const missing = KIND_ACCESS[body.kind].find((perm) => !can(req.principal, perm));
      if (missing) throw new AppError('FORBIDDEN', `You do not have the permission ${missing}`);
      let companyIds: string[];
      if (body.kind === 'statement') {
        const branch = body.branch ?? req.scope.companyId;
        await assertBranchAllowed(req, branch);
        companyIds = [branch];
      } else {
        companyIds = await companiesOf(req, body.overview);
      }
      const p = req.principal;
      const params: ExportParams = {
        kind: body.kind,
        format: body.format,
        locale: body.locale,
        companyIds,
        supplierId: body.supplier,
        fromDate: body.fromDate,
        toDate: body.toDate,
        originType: body.originType,
        supplierName: body.supplier ? await supplierName(api.db, req.scope.accountId, body.supplier) : undefined,
        access: isSuperAdmin(p)
          ? { originTypes: [], groups: [] }
          : { originTypes: p.originTypesAccess, groups: p.documentGroupsAccess },
      };
      const lines = await exportTable(api.db, params).count();
      const payload: TableExportPayload = { exportId: '', params, mail: lines > exportSettings.mailAboveLines };
      const row = await api.db.transaction(async (tx) => {
        const [created] = await tx
          .insert(exportsTable)
          .values({
            companyId: req.scope.companyId,
            userId: p.userId,
            documentCount: 0,
            kind: body.kind,
            format: body.format,
            fileName: exportFileName(params),
          })
          .returning();
        await enqueue(
          tx as unknown as Db,
          TABLE_EXPORT_JOB,
          { ...payload, exportId: created.uuid },
          { companyId: req.scope.companyId, subject: created.uuid },
        );
        return created;
      });
      api.jobs.kick();
      return reply.status(202).send({ ...present(row, null), mailed: payload.mail && api.mailer.configured });
    },
  );

  api.get('/exports', { config: { access: 'authenticated' } }, async (req, reply) => {
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
        return page.map((r) => present(r, secret));
      });
    return answerPage(reply, 'exports', list, rows, async () => {
      const [r] = await api.db
        .select({ n: sql<number>`count(*)` })
        .from(exportsTable)
        .where(where);
      return Number(r?.n ?? 0);
    });
  });

  api.get('/exports/:id', { config: { access: 'authenticated' } }, async (req) => {
    const row = await loadMine(req);
    return present(row, row.status === 'done' ? await linkSecret(api.db) : null);
  });

  /** The finished file, with the app's token (the e-mailed link works without it, until it expires). */
  api.get('/exports/:id/file', { config: { access: 'authenticated' } }, async (req, reply) => {
    const row = await loadMine(req);
    if (row.status !== 'done' || !row.storageKey || !(await api.files.exists(row.storageKey)))
      throw notFound('Export file');
    const { fileName } = present(row, null);
    reply
      .header('content-type', MIME[row.format as keyof typeof MIME] ?? 'application/octet-stream')
      .header('content-disposition', disposition(fileName))
      .header('cache-control', 'private, no-store');
    if (row.size) reply.header('content-length', String(row.size));
    return reply.send(api.files.stream(row.storageKey));
  });

  api.delete('/exports/:id', { config: { access: 'authenticated' } }, async (req) => {
    const row = await loadMine(req);
    if (row.status === 'running')
      throw new AppError('INVALID_STATE', 'This export is being built; remove it once it is finished');
    await api.db.delete(exportsTable).where(eq(exportsTable.uuid, row.uuid));
    if (row.storageKey) await api.files.remove(row.storageKey);
    return { success: true };
  });
}
