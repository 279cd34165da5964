import { and, eq, max } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { canModify, DOCUMENT_STATUS } from '../../../../../src/domain/documents/rules';
import { supplierModel } from '../../../../../src/domain/suppliers/supplier.model';
import { documents, suppliers } from '../../../../db/schema';
import { lookupResource } from '../../../crud';
import { checkReferences } from '../../../crud/references';
import { suppliersCrud } from '../../../crud/entities/suppliers.crud';
import { AppError } from '../../../errors';
import { documentFilter, loadDocument } from '../access';
import { presentOne } from '../present';
import { actorOf } from '../../../audit/record';
import { recordBankChange } from '../../../crud/entities/bankChanges';

/**
 * Creates a document source from the review screen (`input` is a source as POST /suppliers takes it, with the
 * same rules) and links the document to it, in one transaction. Its origin type and default group are the
 * document's unless given.
 */
export async function createDocumentSource(req: FastifyRequest, id: string, input: Record<string, unknown>) {
  const db = req.server.db;
  const doc = await loadDocument(req, id);
  if (doc.status === DOCUMENT_STATUS.RECOGNITION)
    throw new AppError('INVALID_STATE', 'The document is being recognised; try again when recognition has finished', {
      key: 'error.document.recognising',
    });
  if (!canModify(doc.status))
    throw new AppError('INVALID_STATE', 'A validated or paid document cannot be changed', {
      key: 'error.document.locked',
    });
  // the defaults depend on the document: the source's rules apply here, not in the route schema
  const parsed = supplierModel.schema.parse({
    origintype: doc.originType ?? undefined,
    defaultdocumentgroupuuid: doc.documentgroupuuid ?? undefined,
    ...input,
  }) as Record<string, unknown>;
  const accountId = req.scope.accountId;
  await checkReferences(db, supplierModel, parsed, accountId, lookupResource);
  const data = await suppliersCrud.hooks!.prepare!({ req, companyId: accountId, db }, parsed);
  const created = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(documents).where(eq(documents.uuid, doc.uuid)).for('update');
    if (!canModify(current.status) || current.status === DOCUMENT_STATUS.RECOGNITION)
      throw new AppError('INVALID_STATE', 'The document can no longer be changed', {
        key: 'error.document.unchangeable',
      });
    const [{ top }] = await tx
      .select({ top: max(suppliers.index) })
      .from(suppliers)
      .where(eq(suppliers.companyId, accountId));
    const [row] = await tx
      .insert(suppliers)
      .values({
        ...(data as object),
        companyId: accountId,
        index: Number(top ?? -1) + 1,
      } as typeof suppliers.$inferInsert)
      .returning();
    await recordBankChange(tx, actorOf(req), row.uuid, [], row.identifiers);
    await tx
      .update(documents)
      .set({
        supplieruuid: row.uuid,
        suppliername: row.divers ? current.suppliername : row.name,
        updatedAt: new Date(),
      })
      .where(eq(documents.uuid, doc.uuid));
    return row;
  });
  return {
    source: {
      ...suppliersCrud.hooks!.toResponse!(created as unknown as Record<string, unknown>),
      uuid: created.uuid,
      name: created.name,
    },
    document: (await presentOne(db, doc.uuid, and(eq(documents.uuid, doc.uuid), await documentFilter(req))!))!,
  };
}
