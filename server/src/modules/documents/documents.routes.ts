import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAnswerOf } from '../../../../src/domain/defineResource';
import { documentZipAnswer } from '../../../../src/domain/exports/export.model';
import { originTypeModel } from '../../../../src/domain/originTypes/originType.model';
import {
  documentRecordAnswer,
  documentRecordsAnswer,
  documentUpdateSchema,
  reviewRecordAnswer,
} from '../../../../src/domain/documents/document.model';
import { idParams, uuid } from '../../../../src/domain/ids';
import { documents, exportsTable, originTypes } from '../../../db/schema';
import { MAX_PAGE_SIZE } from '../../crud/listQuery';
import { linkSecret, signPath } from '../../storage/signedLinks';
import { documentFilter, loadDocument } from './access';
import { optionalBody, successAnswer } from '../../plugins/routeSchemas';
import { documentsByIds, presentOne } from './present';
import { validationProblems } from './validity';
import { deleteDocument } from './use-cases/delete-document';
import { updateDocument } from './use-cases/update-document';
import { canValidateDocument } from './use-cases/validate-document';

const validationQuestion = z.object({
  documentuuid: z.string(),
  supplieruuid: z
    .union([uuid, z.literal('')])
    .optional()
    .nullable(),
  documentid: z.string().max(100).optional().nullable(),
});

export async function documentRoutes(api: FastifyInstance) {
  const typed = api.withTypeProvider<ZodTypeProvider>();

  /** The visible origin types the user may work with (the Documents menu), with View documents only. */
  const origins = {
    config: { access: 'VIEW_DOCUMENTS' },
    schema: { response: { 200: z.array(recordAnswerOf(originTypeModel)) } },
  } as const;
  typed.get('/documents/origintypes', origins, async (req) => {
    const allowed = req.principal.originTypesAccess;
    const rows = await req.server.db
      .select()
      .from(originTypes)
      .where(
        and(
          eq(originTypes.companyId, req.scope.accountId),
          eq(originTypes.visible, true),
          allowed.length ? inArray(originTypes.uuid, allowed) : undefined,
        ),
      )
      .orderBy(originTypes.index);
    return rows.map(({ companyId: _c, createdAt: _t, ...r }) => r);
  });

  typed.put(
    '/documents/uuids',
    {
      config: { access: 'VIEW_DOCUMENTS' },
      schema: { body: z.array(uuid).max(MAX_PAGE_SIZE), response: { 200: documentRecordsAnswer } },
    },
    async (req) => documentsByIds(req.server.db, [...new Set(req.body)], await documentFilter(req)),
  );

  /** One document's record (the review screen); the file itself is GET /documents/{id}. */
  typed.get(
    '/documents/:id/record',
    { config: { access: 'VIEW_DOCUMENTS' }, schema: { params: idParams, response: { 200: reviewRecordAnswer } } },
    async (req) => {
      // the record first, its problems from a read after it: a recognition finishing in between cannot
      // pair the recognised record with the problems of the row before it
      const record = (await presentOne(req.server.db, req.params.id, await documentFilter(req)))!;
      const doc = await loadDocument(req, req.params.id);
      return { ...record, problems: await validationProblems(req.server.db, doc) };
    },
  );

  typed.put(
    '/documents/:id',
    {
      config: { access: 'UPDATE_DOCUMENTS' },
      schema: { params: idParams, body: optionalBody(documentUpdateSchema), response: { 200: documentRecordAnswer } },
    },
    async (req) => {
      const doc = await updateDocument(req, req.params.id, req.body);
      return (await presentOne(req.server.db, doc.uuid, eq(documents.uuid, doc.uuid)))!;
    },
  );

  typed.delete(
    '/documents/:id',
    {
      config: { access: 'DELETE_DOCUMENTS' },
      schema: { params: idParams, response: successAnswer },
    },
    async (req) => {
      await deleteDocument(req, req.params.id);
      return { success: true as const };
    },
  );

  /** Whether the §5 rules hold, the document is no duplicate and its status allows it. */
  typed.post(
    '/documents/canvalidateorpay',
    {
      config: { access: 'VIEW_DOCUMENTS' },
      schema: { body: validationQuestion, response: { 200: z.boolean() } },
    },
    async (req) => canValidateDocument(req, req.body),
  );

  /**
   * The user's exports (zips of more than 30 documents), newest first, with public fields only: never the
   * storage key, the user or the company. A finished export not yet expired carries its signed download
   * link (the e-mailed one, valid until `expiresAt`).
   */
  const zips = {
    config: { access: 'DOWNLOAD_DOCUMENTS' },
    schema: { response: { 200: z.array(documentZipAnswer) } },
  } as const;
  typed.get('/documents/exports', zips, async (req) => {
    const rows = await req.server.db
      .select({
        uuid: exportsTable.uuid,
        status: exportsTable.status,
        documentCount: exportsTable.documentCount,
        size: exportsTable.size,
        createdAt: exportsTable.createdAt,
        expiresAt: exportsTable.expiresAt,
        stored: sql<boolean>`${exportsTable.storageKey} is not null`,
      })
      .from(exportsTable)
      .where(and(eq(exportsTable.userId, req.principal.userId), eq(exportsTable.companyId, req.scope.companyId)))
      .orderBy(desc(exportsTable.createdAt));
    const now = Date.now();
    const secret = rows.some((r) => r.stored) ? await linkSecret(req.server.db) : null;
    return rows.map(({ stored, ...r }) => {
      const ttl = r.expiresAt ? Math.floor((r.expiresAt.getTime() - now) / 1000) : 0;
      // The public route of registerExportDownload (exports.ts).
      const download =
        secret && stored && r.status === 'done' && ttl > 0
          ? signPath(secret, `/paperdesk/exports/${r.uuid}/download`, ttl, now)
          : null;
      return { ...r, download };
    });
  });
}
