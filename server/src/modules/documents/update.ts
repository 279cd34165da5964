import { and, eq, or } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  canModify,
  canValidate,
  categoryOf,
  DOCUMENT_STATUS,
  validityErrors,
} from '../../../../resources/documents/rules';
import { documentUpdateSchema, type DocumentUpdate } from '../../../../resources/documents/document.model';
import { isAmount } from '../../../../resources/money';
import {
  companies,
  documentLabels,
  documents,
  documentGroups,
  originTypes,
  paymentTypes,
  suppliers,
} from '../../../db/schema';
import type { Db } from '../../../db/client';
import { AppError, notFound } from '../../errors';
import { ownedIds } from '../../crud/references';
import { assertCategorisationAllowed, loadDocument } from './access';
import { loadGroup, loadSupplier, valueOfType, type KeywordRow } from './groupContext';
import { mergeValues } from './values';
import { findDuplicates } from './sellerMatch';

type DocRow = typeof documents.$inferSelect;

/** Branches a document may be moved to: the account's companies the user may enter. */
export async function assertBranchAllowed(req: FastifyRequest, branchId: string) {
  const home = req.scope.accountId;
  const [c] = await req.server.db
    .select()
    .from(companies)
    .where(and(eq(companies.id, branchId), or(eq(companies.id, home), eq(companies.masterId, home))));
  if (!c) throw notFound('Branch');
  if (
    req.principal.companyId !== req.scope.accountId &&
    !req.principal.roles.includes('superadmin') &&
    c.id !== req.principal.companyId
  )
    throw notFound('Branch');
}

async function checkRefs(req: FastifyRequest, body: DocumentUpdate) {
  const db = req.server.db;
  const account = req.scope.accountId;
  const refs: Array<[keyof DocumentUpdate, Parameters<typeof ownedIds>[1]]> = [
    ['supplieruuid', suppliers],
    ['documentgroupuuid', documentGroups],
    ['origintype', originTypes],
    ['labeluuid', documentLabels],
    ['paymenttype', paymentTypes],
  ];
  for (const [field, table] of refs) {
    const id = body[field] as string | null | undefined;
    if (id && !(await ownedIds(db, table, account, [id])).has(id)) {
      throw new AppError('NOT_FOUND', `Unknown ${field}`, { fields: { [field]: 'error.reference' } });
    }
  }
  if (body.brancheuuid) await assertBranchAllowed(req, body.brancheuuid);
  assertCategorisationAllowed(req, { originType: body.origintype, documentgroupuuid: body.documentgroupuuid });
}

/** Header columns derived from the group's typed keywords, so lists, sums and search read exact numerics. */
export function deriveHeader(data: DocRow['data'], kws: KeywordRow[]) {
  const amount = (type: string) => {
    const v = valueOfType(data, kws, type);
    return isAmount(v) ? String(v) : null;
  };
  const due = valueOfType(data, kws, 'DUE_DATE');
  return {
    totalht: amount('HT'),
    totaltva: amount('TVA'),
    totalttc: amount('TTC'),
    duedate: typeof due === 'string' && due ? due : null,
    category: categoryOf(valueOfType(data, kws, 'TYPE')),
  };
}

/** Why a document cannot be validated (i18n keys), from the rules of §5 and the duplicate check. */
export async function validationProblems(db: Db, doc: DocRow): Promise<string[]> {
  const ctx = await loadGroup(db, doc.accountId, doc.documentgroupuuid);
  const supplier = await loadSupplier(db, doc.accountId, doc.supplieruuid);
  const kws = ctx?.keywords ?? [];
  const problems = validityErrors({
    brancheuuid: doc.companyId,
    documentgroupuuid: doc.documentgroupuuid,
    supplieruuid: doc.supplieruuid,
    suppliername: doc.suppliername,
    id: doc.id,
    date: doc.date,
    genericSupplier: supplier?.divers,
    invoiceGroup: ctx?.group.type === 'INVOICES',
    ht: valueOfType(doc.data, kws, 'HT'),
    tva: valueOfType(doc.data, kws, 'TVA'),
    ttc: valueOfType(doc.data, kws, 'TTC'),
    dueDate: valueOfType(doc.data, kws, 'DUE_DATE') as string | null,
    type: valueOfType(doc.data, kws, 'TYPE'),
  });
  // same source and number; for the generic source, the same supplier name too (sellerMatch.ts)
  if (
    (await findDuplicates(db, doc, { generic: !!supplier?.divers, strict: kws.some((k) => k.type === 'TTC') })).length
  )
    problems.push('document.error.duplicate');
  return problems;
}

/** PUT /documents/{id}: the state rules of §4 enforced; values checked by keyword type. `validated`: this call validated it. */
export async function updateDocument(req: FastifyRequest, id: string): Promise<{ doc: DocRow; validated: boolean }> {
  const body = documentUpdateSchema.parse(req.body ?? {});
  const doc = await loadDocument(req, id);
  await checkRefs(req, body);
  const db = req.server.db;
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(documents).where(eq(documents.uuid, doc.uuid)).for('update');
    if (current.status === DOCUMENT_STATUS.RECOGNITION)
      throw new AppError('INVALID_STATE', 'The document is being recognised; try again when recognition has finished');
    const { status, data, brancheuuid, origintype, ...fields } = body;
    const changes: Partial<DocRow> = {};
    for (const [k, v] of Object.entries(fields))
      if (v !== undefined && (current as Record<string, unknown>)[k] !== v) (changes as Record<string, unknown>)[k] = v;
    if (brancheuuid && brancheuuid !== current.companyId) changes.companyId = brancheuuid;
    if (origintype !== undefined && origintype !== current.originType) changes.originType = origintype;
    const groupId = changes.documentgroupuuid !== undefined ? changes.documentgroupuuid : current.documentgroupuuid;
    const ctx = await loadGroup(tx as unknown as Db, current.accountId, groupId ?? null);
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
      throw new AppError('INVALID_STATE', 'A validated or paid document cannot be changed (only its label can)');
    }
    const next: DocRow = { ...current, ...changes };
    if (changes.data || changes.documentgroupuuid !== undefined)
      Object.assign(changes, deriveHeader(next.data, ctx?.keywords ?? []));
    if (status !== undefined && status !== current.status) {
      if (
        status !== DOCUMENT_STATUS.VALIDATED &&
        !(status === DOCUMENT_STATUS.SAVED && current.status === DOCUMENT_STATUS.SAVED)
      ) {
        throw new AppError('INVALID_STATE', 'Only validation changes the status here; payments set the paid states');
      }
      if (!canValidate(current.status))
        throw new AppError('INVALID_STATE', 'A document can be validated only when it is saved');
      const problems = await validationProblems(tx as unknown as Db, { ...next, ...changes } as DocRow);
      if (problems.length)
        throw new AppError('INVALID_STATE', `The document cannot be validated: ${problems.join(', ')}`, {
          fields: Object.fromEntries(problems.map((p) => [p.split('.').pop()!, p])),
        });
      changes.status = DOCUMENT_STATUS.VALIDATED;
      // A validated invoice joins the to-pay list with its whole amount to pay.
      const ttc = (changes.totalttc ?? current.totalttc) as string | null;
      if (ctx?.group.type === 'INVOICES' && ttc !== null) changes.solde = ttc;
    }
    if (!Object.keys(changes).length) return { doc: current, validated: false };
    const [saved] = await tx
      .update(documents)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(documents.uuid, current.uuid))
      .returning();
    return { doc: saved, validated: changes.status === DOCUMENT_STATUS.VALIDATED };
  });
}
