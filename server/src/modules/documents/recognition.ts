/**
 * The recognition job: one document read and its fields extracted, in named steps (recognitionSteps/): load its
 * context, read it, resolve its source, resolve its origin type and group, complement with the LLM, save.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { documents } from '../../../db/schema';
import type { Config } from '../../config';
import type { FileStore } from '../../storage/fileStore';
import { type ReadResult } from '../extraction';
import { payeeIbanOf } from '../extraction/payeeIban';
import { extractLearned } from '../extraction/learningStore';
import { PermanentJobError, type Job, type JobContext } from '../jobs/queue';
import { limitMessage, stopOf } from './recognitionLimits';
import { extractionContext, loadRecognitionContext, type RecognitionPayload } from './recognitionSteps/context';
import { resolveGroupAndOrigin } from './recognitionSteps/groupAndOrigin';
import { complementWithLlm } from './recognitionSteps/llm';
import { readForSource } from './recognitionSteps/read';
import { restoredStatus, saveRecognition } from './recognitionSteps/save';
import { readsAgainFor, resolveSupplier } from './recognitionSteps/supplier';

export const RECOGNITION_JOB = 'recognition';
export type { RecognitionPayload };

/** What a recognition job answers: how it read, and what it found. */
interface RecognitionOutcome {
  source: string;
  /** How each PDF page was read (text layer or OCR; `message` says why OCR replaced a text layer). */
  pagePaths?: string[];
  supplier: string | null;
  group: string | null;
  stopped?: string;
  timedOut?: boolean;
}

/**
 * Runs the pipeline on one document: XML, text layer, OCR, then field extraction into the group's keywords.
 * At most RECOGNITION_MAX_PAGES pages are read and the job stops at its time limit: the document then keeps
 * what was read, with a message saying why the rest was not (the job of a time limit ends failed, not retried).
 * Stopped because the node shuts down, it leaves the document untouched: the job goes back to the queue.
 */
export function recognitionHandler(deps: { db: Db; files: FileStore; config: Config }) {
  return async (job: Job, ctx: JobContext) => {
    const { db, files, config } = deps;
    const p = job.payload as unknown as RecognitionPayload;
    const [doc] = await db.select().from(documents).where(eq(documents.uuid, p.documentId));
    if (!doc) return { skipped: 'document deleted' };
    let read: ReadResult | undefined;
    let outcome: RecognitionOutcome;
    try {
      const c = await loadRecognitionContext(db, files, doc, p);
      const reading = { config, ctx };
      await ctx.progress(10);
      read = await readForSource(c, c.chosen, reading);
      await ctx.progress(60);
      let fields = await extractLearned(db, doc.accountId, read, extractionContext(c), c.chosen?.uuid);
      const supplier = resolveSupplier(c.chosen, c.known, fields, read, c.companyItems);
      if (readsAgainFor(c.chosen, supplier) && !ctx.signal?.aborted) {
        read = await readForSource(c, supplier, reading);
        fields = await extractLearned(db, doc.accountId, read, extractionContext(c), supplier!.uuid);
      }
      const { origin, groupId, group } = await resolveGroupAndOrigin(db, doc, p, supplier, fields);
      const llm = await complementWithLlm(c, read, { supplier, groupId, group }, { db, config, ctx });
      await ctx.progress(90);
      const note = limitMessage(read, stopOf(ctx), config.RECOGNITION_MAX_PAGES);
      const payeeIban = await payeeIbanOf(db, doc.accountId, read, c.companyItems);
      await saveRecognition(db, doc, { read, fields, llm, supplier, origin, groupId, group, payeeIban, note });
      outcome = {
        source: read.source,
        ...(read.pagePaths ? { pagePaths: read.pagePaths } : {}),
        supplier: supplier?.uuid ?? null,
        group: groupId,
        ...(note ? { stopped: note, timedOut: stopOf(ctx)?.reason === 'time' } : {}),
      };
    } catch (err) {
      if (stopOf(ctx)?.reason === 'shutdown') throw err;
      // The previous status comes back; the reason is kept on the document for the user.
      const reason = err instanceof Error ? err.message : String(err);
      const message = limitMessage(read, stopOf(ctx), config.RECOGNITION_MAX_PAGES) || `Recognition failed: ${reason}`;
      await db
        .update(documents)
        .set({
          status: restoredStatus(doc),
          previousStatus: null,
          message: message.slice(0, 2000),
          updatedAt: new Date(),
        })
        .where(eq(documents.uuid, doc.uuid));
      throw new PermanentJobError(message);
    }
    if (outcome.timedOut) throw new PermanentJobError(outcome.stopped!);
    return outcome;
  };
}
