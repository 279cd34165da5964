import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client';
import { jobs } from '../../../db/schema';
import { openTestDatabase } from '../../../test/db';
import { claimNext, FAIR_COMPANIES } from './claim';
import { enqueue } from './queue';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

/** Each test claims its own kind, so the tests never take each other's jobs. */
const claimAll = async (kind: string) => {
  const order: Array<string | null> = [];
  for (
    let job = await claimNext(database.db, 'node', [kind], 60);
    job;
    job = await claimNext(database.db, 'node', [kind], 60)
  ) {
    order.push(job.companyId);
    await database.db
      .update(jobs)
      .set({ status: 'done', updatedAt: sql`now()` })
      .where(eq(jobs.uuid, job.uuid));
  }
  return order;
};

describe('claiming the next job', () => {
  it('serves first the company idle longest, takes turns, and runs jobs of no company too', async () => {
    const kind = `k-${randomUUID()}`;
    const [busy, idle] = [randomUUID(), randomUUID()];
    const done = await enqueue(database.db, kind, {}, { companyId: busy });
    await database.db.update(jobs).set({ status: 'done' }).where(eq(jobs.uuid, done));
    for (let i = 0; i < 3; i++) await enqueue(database.db, kind, { i }, { companyId: busy });
    for (let i = 0; i < 3; i++) await enqueue(database.db, kind, { i }, { companyId: idle });
    await enqueue(database.db, kind, {}, {});
    const order = await claimAll(kind);
    expect(order).toHaveLength(7);
    // the company with no recent job first, never three of one company in a row while the other waits
    expect(order[0]).not.toBe(busy);
    const runs = order.map((c, i) => (i >= 2 && c === order[i - 1] && c === order[i - 2] && c !== null ? c : ''));
    expect(runs.filter(Boolean)).toEqual([]);
    expect(order.filter((c) => c === null)).toHaveLength(1);
  });

  it('takes a job whose lease ended before any queued one, and never one not yet due', async () => {
    const kind = `k-${randomUUID()}`;
    const company = randomUUID();
    const later = await enqueue(database.db, kind, {}, { companyId: company, runAt: new Date(Date.now() + 3_600_000) });
    const queued = await enqueue(database.db, kind, {}, { companyId: company });
    const orphan = await enqueue(database.db, kind, {}, { companyId: randomUUID() });
    await database.db
      .update(jobs)
      .set({ status: 'running', lockedBy: 'dead-node', lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(jobs.uuid, orphan));
    expect((await claimNext(database.db, 'node', [kind], 60))?.uuid).toBe(orphan);
    expect((await claimNext(database.db, 'node', [kind], 60))?.uuid).toBe(queued);
    expect(await claimNext(database.db, 'node', [kind], 60)).toBeUndefined();
    const [row] = await database.db.select().from(jobs).where(eq(jobs.uuid, later));
    expect(row.status).toBe('queued');
  });

  it(`reaches every company with due jobs, also beyond the ${FAIR_COMPANIES} one claim compares`, async () => {
    const kind = `k-${randomUUID()}`;
    const companies = Array.from({ length: FAIR_COMPANIES + 6 }, () => randomUUID());
    await database.db.insert(jobs).values(companies.map((companyId) => ({ kind, payload: {}, companyId })));
    const order = await claimAll(kind);
    expect(new Set(order)).toEqual(new Set(companies));
    const left = await database.db.select().from(jobs).where(inArray(jobs.companyId, companies));
    expect(left.every((j) => j.status === 'done')).toBe(true);
  });
});
