import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client';
import { jobs } from '../../../db/schema';
import { openTestDatabase } from '../../../test/db';
import { createJobQueue, enqueue, JobStopped, type JobContext } from './queue';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const jobRow = async (id: string) => (await database.db.select().from(jobs).where(eq(jobs.uuid, id)))[0];
const waitFor = async (id: string, status: string, ms = 10_000) => {
  for (const end = Date.now() + ms; Date.now() < end; await sleep(25)) {
    const job = await jobRow(id);
    if (job.status === status) return job;
  }
  throw new Error(`job ${id} never reached ${status}`);
};
/** Resolves when the signal aborts; never otherwise (a handler that waits for nothing else). */
const aborted = (ctx: JobContext) =>
  new Promise<never>((_, reject) => ctx.signal!.addEventListener('abort', () => reject(ctx.signal!.reason)));

describe('job queue: fairness, limits, stopping', () => {
  it("is fair across companies: company A's 20 queued jobs do not keep company B's one waiting", async () => {
    const [a, b] = [randomUUID(), randomUUID()];
    const order: string[] = [];
    const q = createJobQueue(database.db, {
      handlers: {
        fair: async (job) => {
          order.push(String(job.companyId));
          await sleep(20);
        },
      },
      pollMs: 10,
    });
    for (let i = 0; i < 20; i++) await enqueue(database.db, 'fair', { i }, { companyId: a });
    const last = await enqueue(database.db, 'fair', {}, { companyId: b });
    q.start();
    await waitFor(last, 'done');
    // B's job runs second at the latest: as soon as A has been served once
    expect(order.indexOf(b)).toBeLessThanOrEqual(1);
    expect(order.filter((c) => c === a).length).toBeLessThan(20);
    await q.stop();
  });

  it('stops a job at its time limit (signal aborted), frees its slot and does not retry it', async () => {
    let reason: unknown;
    const started = Date.now();
    const q = createJobQueue(database.db, {
      handlers: {
        stubborn: async (_job, ctx) => {
          await aborted(ctx).catch((e) => {
            reason = e;
            throw e;
          });
        },
        quick: async () => 'ran',
      },
      timeouts: { stubborn: 0.4 },
      concurrency: 1,
      pollMs: 10,
    });
    const slow = await enqueue(database.db, 'stubborn', {});
    q.start();
    await sleep(100);
    const next = await enqueue(database.db, 'quick', {});
    const failed = await waitFor(slow, 'failed');
    expect(reason).toBeInstanceOf(JobStopped);
    expect(failed.error).toBe('took longer than 0.4 s');
    expect(failed.attempts).toBe(1);
    // the one slot went to the next job right after
    await waitFor(next, 'done');
    expect(Date.now() - started).toBeLessThan(3000);
    await q.stop();
  });

  it('frees the slot of a job that ignores its signal, and stops renewing its lease', async () => {
    const q = createJobQueue(database.db, {
      handlers: { deaf: () => new Promise(() => undefined), after: async () => 'ran' },
      timeouts: { deaf: 0.3 },
      graceSeconds: 0.5,
      leaseSeconds: 0.3,
      concurrency: 1,
      pollMs: 10,
    });
    const deaf = await enqueue(database.db, 'deaf', {});
    q.start();
    await sleep(400); // past the limit: the lease is no longer extended
    const leased = (await jobRow(deaf)).lockedUntil!;
    await sleep(250);
    expect((await jobRow(deaf)).lockedUntil).toEqual(leased);
    const next = await enqueue(database.db, 'after', {});
    const failed = await waitFor(deaf, 'failed');
    expect(failed.error).toBe('stopped: took longer than 0.3 s');
    await waitFor(next, 'done');
    await q.stop();
  });

  it('keeps a slot for other kinds: a mail does not wait behind a long recognition', async () => {
    let release!: () => void;
    const hold = new Promise<void>((r) => {
      release = r;
    });
    let ocrRunning = 0,
      mostOcr = 0;
    const q = createJobQueue(database.db, {
      handlers: {
        ocr: async () => {
          ocrRunning++;
          mostOcr = Math.max(mostOcr, ocrRunning);
          await hold;
          ocrRunning--;
        },
        note: async () => 'sent',
      },
      concurrency: 2,
      kindLimits: { ocr: 1 },
      pollMs: 10,
    });
    const first = await enqueue(database.db, 'ocr', {});
    const second = await enqueue(database.db, 'ocr', {});
    q.start();
    await waitFor(first, 'running');
    const note = await enqueue(database.db, 'note', {});
    await waitFor(note, 'done');
    expect((await jobRow(second)).status).toBe('queued');
    release();
    await waitFor(second, 'done');
    expect(mostOcr).toBe(1);
    await q.stop();
  });

  it('stop() waits a bounded time, then hands an unfinished job back to the queue', async () => {
    let signalReason: unknown;
    let started!: () => void;
    const running = new Promise<void>((r) => {
      started = r;
    });
    const q = createJobQueue(database.db, {
      handlers: {
        endless: async (_job, ctx) => {
          started();
          await aborted(ctx).catch((e) => {
            signalReason = e;
            throw e;
          });
        },
      },
      pollMs: 10,
    });
    const id = await enqueue(database.db, 'endless', {});
    q.start();
    await running;
    const t0 = Date.now();
    expect(await q.stop(300)).toBe(1);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(290);
    expect(Date.now() - t0).toBeLessThan(2000);
    expect((signalReason as JobStopped).reason).toBe('shutdown');
    await sleep(50); // the aborted handler's rejection must not mark it failed
    expect(await jobRow(id)).toMatchObject({ status: 'queued', attempts: 0, lockedBy: null, lockedUntil: null });
    // a later stop() (the app's onClose) does not wait again
    expect(await q.stop()).toBe(1);
  });
});
