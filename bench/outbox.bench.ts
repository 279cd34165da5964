/**
 * The delivery outboxes after an endpoint was down (issue 18): N lifecycle statuses queued for the company's platform
 * endpoint (CDAR messages, `lifecycle_outbox`), then N events for one webhook endpoint (`webhook_deliveries`); each
 * endpoint answers 503 for DOWN seconds, then 200. Both go through the one outbox rule
 * (server/src/modules/lifecycle/delivery.ts: claim under a lease, doubling retry). Prints, per outbox, how long the
 * backlog took to drain once the endpoint was back, deliveries/s, and checks none was lost (every row delivered,
 * every message received) and none twice (one request per Idempotency-Key).
 * Run: npx tsx bench/outbox.bench.ts   (BENCH_N, default 2,000 on a shared machine; the figure is 10,000;
 * BENCH_DOWN_SECONDS default 5 for the ten minutes; BENCH_OUTBOX=lifecycle|webhook for one of them;
 * DATABASE_URL for PostgreSQL, else embedded)
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import {
  companies,
  documentLifecycle,
  documents,
  jobs,
  lifecycleOutbox,
  webhookDeliveries,
  webhooks,
} from '../server/db/schema';
import type { Db } from '../server/db/client';
import type { Config } from '../server/src/config';
import { LIFECYCLE_DELIVERY_JOB, WEBHOOK_DELIVERY_JOB } from '../server/src/modules/lifecycle/jobKinds';
import { lifecycleDeliveryHandler, webhookDeliveryHandler } from '../server/src/modules/lifecycle/delivery';
import { createJobQueue } from '../server/src/modules/jobs/queue';
import { openTestDatabase } from '../server/test/db';
import { createAccount } from '../server/test/factories';

const N = Number(process.env.BENCH_N ?? 2000);
const DOWN_SECONDS = Number(process.env.BENCH_DOWN_SECONDS ?? 5);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
const CHUNK = 500;

/** An endpoint on loopback that refuses (503) until told, then counts each Idempotency-Key it accepts. */
async function startEndpoint() {
  const perKey = new Map<string, number>();
  const state = { status: 503, refused: 0 };
  const server = createServer((req, res) => {
    req.resume().on('end', () => {
      if (state.status === 200) {
        const key = String(req.headers['idempotency-key']);
        perKey.set(key, (perKey.get(key) ?? 0) + 1);
      } else state.refused++;
      res.statusCode = state.status;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/in`;
  return { url, perKey, state, close: () => server.close() };
}

interface Outbox {
  name: string;
  kind: string;
  handler: (db: Db, config: Config) => Parameters<typeof createJobQueue>[1]['handlers'][string];
  /** Queues n messages of the company for the endpoint, each with its delivery job. */
  queue: (db: Db, companyId: string, url: string, n: number) => Promise<void>;
  /** How many of its rows are delivered now. */
  delivered: (db: Db) => Promise<number>;
}

const OUTBOXES: Outbox[] = [
  {
    name: 'lifecycle statuses (CDAR to the platform)',
    kind: LIFECYCLE_DELIVERY_JOB,
    handler: (db, config) => lifecycleDeliveryHandler({ db, config }),
    async queue(db, companyId, url, n) {
      await db
        .update(companies)
        .set({ platformurl: url, platformsecret: 'bench-platform-secret-0123' })
        .where(eq(companies.id, companyId));
      const [doc] = await db
        .insert(documents)
        .values({ companyId, accountId: companyId, invoiceNumber: 'BENCH-OUTBOX', status: 2 })
        .returning({ uuid: documents.uuid });
      for (let i = 0; i < n; i += CHUNK) {
        const statuses = await db
          .insert(documentLifecycle)
          .values(
            Array.from({ length: Math.min(CHUNK, n - i) }, () => ({
              companyId,
              documentId: doc.uuid,
              code: 205,
              direction: 'OUT' as const,
              origin: 'SYSTEM' as const,
            })),
          )
          .returning({ uuid: documentLifecycle.uuid });
        const rows = await db
          .insert(lifecycleOutbox)
          .values(statuses.map((s) => ({ companyId, statusId: s.uuid, body: `<cdar id="${s.uuid}"/>` })))
          .returning({ uuid: lifecycleOutbox.uuid });
        await db
          .insert(jobs)
          .values(rows.map((r) => ({ kind: LIFECYCLE_DELIVERY_JOB, payload: { outboxId: r.uuid }, companyId })));
      }
    },
    delivered: async (db) =>
      (await db.select({ n: count() }).from(lifecycleOutbox).where(eq(lifecycleOutbox.state, 'delivered')))[0].n,
  },
  {
    name: 'webhook events',
    kind: WEBHOOK_DELIVERY_JOB,
    handler: (db, config) => webhookDeliveryHandler({ db, config }),
    async queue(db, companyId, url, n) {
      const [hook] = await db
        .insert(webhooks)
        .values({ companyId, url, secret: 'bench-secret-0123456789', events: ['document.paid'] })
        .returning();
      for (let i = 0; i < n; i += CHUNK) {
        const rows = await db
          .insert(webhookDeliveries)
          .values(
            Array.from({ length: Math.min(CHUNK, n - i) }, () => ({
              companyId,
              webhookId: hook.uuid,
              event: 'document.paid',
              body: JSON.stringify({ id: randomUUID(), event: 'document.paid', data: {} }),
            })),
          )
          .returning({ uuid: webhookDeliveries.uuid });
        await db
          .insert(jobs)
          .values(rows.map((r) => ({ kind: WEBHOOK_DELIVERY_JOB, payload: { deliveryId: r.uuid }, companyId })));
      }
    },
    delivered: async (db) =>
      (await db.select({ n: count() }).from(webhookDeliveries).where(eq(webhookDeliveries.state, 'delivered')))[0].n,
  },
];

/** One outbox's figure: queued while its endpoint is down, drained once it is back. True when none lost nor doubled. */
async function measure(db: Db, outbox: Outbox): Promise<boolean> {
  const endpoint = await startEndpoint();
  const acc = await createAccount(db, { branches: 0 });
  const t0 = performance.now();
  await outbox.queue(db, acc.master.id, endpoint.url, N);
  console.log(`${outbox.name}: queued ${N} in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  // a short first wait so the backlog is tried several times while the endpoint is down
  const config = { DELIVERY_RETRY_SECONDS: 0.5 } as Config;
  const queue = createJobQueue(db, {
    handlers: { [outbox.kind]: outbox.handler(db, config) },
    concurrency: CONCURRENCY,
    pollMs: 100,
  });
  queue.start();
  await new Promise((r) => setTimeout(r, DOWN_SECONDS * 1000));
  endpoint.state.status = 200;
  const up = performance.now();
  let done = 0;
  while ((done = await outbox.delivered(db)) < N && performance.now() - up < 30 * 60_000)
    await new Promise((r) => setTimeout(r, 500));
  const seconds = (performance.now() - up) / 1000;
  await queue.stop();
  endpoint.close();
  const twice = [...endpoint.perKey.values()].filter((n) => n > 1).length;
  console.log(
    `  endpoint down ${DOWN_SECONDS} s (${endpoint.state.refused} refused attempts), back up: ${done}/${N} delivered ` +
      `in ${seconds.toFixed(1)} s (${(done / seconds).toFixed(0)} deliveries/s, concurrency ${CONCURRENCY})`,
  );
  console.log(
    `  received ${endpoint.perKey.size} distinct; lost ${N - endpoint.perKey.size}; delivered twice ${twice}`,
  );
  return done === N && endpoint.perKey.size === N && !twice;
}

async function main() {
  const database = await openTestDatabase();
  const only = process.env.BENCH_OUTBOX;
  let ok = true;
  for (const outbox of OUTBOXES.filter((o) => !only || o.kind.includes(only)))
    ok = (await measure(database.db, outbox)) && ok;
  await database.close();
  if (!ok) process.exitCode = 1;
}

void main();
