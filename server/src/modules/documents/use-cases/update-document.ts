/**
 * PUT /documents/{id}: the state rules of §4 enforced, references checked against the account, values
 * merged and checked by keyword type, the header columns derived; `status: VALIDATED` validates it.
 */
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DocumentUpdate } from '../../../../../src/domain/documents/document.model';
import { canModify, DOCUMENT_STATUS } from '../../../../../src/domain/documents/rules';
import { documentGroups, documentLabels, documents, originTypes, paymentTypes, suppliers } from '../../../../db/schema';
import { ownedIds } from '../../../crud/references';
import { AppError } from '../../../errors';
import { actorOf, recordAudit } from '../../../audit/record';
import { assertCategorisationAllowed, loadDocument } from '../access';
import { documentSnapshot, updateColumns } from '../present';
import { loadGroup } from '../groupContext';
import { assertBranchAllowed } from '../../tenancy/companies';
import { deriveHeader } from '../validity';
import { mergeValues } from '../values';
import { vatLinesAfterTotals } from '../vatLines';
import { afterValidation, validateDocument } from './validate-document';

type DocRow = typeof documents.$inferSelect;

/** The update's references must be the account's (an unknown one is named in `fields`), its categories allowed. */
async function checkRefs(req: FastifyRequest, body: DocumentUpdate) {
  const refs: Array<[keyof DocumentUpdate, Parameters<typeof ownedIds>[1]]> = [
    ['supplieruuid', suppliers],
    ['documentgroupuuid', documentGroups],
    ['origintype', originTypes],
    ['labeluuid', documentLabels],
    ['paymenttype', paymentTypes],
  ];
  for (const [field, table] of refs) {
    const id = body[field] as string | null | undefined;
    if (id && !(await ownedIds(req.server.db, table, req.scope.accountId, [id])).has(id)) {
      throw new AppError('NOT_FOUND', `Unknown ${field}`, { fields: { [field]: 'error.reference' } });
    }
  }
  if (body.brancheuuid) await assertBranchAllowed(req, body.brancheuuid);
  assertCategorisationAllowed(req, { originType: body.origintype, documentgroupuuid: body.documentgroupuuid });
}

/** Applies the update in one transaction; a validation then sets off its consequences (validate-document.ts). */
export async function updateDocument(req: FastifyRequest, id: string, body: DocumentUpdate): Promise<DocRow> {
  const doc = await loadDocument(req, id);
  await checkRefs(req, body);
  const { saved, validated } = await req.server.db.transaction(async (tx) => {
    const [current] = await tx.select().from(documents).where(eq(documents.uuid, doc.uuid)).for('update');
    if (current.status === DOCUMENT_STATUS.RECOGNITION)
      throw new AppError('INVALID_STATE', 'The document is being recognised; try again when recognition has finished', {
        key: 'error.document.recognising',
      });
    const { status, data, vatlines, ...fields } = body;
    const changes: Partial<DocRow> = {};
    for (const [k, v] of Object.entries(updateColumns(fields)))
      if (v !== undefined && (current as Record<string, unknown>)[k] !== v) (changes as Record<string, unknown>)[k] = v;
    if (vatlines !== undefined && JSON.stringify(vatlines) !== JSON.stringify(current.vatLines))
      changes.vatLines = vatlines;
    const groupId = changes.documentgroupuuid !== undefined ? changes.documentgroupuuid : current.documentgroupuuid;
    const ctx = await loadGroup(tx, current.accountId, groupId ?? null);
    if (data) {
      const merged = mergeValues(
        changes.documentgroupuuid !== undefined ? [] : current.data,
        data,
        ctx?.keywords ?? [],
      );
      if (JSON.stringify(merged) !== JSON.stringify(current.data)) changes.data = merged;
    } else if (changes.documentgroupuuid !== undefined) changes.data = [];
    const onlyLabel = Object.keys(changes).every((k) => k === 'labeluuid');
    if (!canModify(current.status) && !onlyLabel) {
      throw new AppError('INVALID_STATE', 'A validated or paid document cannot be changed (only its label can)', {
        key: 'error.document.labelonly',
      });
    }
    if (changes.data || changes.documentgroupuuid !== undefined) {
      const header = deriveHeader({ ...current, ...changes }.data, ctx?.keywords ?? []);
      Object.assign(changes, header);
      const totalsChanged = (['totalht', 'totaltva', 'totalttc'] as const).some((k) => header[k] !== current[k]);
      if (vatlines === undefined && totalsChanged) {
        const lines = vatLinesAfterTotals(current.vatLines, header);
        if (JSON.stringify(lines) !== JSON.stringify(current.vatLines)) changes.vatLines = lines;
      }
    }
    if (status !== undefined && status !== current.status) {
      if (
        status !== DOCUMENT_STATUS.VALIDATED &&
        !(status === DOCUMENT_STATUS.SAVED && current.status === DOCUMENT_STATUS.SAVED)
      ) {
        throw new AppError('INVALID_STATE', 'Only validation changes the status here; payments set the paid states', {
          key: 'error.document.status',
        });
      }
      Object.assign(
        changes,
        await validateDocument(tx, current, changes, ctx?.group.type === 'INVOICES', {
          userId: req.principal.userId,
        }),
      );
    }
    if (!Object.keys(changes).length) return { saved: current, validated: false };
    const [row] = await tx
      .update(documents)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(documents.uuid, current.uuid))
      .returning();
    const action = changes.status === DOCUMENT_STATUS.VALIDATED ? 'VALIDATE' : 'UPDATE';
    await recordAudit(tx, actorOf(req), {
      entity: 'documents',
      entityId: row.uuid,
      action,
      before: documentSnapshot(current),
      after: documentSnapshot(row),
    });
    return { saved: row, validated: changes.status === DOCUMENT_STATUS.VALIDATED };
  });
  if (validated) await afterValidation(req, saved);
  return saved;
}
