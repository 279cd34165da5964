/**
 * The delivery outbox after an endpoint was down (issue 18): N events queued for one webhook endpoint that answers
 * 503 for DOWN seconds, then 200. Deliveries go through the one outbox rule (server/src/modules/lifecycle/delivery.ts,
 * shared by the platform's lifecycle messages and webhooks: claim under a lease, doubling retry). Prints how long the
 * backlog took to drain once the endpoint was back, deliveries/s, and checks none was lost (every row delivered, every
 * event received) and none twice (one request per Idempotency-Key).
 * Run: npx tsx bench/outbox.bench.ts   (BENCH_N, default 2,000 on a shared machine; the figure is 10,000;
 * BENCH_DOWN_SECONDS default 5 for the ten minutes; DATABASE_URL for PostgreSQL, else embedded)
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { jobs, webhookDeliveries, webhooks } from '../server/db/schema';
import type { Config } from '../server/src/config';
import { WEBHOOK_DELIVERY_JOB } from '../server/src/modules/lifecycle/jobKinds';
import { webhookDeliveryHandler } from '../server/src/modules/lifecycle/delivery';
import { createJobQueue } from '../server/src/modules/jobs/queue';
import { openTestDatabase } from '../server/test/db';
import { createAccount } from '../server/test/factories';

const N = Number(process.env.BENCH_N ?? 2000);
const DOWN_SECONDS = Number(process.env.BENCH_DOWN_SECONDS ?? 5);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);

async function main() {
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
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;

  const database = await openTestDatabase();
  const db = database.db;
  const acc = await createAccount(db, { branches: 0 });
  const [hook] = await db
    .insert(webhooks)
    .values({ companyId: acc.master.id, url, secret: 'bench-secret-0123456789', events: ['document.paid'] })
    .returning();
  const t0 = performance.now();
  for (let i = 0; i < N; i += 500) {
    const rows = await db
      .insert(webhookDeliveries)
      .values(
        Array.from({ length: Math.min(500, N - i) }, () => ({
          companyId: acc.master.id,
          webhookId: hook.uuid,
          event: 'document.paid',
          body: JSON.stringify({ id: randomUUID(), event: 'document.paid', data: {} }),
        })),
      )
      .returning({ uuid: webhookDeliveries.uuid });
    await db
      .insert(jobs)
      .values(
        rows.map((r) => ({ kind: WEBHOOK_DELIVERY_JOB, payload: { deliveryId: r.uuid }, companyId: acc.master.id })),
      );
  }
  console.log(`queued ${N} events in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  // a short first wait so the backlog is tried several times while the endpoint is down
  const config = { DELIVERY_RETRY_SECONDS: 0.5 } as Config;
  const queue = createJobQueue(db, {
    handlers: { [WEBHOOK_DELIVERY_JOB]: webhookDeliveryHandler({ db, config }) },
    concurrency: CONCURRENCY,
    pollMs: 100,
  });
  queue.start();
  await new Promise((r) => setTimeout(r, DOWN_SECONDS * 1000));
  state.status = 200;
  const up = performance.now();
  const delivered = async () =>
    (await db.select({ n: count() }).from(webhookDeliveries).where(eq(webhookDeliveries.state, 'delivered')))[0].n;
  let done = 0;
  while ((done = await delivered()) < N && performance.now() - up < 30 * 60_000)
    await new Promise((r) => setTimeout(r, 500));
  const seconds = (performance.now() - up) / 1000;
  await queue.stop();
  const twice = [...perKey.values()].filter((n) => n > 1).length;
  console.log(
    `endpoint down ${DOWN_SECONDS} s (${state.refused} refused attempts), back up: ${done}/${N} delivered in ` +
      `${seconds.toFixed(1)} s (${(done / seconds).toFixed(0)} deliveries/s, concurrency ${CONCURRENCY})`,
  );
  console.log(`received ${perKey.size} distinct events; lost ${N - perKey.size}; delivered twice ${twice}`);
  server.close();
  await database.close();
  if (done !== N || perKey.size !== N || twice) process.exitCode = 1;
}

void main();
