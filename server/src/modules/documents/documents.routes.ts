import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { canDelete, DOCUMENT_STATUS } from '../../../../resources/documents/rules';
import { documentFiles, documents, exportsTable, originTypes } from '../../../db/schema';
import { AppError } from '../../errors';
import { documentFilter, loadDocument, UUID_RE } from './access';
import { documentsByIds, presentOne } from './present';
import { MAX_PAGE_SIZE } from '../../crud/listQuery';
import { updateDocument, validationProblems } from './update';
import { payOnValidation } from '../payments/automation';
import { learnFromValidated } from '../extraction/learningStore';
import { linkSecret, signPath } from '../mail/signedLinks';

export async function documentRoutes(api: FastifyInstance) {
  /** The visible origin types the user may work with (the Documents menu), with View documents only. */
  api.get('/documents/origintypes', { config: { access: 'VIEW_DOCUMENTS' } }, async (req) => {
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

  api.put('/documents/uuids', { config: { access: 'VIEW_DOCUMENTS' } }, async (req) => {
    const ids = z.array(z.string().uuid()).max(MAX_PAGE_SIZE).parse(req.body);
    return documentsByIds(req.server.db, [...new Set(ids)], await documentFilter(req));
  });

  /** One document's record (the review screen); the file itself is GET /documents/{id}. */
  api.get('/documents/:id/record', { config: { access: 'VIEW_DOCUMENTS' } }, async (req) => {
    const { id } = req.params as { id: string };
    const doc = await loadDocument(req, id);
    return {
      ...(await presentOne(req.server.db, doc.uuid, await documentFilter(req))),
      problems: await validationProblems(req.server.db, doc),
    };
  });

  api.put('/documents/:id', { config: { access: 'UPDATE_DOCUMENTS' } }, async (req) => {
    const { id } = req.params as { id: string };
    const { doc, validated } = await updateDocument(req, id);
    if (validated) await payOnValidation(req, doc);
    if (validated) await learnFromValidated(req.server.db, doc);
    return presentOne(req.server.db, doc.uuid, eq(documents.uuid, doc.uuid));
  });

  api.delete('/documents/:id', { config: { access: 'DELETE_DOCUMENTS' } }, async (req) => {
    const { id } = req.params as { id: string };
    const doc = await loadDocument(req, id);
    if (!canDelete(doc.status))
      throw new AppError(
        'INVALID_STATE',
        'A paid or partly paid document cannot be deleted; delete its payments first',
      );
    const [file] = doc.documentid
      ? await req.server.db.select().from(documentFiles).where(eq(documentFiles.uuid, doc.documentid))
      : [];
    await req.server.db.transaction(async (tx) => {
      await tx.delete(documents).where(eq(documents.uuid, doc.uuid));
      if (file) await tx.delete(documentFiles).where(eq(documentFiles.uuid, file.uuid));
    });
    if (file) await req.server.files.remove(file.storageKey);
    return { success: true };
  });

  /** Whether the §5 rules hold, the document is no duplicate and its status allows it. */
  api.post('/documents/canvalidateorpay', { config: { access: 'VIEW_DOCUMENTS' } }, async (req) => {
    const body = z
      .object({
        documentuuid: z.string(),
        supplieruuid: z
          .union([z.string().uuid('error.uuid'), z.literal('')])
          .optional()
          .nullable(),
        documentid: z.string().max(100).optional().nullable(),
      })
      .parse(req.body);
    if (!UUID_RE.test(body.documentuuid)) return false;
    const doc = await loadDocument(req, body.documentuuid);
    if (![DOCUMENT_STATUS.SAVED, DOCUMENT_STATUS.VALIDATED, DOCUMENT_STATUS.PARTIALLY_PAYED].includes(doc.status as 1))
      return false;
    const merged = { ...doc, supplieruuid: body.supplieruuid ?? doc.supplieruuid, id: body.documentid ?? doc.id };
    return (await validationProblems(req.server.db, merged)).length === 0;
  });

  /**
   * The user's exports (zips of more than 30 documents), newest first, with public fields only: never the
   * storage key, the user or the company. A finished export not yet expired carries its signed download
   * link (the e-mailed one, valid until `expiresAt`).
   */
  api.get('/documents/exports', { config: { access: 'DOWNLOAD_DOCUMENTS' } }, async (req) => {
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
