/**
 * Changes to several documents at once (the lists' bulk actions): all named documents must be visible, or
 * nothing changes (404 for the batch). Labels stay editable whatever the status; branch and group follow
 * the modification rule, refused for the whole batch if one document is validated or paid.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { canModify } from '../../../../../src/domain/documents/rules';
import { documentGroups, documentLabels, documents } from '../../../../db/schema';
import { ownedIds } from '../../../crud/references';
import { AppError, notFound } from '../../../errors';
import { assertCategorisationAllowed, visibleDocuments } from '../access';
import { documentsByIds } from '../present';
import { assertBranchAllowed } from '../../tenancy/companies';

const changed = (req: FastifyRequest, ids: string[]) => documentsByIds(req.server.db, [...new Set(ids)]);

/** Sets (or, with null, clears) the label of the documents. */
export async function labelDocuments(req: FastifyRequest, ids: string[], label: string | null) {
  const db = req.server.db;
  if (label && !(await ownedIds(db, documentLabels, req.scope.accountId, [label])).has(label)) throw notFound('Label');
  await visibleDocuments(req, ids);
  await db.update(documents).set({ labeluuid: label, updatedAt: new Date() }).where(inArray(documents.uuid, ids));
  return changed(req, ids);
}

/** Moves the documents to another branch of the account. */
export async function moveDocuments(req: FastifyRequest, ids: string[], branch: string | null) {
  if (!branch) throw new AppError('VALIDATION', 'Choose a branch', { fields: { branche: 'error.required' } });
  await assertBranchAllowed(req, branch);
  const rows = await visibleDocuments(req, ids);
  if (rows.some((r) => !canModify(r.status)))
    throw new AppError('INVALID_STATE', 'Validated or paid documents cannot be moved to another branch', {
      key: 'error.document.movebranch',
    });
  await req.server.db
    .update(documents)
    .set({ companyId: branch, updatedAt: new Date() })
    .where(inArray(documents.uuid, ids));
  return changed(req, ids);
}

/** Puts the documents in another document group (or none); their values belonged to the old group's keywords. */
export async function regroupDocuments(req: FastifyRequest, ids: string[], group: string | null) {
  const db = req.server.db;
  if (group && !(await ownedIds(db, documentGroups, req.scope.accountId, [group])).has(group))
    throw notFound('Document group');
  assertCategorisationAllowed(req, { documentgroupuuid: group });
  const rows = await visibleDocuments(req, ids);
  if (rows.some((r) => !canModify(r.status)))
    throw new AppError('INVALID_STATE', 'Validated or paid documents cannot change group', {
      key: 'error.document.movegroup',
    });
  // Values belong to the old group's keywords: they are dropped with the group change.
  await db
    .update(documents)
    .set({
      documentgroupuuid: group,
      data: [],
      totalht: null,
      totaltva: null,
      totalttc: null,
      duedate: null,
      updatedAt: new Date(),
    })
    .where(and(inArray(documents.uuid, ids), eq(documents.accountId, req.scope.accountId)));
  return changed(req, ids);
}
