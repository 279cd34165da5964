import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { canDelete } from '../../../../../resources/documents/rules';
import { documentFiles, documents } from '../../../../db/schema';
import { AppError } from '../../../errors';
import { loadDocument } from '../access';
import { actorOf, recordAudit } from '../../../audit/record';

/** Deletes a document and its file (a paid or partly paid one keeps its payments: refused). */
export async function deleteDocument(req: FastifyRequest, id: string) {
  const doc = await loadDocument(req, id);
  if (!canDelete(doc.status))
    throw new AppError('INVALID_STATE', 'A paid or partly paid document cannot be deleted; delete its payments first');
  const db = req.server.db;
  const [file] = doc.documentid
    ? await db.select().from(documentFiles).where(eq(documentFiles.uuid, doc.documentid))
    : [];
  await db.transaction(async (tx) => {
    await tx.delete(documents).where(eq(documents.uuid, doc.uuid));
    await recordAudit(tx, actorOf(req), { entity: 'documents', entityId: doc.uuid, action: 'DELETE', before: doc });
    if (file) await tx.delete(documentFiles).where(eq(documentFiles.uuid, file.uuid));
  });
  // the file goes once the records are gone: a failed removal leaves an orphan file, never a record without its file
  if (file) await req.server.files.remove(file.storageKey);
}
