/**
 * Job queue figures, ours (server/src/modules/jobs) beside pg-boss 10.4.2 when it is installed (PGBOSS_DIR,
 * default /tmp/pgboss: `npm i pg-boss@10.4.2` there, never in the repository), on the embedded database
 * and on PostgreSQL (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test; a throwaway database):
 *   latency     enqueue -> handler start on an idle queue (ours: kick; pg-boss: notifyWorker), p50/p95
 *   throughput  2,000 no-op jobs drained by 1 and by 4 workers, jobs/s
 *   backlog     one claim among 10,000 queued jobs of 100 companies beside 5,000 finished ones, p50
 * Run: npx tsx bench/queue.bench.ts [--pglite-only | --postgres-only]
 */
import { existsSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../server/db/client';
import { jobs } from '../server/db/schema';
import { claimNext } from '../server/src/modules/jobs/claim';
import { createJobQueue, enqueue } from '../server/src/modules/jobs/queue';
import { createScratchPostgres } from '../server/test/db';

const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const BOSS_DIR = process.env.PGBOSS_DIR ?? '/tmp/pgboss';
const N = 2000;
const args = process.argv.slice(2);
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];
const ms = (x: number) => `${x.toFixed(1)} ms`;
const rows: string[][] = [];
const report = (...cells: string[]) => {
  rows.push(cells);
  console.log(cells.join('  |  '));
};

async function ours(label: string, database: Database) {
  const db = database.db;
  let started: (() => void) | undefined;
  let done = 0;
  const q = createJobQueue(db, {
    handlers: {
      probe: async () => {
        started?.();
      },
      noop: async () => {
        done++;
      },
    },
    pollMs: 500,
  });
  q.start();
  const lat: number[] = [];
  for (let i = 0; i < 40; i++) {
    const t0 = performance.now();
    const running = new Promise<void>((r) => {
      started = r;
    });
    await enqueue(db, 'probe', {});
    q.kick();
    await running;
    lat.push(performance.now() - t0);
    await new Promise((r) => setTimeout(r, 20));
  }
  await q.stop();
  report(label, 'ours', 'latency p50/p95', `${ms(pct(lat, 0.5))} / ${ms(pct(lat, 0.95))}`);
  for (const concurrency of [1, 4]) {
    for (let i = 0; i < N; i += 500)
      await db
        .insert(jobs)
        .values(Array.from({ length: 500 }, () => ({ kind: 'noop', payload: {}, companyId: randomUUID() })));
    done = 0;
    const drain = createJobQueue(db, {
      handlers: {
        noop: async () => {
          done++;
        },
      },
      concurrency,
      pollMs: 50,
    });
    const t0 = performance.now();
    drain.start();
    while (done < N) await new Promise((r) => setTimeout(r, 10));
    const s = (performance.now() - t0) / 1000;
    await drain.stop();
    report(label, 'ours', `throughput, ${concurrency} worker(s)`, `${(N / s).toFixed(0)} jobs/s`);
  }
  await db.execute(sql`delete from jobs`);
  const companies = Array.from({ length: 100 }, () => randomUUID());
  for (let i = 0; i < 15_000; i += 1000) {
    await db.insert(jobs).values(
      Array.from({ length: 1000 }, (_, k) => ({
        kind: 'backlog',
        payload: {},
        companyId: companies[(i + k) % 100],
        status: i < 5000 ? 'done' : 'queued',
      })),
    );
  }
  await db.execute(sql`analyze jobs`);
  const claim: number[] = [];
  for (let i = 0; i < 30; i++) {
    const t0 = performance.now();
    const job = await claimNext(db, 'bench', ['backlog'], 60);
    claim.push(performance.now() - t0);
    await db.execute(sql`update jobs set status = 'done', updated_at = now() where id = ${job!.uuid}`);
  }
  report(label, 'ours', 'claim in a 10,000 backlog, p50', ms(pct(claim, 0.5)));
}

type Boss = {
  start(): Promise<unknown>;
  stop(o?: object): Promise<void>;
  createQueue(n: string): Promise<void>;
  send(n: string, d: object): Promise<string | null>;
  insert(j: object[]): Promise<void>;
  work(n: string, o: object, h: (j: unknown[]) => Promise<void>): Promise<string>;
  notifyWorker(id: string): void;
  offWork(n: string): Promise<void>;
  fetch(n: string): Promise<unknown>;
};

async function pgBoss(
  label: string,
  connect:
    { connectionString: string } | { db: { executeSql: (t: string, v: unknown[]) => Promise<{ rows: unknown[] }> } },
) {
  const PgBoss = createRequire(path.join(BOSS_DIR, 'index.js'))('pg-boss') as new (o: object) => Boss;
  const t0 = performance.now();
  const boss = new PgBoss({ ...connect, supervise: false, schedule: false });
  await boss.start();
  report(label, 'pg-boss', 'first start (creates its schema)', ms(performance.now() - t0));
  await boss.createQueue('probe');
  let started: (() => void) | undefined;
  const id = await boss.work('probe', { pollingIntervalSeconds: 0.5 }, async () => {
    started?.();
  });
  const lat: number[] = [];
  for (let i = 0; i < 40; i++) {
    const t1 = performance.now();
    const running = new Promise<void>((r) => {
      started = r;
    });
    await boss.send('probe', {});
    boss.notifyWorker(id);
    await running;
    lat.push(performance.now() - t1);
    await new Promise((r) => setTimeout(r, 20));
  }
  await boss.offWork('probe');
  report(label, 'pg-boss', 'latency p50/p95', `${ms(pct(lat, 0.5))} / ${ms(pct(lat, 0.95))}`);
  // a pg-boss worker waits its polling interval (0.5 s at least) after every fetch: one job per handler
  // (as recognition would run) caps it at 2 jobs/s per worker; batches of 100 show its raw speed
  for (const [workers, batchSize, n] of [
    [1, 1, 100],
    [4, 1, 200],
    [1, 100, N],
  ]) {
    const name = `noop${workers}x${batchSize}`;
    await boss.createQueue(name);
    for (let i = 0; i < n; i += 500)
      await boss.insert(Array.from({ length: Math.min(500, n - i) }, () => ({ name, data: {} })));
    let done = 0;
    const t1 = performance.now();
    for (let w = 0; w < workers; w++)
      await boss.work(name, { pollingIntervalSeconds: 0.5, batchSize }, async (batch) => {
        done += batch.length;
      });
    while (done < n) await new Promise((r) => setTimeout(r, 10));
    report(
      label,
      'pg-boss',
      `throughput, ${workers} worker(s), batches of ${batchSize}`,
      `${(n / ((performance.now() - t1) / 1000)).toFixed(0)} jobs/s`,
    );
    await boss.offWork(name);
  }
  await boss.createQueue('backlog');
  for (let i = 0; i < 10_000; i += 1000)
    await boss.insert(Array.from({ length: 1000 }, () => ({ name: 'backlog', data: {} })));
  const fetches: number[] = [];
  for (let i = 0; i < 30; i++) {
    const t1 = performance.now();
    await boss.fetch('backlog');
    fetches.push(performance.now() - t1);
  }
  report(label, 'pg-boss', 'fetch in a 10,000 backlog, p50', ms(pct(fetches, 0.5)));
  await boss.stop({ graceful: false, wait: true });
}

async function main() {
  const withBoss = existsSync(path.join(BOSS_DIR, 'node_modules/pg-boss'));
  if (!args.includes('--postgres-only')) {
    const database = await openDatabase({ dataDir: ':memory:' });
    await ours('PGlite', database);
    await database.close();
    if (withBoss) {
      const { PGlite } = await import('@electric-sql/pglite');
      const lite = new PGlite();
      // pg-boss sends several statements at once without parameters: those go through exec
      const executeSql = async (text: string, values: unknown[]) =>
        values?.length ? lite.query(text, values) : { rows: (await lite.exec(text)).at(-1)?.rows ?? [] };
      await pgBoss('PGlite (in process)', { db: { executeSql } });
      await lite.close();
    }
  }
  if (!args.includes('--pglite-only')) {
    const scratch = await createScratchPostgres(PG_URL, 'paperdesk_bench');
    const database = await openDatabase({ url: scratch.url, dataDir: '' });
    await ours('PostgreSQL', database);
    await database.close();
    if (withBoss) await pgBoss('PostgreSQL', { connectionString: scratch.url });
    await scratch.drop();
  }
  if (!withBoss) console.log(`(pg-boss not measured: install pg-boss@10.4.2 in ${BOSS_DIR})`);
  console.log(
    `\n| database | queue | measure | figure |\n|---|---|---|---|\n${rows.map((r) => `| ${r.join(' | ')} |`).join('\n')}`,
  );
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
