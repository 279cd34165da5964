import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { jobs } from '../../../db/schema';

export type Job = typeof jobs.$inferSelect;
export interface JobContext {
  /** Reports progress (0-100) and extends the lease, so a long job is not taken by another node. */
  progress(percent: number): Promise<void>;
}
export type JobHandler = (job: Job, ctx: JobContext) => Promise<unknown>;

export interface QueueOptions {
  handlers: Record<string, JobHandler>;
  /** Jobs run at once on this node. */
  concurrency?: number;
  pollMs?: number;
  /** A running job whose lease ends (crash, restart) is taken again. */
  leaseSeconds?: number;
  maxAttempts?: number;
  onError?: (job: Job, err: unknown) => void;
}

/** Adds a job; pass the transaction that creates what the job works on, so both commit together. */
export async function enqueue(db: Db, kind: string, payload: Record<string, unknown>, meta: { companyId?: string; subject?: string } = {}): Promise<string> {
  const [row] = await db.insert(jobs).values({ kind, payload, companyId: meta.companyId, subject: meta.subject }).returning({ uuid: jobs.uuid });
  return row.uuid;
}

/**
 * A durable job queue on the jobs table: any node claims the next due job with SKIP LOCKED, holds a
 * lease while it runs, and a job whose node died is claimed again when its lease ends.
 */
export function createJobQueue(db: Db, opts: QueueOptions) {
  const node = randomUUID();
  const concurrency = opts.concurrency ?? 1;
  const lease = opts.leaseSeconds ?? 120;
  const maxAttempts = opts.maxAttempts ?? 3;
  let stopped = true;
  let timer: ReturnType<typeof setInterval> | undefined;
  const idle: Array<() => void> = [];

  async function claim(): Promise<Job | undefined> {
    const kinds = Object.keys(opts.handlers);
    const result = await db.execute(sql`
      update jobs set status = 'running', locked_by = ${node}, attempts = attempts + 1,
        locked_until = now() + make_interval(secs => ${lease}), updated_at = now()
      where id = (
        select id from jobs
        where kind in (${sql.join(kinds.map((k) => sql`${k}`), sql`, `)})
          and ((status = 'queued' and run_at <= now()) or (status = 'running' and locked_until < now()))
        order by run_at limit 1 for update skip locked)
      returning id`);
    const rows = (result as unknown as { rows: Array<{ id: string }> }).rows;
    if (!rows?.length) return undefined;
    const [job] = await db.select().from(jobs).where(eq(jobs.uuid, rows[0].id));
    return job;
  }

  async function finish(job: Job, patch: Partial<Job>) {
    await db.update(jobs).set({ ...patch, lockedBy: null, lockedUntil: null, updatedAt: new Date() })
      .where(and(eq(jobs.uuid, job.uuid), eq(jobs.lockedBy, node)));
  }

  async function run(job: Job) {
    const ctx: JobContext = {
      progress: async (percent) => {
        await db.update(jobs).set({ progress: Math.max(0, Math.min(100, Math.round(percent))), lockedUntil: sql`now() + make_interval(secs => ${lease})`, updatedAt: new Date() })
          .where(and(eq(jobs.uuid, job.uuid), eq(jobs.lockedBy, node)));
      },
    };
    try {
      const result = await opts.handlers[job.kind](job, ctx);
      await finish(job, { status: 'done', progress: 100, result: (result ?? null) as any, error: null });
    } catch (err) {
      opts.onError?.(job, err);
      const message = err instanceof Error ? err.message : String(err);
      const retry = job.attempts < maxAttempts && !(err as { permanent?: boolean })?.permanent;
      await finish(job, retry
        ? { status: 'queued', error: message, runAt: new Date(Date.now() + 2000 * 2 ** job.attempts) }
        : { status: 'failed', error: message });
    }
  }

  /** Work in flight on this node (claims and running jobs): stop() waits for it. */
  let inFlight = 0;
  const settle = () => {
    if (inFlight === 0) idle.splice(0).forEach((resolve) => resolve());
  };

  async function tick() {
    while (!stopped && inFlight < concurrency) {
      inFlight++;
      const job = await claim().catch(() => undefined);
      if (job && stopped) {
        // stopped while claiming: hand the job back untouched for another node or the next start
        await finish(job, { status: 'queued', attempts: job.attempts - 1 }).catch(() => undefined);
      }
      if (!job || stopped) { inFlight--; settle(); break; }
      void run(job).catch((err) => opts.onError?.(job, err)).finally(() => {
        inFlight--;
        settle();
        void tick();
      });
    }
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      timer = setInterval(() => void tick(), opts.pollMs ?? 500);
      void tick();
    },
    /** Looks for work now (after an enqueue on this node). */
    kick: () => void tick(),
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      if (inFlight) await new Promise<void>((resolve) => idle.push(resolve));
    },
  };
}
export type JobQueue = ReturnType<typeof createJobQueue>;
export class PermanentJobError extends Error { permanent = true; }
