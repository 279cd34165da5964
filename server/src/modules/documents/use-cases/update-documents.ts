/**
 * Changes to several documents at once (the lists' bulk actions): all named documents must be visible, or
 * nothing changes (404 for the batch). Labels stay editable whatever the status; branch and group follow
 * the modification rule, refused for the whole batch if one document is validated or paid. Each document's change
 * is audited in the batch's transaction, as a change on the review is.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { canModify } from '../../../../../src/domain/documents/rules';
import { documentGroups, documentLabels, documents } from '../../../../db/schema';
import { actorOf, recordAudits } from '../../../audit/record';
import { ownedIds } from '../../../crud/references';
import { AppError, notFound } from '../../../errors';
import { assertCategorisationAllowed, visibleDocuments } from '../access';
import { documentsByIds } from '../present';
import { assertBranchAllowed } from '../../tenancy/companies';

const changed = (req: FastifyRequest, ids: string[]) => documentsByIds(req.server.db, [...new Set(ids)]);

type DocRow = typeof documents.$inferSelect;

/** Sets the columns on the documents in one transaction, each document's change in the audit trail. */
async function auditedUpdate(req: FastifyRequest, ids: string[], set: Partial<DocRow>) {
  await req.server.db.transaction(async (tx) => {
    const where = and(inArray(documents.uuid, ids), eq(documents.accountId, req.scope.accountId));
    const before = new Map((await tx.select().from(documents).where(where).for('update')).map((r) => [r.uuid, r]));
    const after = await tx
      .update(documents)
      .set({ ...set, updatedAt: new Date() })
      .where(where)
      .returning();
    await recordAudits(
      tx,
      actorOf(req),
      after.map((row) => ({
        entity: 'documents',
        entityId: row.uuid,
        action: 'UPDATE',
        before: before.get(row.uuid),
        after: row,
      })),
    );
  });
}

/** Sets (or, with null, clears) the label of the documents. */
export async function labelDocuments(req: FastifyRequest, ids: string[], label: string | null) {
  const db = req.server.db;
  if (label && !(await ownedIds(db, documentLabels, req.scope.accountId, [label])).has(label)) throw notFound('Label');
  await visibleDocuments(req, ids);
  await auditedUpdate(req, ids, { labeluuid: label });
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
  await auditedUpdate(req, ids, { companyId: branch });
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
  await auditedUpdate(req, ids, {
    documentgroupuuid: group,
    data: [],
    totalht: null,
    totaltva: null,
    totalttc: null,
    duedate: null,
  });
  return changed(req, ids);
}
