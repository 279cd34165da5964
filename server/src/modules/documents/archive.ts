/**
 * Deleted documents kept for the retention period (issue 19, the probative archive). Deleting a document moves its
 * row to `deleted_documents` (server/db/archiveSchema.ts) in the transaction of the deletion, rather than flagging it:
 * every list, count, balance, dashboard figure and search reads `documents` only, so none of them (and none written
 * later) can show a deleted document, whatever its size. Its original file row (with the SHA-256 of its import) stays
 * and is still checked when an administrator downloads it; its audit entries stay (append-only) and its lifecycle
 * statuses are copied with the row. A durable job, queued for the end of the retention period (the account's
 * `retentionyears`, 10 by default), purges the row and the file, never before, and writes the purge in the trail.
 */
import { eq } from 'drizzle-orm';
import { RETENTION_YEARS } from '../../../../src/domain/company/company.model';
import type { Db, DbOrTx } from '../../../db/client';
import { companies, deletedDocuments, documentFiles, documentLifecycle, documents } from '../../../db/schema';
import { recordAudit, systemActor, type AuditActor } from '../../audit/record';
import type { FileStore } from '../../storage/fileStore';
import { enqueue, type JobHandler } from '../jobs/queue';
import { documentSnapshot } from './present';

export const PURGE_JOB = 'document-purge';

type DocRow = typeof documents.$inferSelect;

/** The end of the retention period of a document deleted at `from`: `years` later, to the second. */
export function retentionEnd(from: Date, years: number): Date {
  const end = new Date(from);
  end.setUTCFullYear(end.getUTCFullYear() + years);
  return end;
}

/** Moves a document to the deleted documents (inside the deletion's transaction) and queues its purge. */
export async function archiveDocument(tx: DbOrTx, doc: DocRow, actor: AuditActor): Promise<void> {
  const [account] = await tx
    .select({ years: companies.retentionyears })
    .from(companies)
    .where(eq(companies.id, doc.accountId));
  const deletedAt = new Date();
  const purgeAfter = retentionEnd(deletedAt, account?.years ?? RETENTION_YEARS.default);
  const lifecycle = await tx
    .select()
    .from(documentLifecycle)
    .where(eq(documentLifecycle.documentId, doc.uuid))
    .orderBy(documentLifecycle.createdAt);
  // the searched text is bulky and derived from the original, which is kept
  const { content: _text, ...record } = doc;
  await tx.insert(deletedDocuments).values({
    id: doc.uuid,
    companyId: doc.companyId,
    accountId: doc.accountId,
    number: doc.invoiceNumber,
    suppliername: doc.suppliername,
    filename: doc.filename,
    date: doc.date,
    status: doc.status,
    currency: doc.currency,
    totalttc: doc.totalttc,
    record: documentSnapshot(record),
    lifecycle,
    fileId: doc.fileId,
    deletedBy: actor.userId,
    deletedByName: actor.userName,
    deletedAt,
    purgeAfter,
  });
  await tx.delete(documents).where(eq(documents.uuid, doc.uuid));
  await enqueue(tx, PURGE_JOB, { id: doc.uuid }, { companyId: doc.companyId, runAt: purgeAfter });
}

/**
 * Purges one deleted document once its retention period is over: its row, its file row and its stored file, with
 * an audit entry `PURGE` (by the system). Run early (it cannot be, but a job may be queued again), it waits again.
 */
export async function purgeDeletedDocument(db: Db, files: FileStore, id: string, now = new Date()) {
  const storageKey = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(deletedDocuments).where(eq(deletedDocuments.id, id)).for('update');
    if (!row) return null; // purged already
    if (row.purgeAfter > now) {
      await enqueue(tx, PURGE_JOB, { id }, { companyId: row.companyId, runAt: row.purgeAfter });
      return null;
    }
    const [file] = row.fileId ? await tx.select().from(documentFiles).where(eq(documentFiles.uuid, row.fileId)) : [];
    await tx.delete(deletedDocuments).where(eq(deletedDocuments.id, id));
    if (file) await tx.delete(documentFiles).where(eq(documentFiles.uuid, file.uuid));
    await recordAudit(tx, systemActor(row.accountId, row.companyId), {
      entity: 'documents',
      entityId: id,
      action: 'PURGE',
      before: {
        id: row.number,
        suppliername: row.suppliername,
        filename: row.filename,
        deletedBy: row.deletedByName,
        deletedAt: row.deletedAt,
        purgeAfter: row.purgeAfter,
        sha256: file?.sha256 ?? null,
      },
    });
    return file?.storageKey ?? null;
  });
  // the stored file goes once its records are gone (a failed removal leaves an orphan, swept at start)
  if (storageKey) await files.remove(storageKey);
  return storageKey !== null;
}

export const purgeHandler =
  ({ db, files }: { db: Db; files: FileStore }): JobHandler =>
  async (job) =>
    purgeDeletedDocument(db, files, String((job.payload as { id?: string }).id ?? ''));
