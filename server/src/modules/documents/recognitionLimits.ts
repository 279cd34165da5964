import type { ReadResult } from '../extraction';
import { JobStopped, type JobContext } from '../jobs/queue';
import { readNote } from '../../../../src/domain/documents/readNotes';

/** Why the job's work was stopped, when it was (time limit or shutdown). */
export const stopOf = (ctx: JobContext): JobStopped | undefined =>
  ctx.signal?.reason instanceof JobStopped ? ctx.signal.reason : undefined;

/**
 * What the document says when recognition did not read it all (language-neutral, like the failure messages):
 * the page limit or the time limit, how far it got, and that a person must finish the review.
 */
export function limitMessage(
  read: Pick<ReadResult, 'stopped' | 'pages'> | undefined,
  stop: JobStopped | undefined,
  maxPages: number,
): string {
  if (stop?.reason === 'time') {
    const seconds = stop.limitSeconds;
    if (read?.stopped?.reason === 'aborted')
      return readNote('stoppedTimePartial', { seconds, read: read.stopped.pagesRead, pages: read.pages });
    return readNote(read ? 'stoppedTime' : 'stoppedTimeNothing', { seconds });
  }
  if (read?.stopped?.reason === 'limit')
    return readNote('stoppedPages', { max: maxPages, rest: read.pages - maxPages });
  return '';
}

/** Page progress as job progress (10-60 %), written at most every 5 %. */
export function pageProgress(ctx: JobContext) {
  let shown = 10;
  return (done: number, total: number) => {
    const percent = 10 + Math.floor((50 * done) / Math.max(1, total));
    if (percent < shown + 5) return;
    shown = percent;
    void ctx.progress(percent).catch(() => undefined);
  };
}

/** Time left before the job's limit, for a call that takes its own timeout (the AI endpoint). */
export const timeLeftMs = (ctx: JobContext, fallback: number) =>
  ctx.deadline ? Math.max(1000, ctx.deadline - Date.now()) : fallback;
