import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { canModify } from '../../../../resources/documents/rules';
import { documentGroups, documentLabels, documents } from '../../../db/schema';
import { AppError, notFound } from '../../errors';
import { ownedIds } from '../../crud/references';
import { assertCategorisationAllowed, documentFilter } from './access';
import { documentsByIds } from './present';
import { assertBranchAllowed } from './update';

const body = (field: string) =>
  z.object({ documents: z.array(z.string().uuid()).min(1).max(1000), [field]: z.string().uuid().nullable() });

/** The named documents, all visible to the request, or 404 for the batch (nothing changed). */
async function targets(req: FastifyRequest, ids: string[]) {
  const rows = await req.server.db
    .select()
    .from(documents)
    .where(and(inArray(documents.uuid, ids), await documentFilter(req)));
  if (rows.length !== new Set(ids).size) throw notFound('Document');
  return rows;
}

export async function bulkRoutes(api: FastifyInstance) {
  /** Labels stay editable whatever the status. */
  api.post('/documents/multi/label', { config: { access: 'UPDATE_DOCUMENTS' } }, async (req) => {
    const b = body('label').parse(req.body) as { documents: string[]; label: string | null };
    if (b.label && !(await ownedIds(api.db, documentLabels, req.scope.accountId, [b.label])).has(b.label))
      throw notFound('Label');
    await targets(req, b.documents);
    await api.db
      .update(documents)
      .set({ labeluuid: b.label, updatedAt: new Date() })
      .where(inArray(documents.uuid, b.documents));
    return documentsByIds(api.db, [...new Set(b.documents)]);
  });

  /** Branch and group follow the modification rule: refused for the whole batch if one is validated or paid. */
  api.post('/documents/multi/branche', { config: { access: 'UPDATE_DOCUMENTS' } }, async (req) => {
    const b = body('branche').parse(req.body) as { documents: string[]; branche: string | null };
    if (!b.branche) throw new AppError('VALIDATION', 'Choose a branch', { fields: { branche: 'error.required' } });
    await assertBranchAllowed(req, b.branche);
    const rows = await targets(req, b.documents);
    if (rows.some((r) => !canModify(r.status)))
      throw new AppError('INVALID_STATE', 'Validated or paid documents cannot be moved to another branch');
    await api.db
      .update(documents)
      .set({ companyId: b.branche, updatedAt: new Date() })
      .where(inArray(documents.uuid, b.documents));
    return documentsByIds(api.db, [...new Set(b.documents)]);
  });

  api.post('/documents/multi/documentgroup', { config: { access: 'UPDATE_DOCUMENTS' } }, async (req) => {
    const b = body('documentgroup').parse(req.body) as { documents: string[]; documentgroup: string | null };
    if (
      b.documentgroup &&
      !(await ownedIds(api.db, documentGroups, req.scope.accountId, [b.documentgroup])).has(b.documentgroup)
    )
      throw notFound('Document group');
    assertCategorisationAllowed(req, { documentgroupuuid: b.documentgroup });
    const rows = await targets(req, b.documents);
    if (rows.some((r) => !canModify(r.status)))
      throw new AppError('INVALID_STATE', 'Validated or paid documents cannot change group');
    // Values belong to the old group's keywords: they are dropped with the group change.
    await api.db
      .update(documents)
      .set({
        documentgroupuuid: b.documentgroup,
        data: [],
        totalht: null,
        totaltva: null,
        totalttc: null,
        duedate: null,
        updatedAt: new Date(),
      })
      .where(and(inArray(documents.uuid, b.documents), eq(documents.accountId, req.scope.accountId)));
    return documentsByIds(api.db, [...new Set(b.documents)]);
  });
}
