import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { DOCUMENT_STATUS } from '../../../../../src/domain/documents/rules';
import { documents, jobs } from '../../../../db/schema';
import { AppError } from '../../../errors';
import { enqueue } from '../../jobs/queue';
import { documentFilter, loadDocument } from '../access';
import { presentOne } from '../present';
import { RECOGNITION_JOB } from '../recognition';

export interface RecognitionChoice {
  /** The document group and source to recognise it with (none: found again from the document). */
  group?: string | null;
  supplier?: string | null;
  /** How many seconds to wait for the result before answering the document as it is. */
  wait: number;
}

/**
 * Recognises a saved document again with a chosen group and supplier: it goes to the recognition status and
 * a recognition job is queued in the same transaction; the answer waits a bounded time for the result.
 */
export async function recogniseDocument(req: FastifyRequest, id: string, choice: RecognitionChoice) {
  const doc = await loadDocument(req, id);
  if (doc.status !== DOCUMENT_STATUS.SAVED)
    throw new AppError(
      'INVALID_STATE',
      doc.status === DOCUMENT_STATUS.RECOGNITION
        ? 'Recognition is already running for this document'
        : 'Only a saved document can be recognised again',
      { key: doc.status === DOCUMENT_STATUS.RECOGNITION ? 'error.recognition.running' : 'error.recognition.notsaved' },
    );
  const db = req.server.db;
  const jobId = await db.transaction(async (tx) => {
    await tx
      .update(documents)
      .set({ status: DOCUMENT_STATUS.RECOGNITION, previousStatus: doc.status, updatedAt: new Date() })
      .where(eq(documents.uuid, doc.uuid));
    return enqueue(
      tx,
      RECOGNITION_JOB,
      { documentId: doc.uuid, group: choice.group || null, supplier: choice.supplier || null },
      { companyId: doc.companyId, subject: doc.uuid },
    );
  });
  req.server.jobs.kick();
  const deadline = Date.now() + choice.wait * 1000;
  while (Date.now() < deadline) {
    const [job] = await db.select({ status: jobs.status }).from(jobs).where(eq(jobs.uuid, jobId));
    if (job.status === 'done' || job.status === 'failed') break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return presentOne(db, doc.uuid, await documentFilter(req));
}
