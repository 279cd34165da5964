import { and, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { canDelete, DOCUMENT_STATUS } from '../../../../resources/documents/rules';
import { documentFiles, documents, exportsTable, originTypes } from '../../../db/schema';
import { AppError } from '../../errors';
import { documentFilter, loadDocument, UUID_RE } from './access';
import { listDocuments, presentOne, countDocuments } from './present';
import { updateDocument, validationProblems } from './update';
import { payOnValidation } from '../payments/automation';

const dateQ = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'use yyyy-MM-dd').optional();
const listQuery = z.object({
  fromDate: dateQ, toDate: dateQ, originType: z.string().uuid().optional().or(z.literal('')),
  overview: z.enum(['true', 'false']).optional(),
  /** Optional server paging; without it the whole list answers, as the spec's calls do. */
  page: z.coerce.number().int().min(0).optional(), size: z.coerce.number().int().min(1).max(500).optional(),
});

/** Answers a list, paged when asked (total in X-Total-Count). */
async function answerList(req: FastifyRequest, reply: import('fastify').FastifyReply, where: ReturnType<typeof and>, q: z.infer<typeof listQuery>) {
  const db = req.server.db;
  if (q.size === undefined) return listDocuments(db, where!);
  reply.header('x-total-count', String(await countDocuments(db, where!)));
  return listDocuments(db, where!, { limit: q.size, offset: (q.page ?? 0) * q.size });
}

const byOrigin = (originType?: string) => (originType ? eq(documents.originType, originType) : undefined);

export async function documentRoutes(api: FastifyInstance) {
  /** The main list: the top bar's date range (by document date, else import date); paid ones kept. */
  api.get('/documents', { config: { access: 'VIEW_DOCUMENTS' } }, async (req, reply) => {
    const q = listQuery.parse(req.query);
    const day = sql`coalesce(${documents.date}, (${documents.createdAt} at time zone 'UTC')::date)`;
    const where = and(await documentFilter(req, { overview: q.overview === 'true' }), byOrigin(q.originType || undefined),
      q.fromDate ? gte(day, q.fromDate) : undefined, q.toDate ? lte(day, q.toDate) : undefined);
    return answerList(req, reply, where, q);
  });

  /** Work queues take only the origin type, so nothing waiting is hidden by dates. */
  api.get('/documents/saved', { config: { access: 'VIEW_DOCUMENTS' } }, async (req, reply) => {
    const q = listQuery.parse(req.query);
    const where = and(await documentFilter(req, { overview: q.overview === 'true' }), byOrigin(q.originType || undefined),
      inArray(documents.status, [DOCUMENT_STATUS.RECOGNITION, DOCUMENT_STATUS.SAVED]));
    return answerList(req, reply, where, q);
  });
  api.get('/documents/validated', { config: { access: 'VIEW_DOCUMENTS' } }, async (req, reply) => {
    const q = listQuery.parse(req.query);
    const where = and(await documentFilter(req, { overview: q.overview === 'true' }), byOrigin(q.originType || undefined),
      inArray(documents.status, [DOCUMENT_STATUS.VALIDATED, DOCUMENT_STATUS.PARTIALLY_PAYED]));
    return answerList(req, reply, where, q);
  });
  /** Documents without a group or an origin type. */
  api.get('/documents/uncategorized', { config: { access: 'VIEW_DOCUMENTS' } }, async (req, reply) => {
    const q = listQuery.parse(req.query);
    const where = and(await documentFilter(req), or(isNull(documents.documentgroupuuid), isNull(documents.originType)));
    return answerList(req, reply, where, q);
  });

  /** The visible origin types the user may work with (the Documents menu), with View documents only. */
  api.get('/documents/origintypes', { config: { access: 'VIEW_DOCUMENTS' } }, async (req) => {
    const allowed = req.principal.originTypesAccess;
    const rows = await req.server.db.select().from(originTypes)
      .where(and(eq(originTypes.companyId, req.scope.accountId), eq(originTypes.visible, true), allowed.length ? inArray(originTypes.uuid, allowed) : undefined))
      .orderBy(originTypes.index);
    return rows.map(({ companyId: _c, createdAt: _t, ...r }) => r);
  });

  api.put('/documents/uuids', { config: { access: 'VIEW_DOCUMENTS' } }, async (req) => {
    const ids = z.array(z.string().uuid()).max(1000).parse(req.body);
    if (!ids.length) return [];
    return listDocuments(req.server.db, and(await documentFilter(req), inArray(documents.uuid, ids))!);
  });

  /** One document's record (the review screen); the file itself is GET /documents/{id}. */
  api.get('/documents/:id/record', { config: { access: 'VIEW_DOCUMENTS' } }, async (req) => {
    const { id } = req.params as { id: string };
    const doc = await loadDocument(req, id);
    return { ...(await presentOne(req.server.db, doc.uuid, await documentFilter(req))), problems: await validationProblems(req.server.db, doc) };
  });

  api.put('/documents/:id', { config: { access: 'UPDATE_DOCUMENTS' } }, async (req) => {
    const { id } = req.params as { id: string };
    const { doc, validated } = await updateDocument(req, id);
    if (validated) await payOnValidation(req, doc);
    return presentOne(req.server.db, doc.uuid, eq(documents.uuid, doc.uuid));
  });

  api.delete('/documents/:id', { config: { access: 'DELETE_DOCUMENTS' } }, async (req) => {
    const { id } = req.params as { id: string };
    const doc = await loadDocument(req, id);
    if (!canDelete(doc.status)) throw new AppError('INVALID_STATE', 'A paid or partly paid document cannot be deleted; delete its payments first');
    const [file] = doc.documentid ? await req.server.db.select().from(documentFiles).where(eq(documentFiles.uuid, doc.documentid)) : [];
    await req.server.db.transaction(async (tx) => {
      await tx.delete(documents).where(eq(documents.uuid, doc.uuid));
      if (file) await tx.delete(documentFiles).where(eq(documentFiles.uuid, file.uuid));
    });
    if (file) await req.server.files.remove(file.storageKey);
    return { success: true };
  });

  /** Whether the §5 rules hold, the document is no duplicate and its status allows it. */
  api.post('/documents/canvalidateorpay', { config: { access: 'VIEW_DOCUMENTS' } }, async (req) => {
    const body = z.object({ documentuuid: z.string(), supplieruuid: z.string().optional().nullable(), documentid: z.string().optional().nullable() }).parse(req.body);
    if (!UUID_RE.test(body.documentuuid)) return false;
    const doc = await loadDocument(req, body.documentuuid);
    if (![DOCUMENT_STATUS.SAVED, DOCUMENT_STATUS.VALIDATED, DOCUMENT_STATUS.PARTIALLY_PAYED].includes(doc.status as 1)) return false;
    const merged = { ...doc, supplieruuid: body.supplieruuid ?? doc.supplieruuid, id: body.documentid ?? doc.id };
    return (await validationProblems(req.server.db, merged)).length === 0;
  });

  /** The user's finished exports (zips of more than 30 documents). */
  api.get('/documents/exports', { config: { access: 'DOWNLOAD_DOCUMENTS' } }, async (req) =>
    req.server.db.select().from(exportsTable).where(and(eq(exportsTable.userId, req.principal.userId), eq(exportsTable.companyId, req.scope.companyId))));
}
