import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client';
import { jobs } from '../../../db/schema';
import { openTestDatabase } from '../../../test/db';
import { createJobQueue, enqueue, PermanentJobError } from './queue';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

const waitFor = async (id: string, status: string) => {
  for (let i = 0; i < 100; i++) {
    const [job] = await database.db.select().from(jobs).where(eq(jobs.uuid, id));
    if (job.status === status) return job;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`job ${id} never reached ${status}`);
};

describe('durable job queue', () => {
  it('runs a job and keeps its result', async () => {
    const q = createJobQueue(database.db, {
      handlers: { double: async (job) => ({ n: Number(job.payload.n) * 2 }) },
      pollMs: 20,
    });
    const id = await enqueue(database.db, 'double', { n: 21 });
    q.start();
    const job = await waitFor(id, 'done');
    await q.stop();
    expect(job.result).toEqual({ n: 42 });
    expect(job.progress).toBe(100);
  });

  it('gives up on a permanent error and keeps the reason', async () => {
    const q = createJobQueue(database.db, {
      handlers: {
        broken: async () => {
          throw new PermanentJobError('file is corrupt');
        },
      },
      pollMs: 20,
    });
    const id = await enqueue(database.db, 'broken', {});
    q.start();
    const job = await waitFor(id, 'failed');
    await q.stop();
    expect(job.error).toBe('file is corrupt');
    expect(job.attempts).toBe(1);
  });

  it('takes again a job whose node died (lease ended), as after a restart', async () => {
    const id = await enqueue(database.db, 'resume', { step: 'x' });
    // A node claimed it, then died.
    await database.db
      .update(jobs)
      .set({ status: 'running', lockedBy: 'dead-node', lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(jobs.uuid, id));
    const q = createJobQueue(database.db, { handlers: { resume: async () => 'resumed' }, pollMs: 20 });
    q.start();
    const job = await waitFor(id, 'done');
    await q.stop();
    expect(job.result).toBe('resumed');
    expect(job.attempts).toBe(1);
  });

  it('never runs one job on two queues at once', async () => {
    let runs = 0;
    const handler = async () => {
      runs++;
      await new Promise((r) => setTimeout(r, 100));
    };
    const a = createJobQueue(database.db, { handlers: { once: handler }, pollMs: 10 });
    const b = createJobQueue(database.db, { handlers: { once: handler }, pollMs: 10 });
    const id = await enqueue(database.db, 'once', {});
    a.start();
    b.start();
    await waitFor(id, 'done');
    await Promise.all([a.stop(), b.stop()]);
    expect(runs).toBe(1);
  });

  it('stop() waits for a job in progress: nothing touches the database after it', async () => {
    let finished = false;
    let started!: () => void;
    const running = new Promise<void>((r) => {
      started = r;
    });
    const q = createJobQueue(database.db, {
      handlers: {
        slow: async (_job, ctx) => {
          started();
          await new Promise((r) => setTimeout(r, 150));
          await ctx.progress(50);
          finished = true;
        },
      },
      pollMs: 5,
    });
    const id = await enqueue(database.db, 'slow', {});
    q.start();
    await running;
    await q.stop();
    expect(finished).toBe(true);
    const [job] = await database.db.select().from(jobs).where(eq(jobs.uuid, id));
    expect(job.status).toBe('done');
  });

  it('runs no more jobs at once than its concurrency, however often it polls', async () => {
    let now = 0,
      most = 0;
    const handler = async () => {
      now++;
      most = Math.max(most, now);
      await new Promise((r) => setTimeout(r, 30));
      now--;
    };
    const q = createJobQueue(database.db, { handlers: { one: handler }, pollMs: 1, concurrency: 1 });
    const ids = await Promise.all([1, 2, 3, 4].map(() => enqueue(database.db, 'one', {})));
    q.start();
    for (const id of ids) await waitFor(id, 'done');
    await q.stop();
    expect(most).toBe(1);
  });
});
