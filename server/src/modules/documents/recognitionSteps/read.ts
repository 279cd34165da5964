/** Recognition, step 2: reading the file (XML, text layer, OCR) the way its source asks, within the job's limits. */
import type { Config } from '../../../config';
import { readDocument } from '../../extraction';
import type { ReadResult } from '../../extraction';
import type { JobContext } from '../../jobs/queue';
import { pageProgress, stopOf } from '../recognitionLimits';
import type { RecognitionContext, SupplierRow } from './context';

/**
 * Reads the document with the source's OCR algorithm and page count (none: the text layer, every page up to
 * RECOGNITION_MAX_PAGES). Stopped because the node shuts down, it throws: the job goes back to the queue.
 */
export async function readForSource(
  c: RecognitionContext,
  source: SupplierRow | undefined,
  job: { config: Pick<Config, 'RECOGNITION_MAX_PAGES'>; ctx: JobContext },
): Promise<ReadResult> {
  const read = await readDocument(c.file.bytes, c.file.mime, {
    ocr: c.ocr,
    algorithm: (source?.ocralgorithm as 'PDF' | 'AKI') ?? 'PDF',
    pageLimit: source?.pagenumbers ?? -1,
    maxPages: job.config.RECOGNITION_MAX_PAGES,
    signal: job.ctx.signal,
    onPage: pageProgress(job.ctx),
  });
  const stop = stopOf(job.ctx);
  if (stop?.reason === 'shutdown') throw stop;
  return read;
}
