import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { outsideRequest } from '../../../db/cancellation';
import type { Db, DbOrTx } from '../../../db/client';
import { jobs } from '../../../db/schema';
import { claimNext, type Job } from './claim';
import { JobStopped, type JobContext, type QueueOptions } from './jobTypes';

export type { Job } from './claim';
export { JobStopped, type JobContext, type JobHandler } from './jobTypes';
const PURGE_EVERY_MS = 10 * 60_000;
/** How often the jobs table's planner statistics are refreshed while jobs are claimed (see analyzeJobs). */
const ANALYZE_EVERY_MS = 60_000;

/** Adds a job; pass the transaction that creates what the job works on, so both commit together. */
export async function enqueue(
  db: DbOrTx,
  kind: string,
  payload: Record<string, unknown>,
  meta: { companyId?: string; subject?: string; runAt?: Date } = {},
): Promise<string> {
  const [row] = await db
    .insert(jobs)
    .values({
      kind,
      payload,
      companyId: meta.companyId,
      subject: meta.subject,
      ...(meta.runAt ? { runAt: meta.runAt } : {}),
    })
    .returning({ uuid: jobs.uuid });
  return row.uuid;
}

interface Running {
  job: Job;
  controller: AbortController;
  handedBack: boolean;
  abandon: () => void;
}

/**
 * A durable job queue on the jobs table: any node claims the next due job (fairly across companies, see
 * claim.ts), holds a lease while it runs, and a job whose node died is claimed again when its lease ends.
 */
export function createJobQueue(db: Db, opts: QueueOptions) {
  const node = randomUUID();
  const concurrency = opts.concurrency ?? 1;
  const lease = opts.leaseSeconds ?? 120;
  const maxAttempts = opts.maxAttempts ?? 3;
  const grace = opts.graceSeconds ?? 10;
  let stopped = true;
  let timer: ReturnType<typeof setInterval> | undefined;
  const idle: Array<() => void> = [];
  const running = new Set<Running>();

  async function finish(job: Job, patch: Partial<Job>) {
    await db
      .update(jobs)
      .set({ ...patch, lockedBy: null, lockedUntil: null, updatedAt: new Date() })
      .where(and(eq(jobs.uuid, job.uuid), eq(jobs.lockedBy, node)));
  }

  /** Extends the lease, never past the time limit: a job that overran stops holding its slot. */
  async function renew(job: Job, signal: AbortSignal, progress?: number) {
    if (signal.aborted && progress === undefined) return;
    await db
      .update(jobs)
      .set({
        ...(progress === undefined ? {} : { progress: Math.max(0, Math.min(100, Math.round(progress))) }),
        ...(signal.aborted ? {} : { lockedUntil: sql`now() + make_interval(secs => ${lease})` }),
        updatedAt: new Date(),
      })
      .where(and(eq(jobs.uuid, job.uuid), eq(jobs.lockedBy, node)));
  }

  async function run(job: Job) {
    const controller = new AbortController();
    const limit = opts.timeouts?.[job.kind];
    let abandon!: () => void;
    const abandoned = new Promise<undefined>((resolve) => {
      abandon = () => resolve(undefined);
    });
    const entry: Running = { job, controller, handedBack: false, abandon };
    running.add(entry);
    const beat = setInterval(() => void renew(job, controller.signal).catch(() => undefined), (lease * 1000) / 3);
    const timers = limit
      ? [
          setTimeout(() => controller.abort(new JobStopped('time', limit)), limit * 1000),
          // the handler ignored its signal: free the slot, the job ends failed
          setTimeout(abandon, (limit + grace) * 1000),
        ]
      : [];
    const ctx: JobContext = {
      signal: controller.signal,
      deadline: limit ? Date.now() + limit * 1000 : undefined,
      progress: (p) => renew(job, controller.signal, p),
    };
    try {
      const outcome = await Promise.race([
        Promise.resolve()
          .then(() => opts.handlers[job.kind](job, ctx))
          .then(
            (value) => ({ value }),
            (error: unknown) => ({ error }),
          ),
        abandoned,
      ]);
      if (entry.handedBack) return; // stop() gave it back to the queue
      if (!outcome) {
        opts.onError?.(job, new JobStopped('time', limit));
        await finish(job, { status: 'failed', error: `stopped: took longer than ${limit} s` });
      } else if (!('error' in outcome)) {
        await finish(job, { status: 'done', progress: 100, result: (outcome.value ?? null) as never, error: null });
      } else {
        const err = outcome.error;
        opts.onError?.(job, err);
        const message = err instanceof Error ? err.message : String(err);
        const retry =
          job.attempts < maxAttempts && !(err as { permanent?: boolean })?.permanent && !(err instanceof JobStopped);
        await finish(
          job,
          retry
            ? { status: 'queued', error: message, runAt: new Date(Date.now() + 2000 * 2 ** job.attempts) }
            : { status: 'failed', error: message },
        );
      }
    } finally {
      clearInterval(beat);
      timers.forEach(clearTimeout);
      running.delete(entry);
    }
  }

  /** Work in flight on this node (claims and running jobs): stop() waits for it, within its bound. */
  let inFlight = 0;
  const settle = () => {
    if (inFlight === 0) idle.splice(0).forEach((resolve) => resolve());
  };
  const claimable = () =>
    Object.keys(opts.handlers).filter(
      (kind) => [...running].filter((r) => r.job.kind === kind).length < (opts.kindLimits?.[kind] ?? Infinity),
    );

  /**
   * Keeps the planner's statistics of the jobs table fresh while work flows: the fair claim's index probes
   * (claim.ts) are chosen from them, and the embedded database has no autovacuum to gather them.
   */
  let lastAnalyze = 0;
  function analyzeJobs() {
    if (Date.now() - lastAnalyze < ANALYZE_EVERY_MS) return;
    lastAnalyze = Date.now();
    void db.execute(sql`analyze jobs`).catch(() => undefined);
  }

  // One claim at a time on a node, so the per-kind limits hold; a kick during a claim loops once more.
  let ticking = false;
  let again = false;
  async function tick() {
    if (ticking) {
      again = true;
      return;
    }
    ticking = true;
    try {
      do {
        again = false;
        while (!stopped && inFlight < concurrency) {
          const kinds = claimable();
          if (!kinds.length) break;
          inFlight++;
          const job = await claimNext(db, node, kinds, lease).catch(() => undefined);
          if (job && stopped) {
            // stopped while claiming: hand the job back untouched for another node or the next start
            await finish(job, { status: 'queued', attempts: job.attempts - 1 }).catch(() => undefined);
          }
          if (!job || stopped) {
            inFlight--;
            settle();
            break;
          }
          analyzeJobs();
          void run(job)
            .catch((err) => opts.onError?.(job, err))
            .finally(() => {
              inFlight--;
              settle();
              void tick();
            });
        }
      } while (again && !stopped);
    } finally {
      ticking = false;
    }
  }

  /** Finished jobs go after a while, so the queue and the recognition list stay small. */
  let lastPurge = 0;
  async function purge() {
    if (Date.now() - lastPurge < PURGE_EVERY_MS) return;
    lastPurge = Date.now();
    await db
      .execute(
        sql`delete from jobs where (status = 'done' and updated_at < now() - interval '1 day')
      or (status = 'failed' and updated_at < now() - interval '7 days')`,
      )
      .catch(() => undefined);
  }

  /** Waits for running jobs up to `waitMs`, then aborts the rest and hands them back to the queue; answers how many. */
  async function drain(waitMs: number): Promise<number> {
    if (inFlight) {
      let wait: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([
        new Promise<void>((resolve) => idle.push(resolve)),
        new Promise<void>((resolve) => {
          wait = setTimeout(resolve, waitMs);
        }),
      ]);
      clearTimeout(wait);
    }
    const left = [...running];
    for (const r of left) {
      r.handedBack = true;
      r.controller.abort(new JobStopped('shutdown'));
      r.abandon();
    }
    if (left.length) {
      await db
        .update(jobs)
        .set({
          status: 'queued',
          attempts: sql`greatest(${jobs.attempts} - 1, 0)`,
          lockedBy: null,
          lockedUntil: null,
          runAt: new Date(),
          updatedAt: new Date(),
        })
        .where(
          and(
            inArray(
              jobs.uuid,
              left.map((r) => r.job.uuid),
            ),
            eq(jobs.lockedBy, node),
          ),
        )
        .catch(() => undefined);
    }
    return left.length;
  }

  let stopping: Promise<number> | undefined;
  return {
    start() {
      if (!stopped) return;
      stopped = false;
      stopping = undefined;
      timer = setInterval(() => {
        void tick();
        void purge();
      }, opts.pollMs ?? 500);
      outsideRequest(() => void tick());
    },
    purge: () => {
      lastPurge = 0;
      return purge();
    },
    /** Looks for work now (after an enqueue on this node), outside the request that enqueued it. */
    kick: () => outsideRequest(() => void tick()),
    /** Stops claiming; waits for running jobs a bounded time, then hands the unfinished back. Answers how many. */
    stop(waitMs = opts.stopWaitMs ?? 10_000): Promise<number> {
      stopped = true;
      if (timer) clearInterval(timer);
      return (stopping ??= drain(waitMs));
    },
    /** Jobs running on this node now. */
    running: () => [...running].map((r) => r.job),
    /** Adds the handler of a kind a module owns (registered with the module, before the queue starts). */
    register(kind: string, handler: QueueOptions['handlers'][string]) {
      opts.handlers[kind] = handler;
    },
  };
}
export type JobQueue = ReturnType<typeof createJobQueue>;
export class PermanentJobError extends Error {
  permanent = true;
}
