import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { documents } from '../../../../db/schema';
import { canDelete } from '../../../../../src/domain/documents/rules';
import { AppError, notFound } from '../../../errors';
import { loadDocument } from '../access';
import { archiveDocument } from '../archive';
import { documentSnapshot } from '../present';
import { actorOf, recordAudit } from '../../../audit/record';

const notDeletable = () =>
  new AppError('INVALID_STATE', 'A paid or partly paid document cannot be deleted; delete its payments first', {
    key: 'error.document.paid',
  });

/**
 * Deletes a document (a paid or partly paid one keeps its payments: refused): it leaves every list, and is kept with
 * its original and history among the deleted documents for the retention period (archive.ts).
 */
export async function deleteDocument(req: FastifyRequest, id: string) {
  const doc = await loadDocument(req, id);
  if (!canDelete(doc.status)) throw notDeletable();
  const actor = actorOf(req);
  await req.server.db.transaction(async (tx) => {
    // locked, its status read again: a payment recorded meanwhile keeps it
    const [locked] = await tx.select().from(documents).where(eq(documents.uuid, doc.uuid)).for('update');
    if (!locked) throw notFound('Document');
    if (!canDelete(locked.status)) throw notDeletable();
    await archiveDocument(tx, locked, actor);
    await recordAudit(tx, actor, {
      entity: 'documents',
      entityId: doc.uuid,
      action: 'DELETE',
      before: documentSnapshot(doc),
    });
  });
}
