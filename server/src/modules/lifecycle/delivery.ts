/**
 * Delivering the outboxes: a lifecycle message to its company's platform endpoint, a webhook event to its
 * endpoint. A delivery first claims its row (state 'sending' with a short lease), so two runs never send it at
 * once; a delivered row is never sent again. A failure counts the attempt, keeps the error for the screen and
 * queues the next try after a doubling wait; after MAX_DELIVERY_ATTEMPTS the row is given up ('failed').
 * The receiver gets the row's id as Idempotency-Key: a crash between its answer and our write repeats nothing.
 */
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { companies, lifecycleOutbox, webhookDeliveries, webhooks } from '../../../db/schema';
import type { Config } from '../../config';
import { enqueue, type Job } from '../jobs/queue';
import { LIFECYCLE_DELIVERY_JOB, WEBHOOK_DELIVERY_JOB } from './jobKinds';
import { backoffMs, MAX_DELIVERY_ATTEMPTS, postSigned, type PostOutcome } from './post';

const LEASE_SECONDS = 60;

type Table = typeof lifecycleOutbox | typeof webhookDeliveries;

/** Takes the row for this run, or nothing when it is delivered, given up or being sent by another run. */
async function claim<T extends Table>(db: Db, table: T, id: string): Promise<T['$inferSelect'] | undefined> {
  const rows = await db
    .update(table as Table)
    .set({ state: 'sending', lockedUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})` })
    .where(
      and(
        eq(table.uuid, id),
        or(
          eq(table.state, 'pending'),
          eq(table.state, 'unconfigured'),
          and(eq(table.state, 'sending'), or(isNull(table.lockedUntil), lt(table.lockedUntil, sql`now()`))),
        ),
      ),
    )
    .returning();
  return (rows as Array<T['$inferSelect']>)[0];
}

/** Writes the outcome; a failure queues the next try (or gives up). */
async function settle(
  db: Db,
  config: Config,
  table: Table,
  row: { uuid: string; attempts: number; companyId: string },
  outcome: PostOutcome,
  retry: { kind: string; payload: Record<string, unknown> },
) {
  const attempts = row.attempts + 1;
  const extra = table === webhookDeliveries ? { lastStatus: outcome.status ?? null } : {};
  if (outcome.ok) {
    await db
      .update(table)
      .set({ state: 'delivered', attempts, lastError: '', deliveredAt: new Date(), lockedUntil: null, ...extra })
      .where(eq(table.uuid, row.uuid));
    return { delivered: true };
  }
  const giveUp = attempts >= MAX_DELIVERY_ATTEMPTS;
  const next = new Date(Date.now() + backoffMs(config.DELIVERY_RETRY_SECONDS, attempts));
  await db.transaction(async (tx) => {
    await tx
      .update(table)
      .set({
        state: giveUp ? 'failed' : 'pending',
        attempts,
        lastError: (outcome.error ?? 'failed').slice(0, 500),
        nextAttemptAt: next,
        lockedUntil: null,
        ...extra,
      })
      .where(eq(table.uuid, row.uuid));
    if (!giveUp) await enqueue(tx, retry.kind, retry.payload, { companyId: row.companyId, runAt: next });
  });
  return { delivered: false, attempts, error: outcome.error };
}

export function lifecycleDeliveryHandler(deps: { db: Db; config: Config }) {
  return async (job: Job) => {
    const { db, config } = deps;
    const id = String(job.payload.outboxId);
    const row = await claim(db, lifecycleOutbox, id);
    if (!row) return { skipped: 'not due' };
    const [company] = await db
      .select({ url: companies.platformurl, secret: companies.platformsecret })
      .from(companies)
      .where(eq(companies.id, row.companyId));
    if (!company?.url) {
      // kept until an endpoint is set (PUT /companies queues them again)
      await db
        .update(lifecycleOutbox)
        .set({ state: 'unconfigured', lockedUntil: null, lastError: 'no platform endpoint' })
        .where(eq(lifecycleOutbox.uuid, id));
      return { skipped: 'no platform endpoint' };
    }
    const outcome = await postSigned(company.url, company.secret, row.body, {
      'content-type': 'application/xml',
      'idempotency-key': row.uuid,
    });
    return settle(db, config, lifecycleOutbox, row, outcome, {
      kind: LIFECYCLE_DELIVERY_JOB,
      payload: { outboxId: id },
    });
  };
}

export function webhookDeliveryHandler(deps: { db: Db; config: Config }) {
  return async (job: Job) => {
    const { db, config } = deps;
    const id = String(job.payload.deliveryId);
    const row = await claim(db, webhookDeliveries, id);
    if (!row) return { skipped: 'not due' };
    const [hook] = await db.select().from(webhooks).where(eq(webhooks.uuid, row.webhookId));
    const outcome = await postSigned(hook.url, hook.secret, row.body, {
      'content-type': 'application/json',
      'idempotency-key': row.uuid,
      'x-paperdesk-event': row.event,
    });
    return settle(db, config, webhookDeliveries, row, outcome, {
      kind: WEBHOOK_DELIVERY_JOB,
      payload: { deliveryId: id },
    });
  };
}

/** Queues again the company's messages that waited for a platform endpoint (once one is set). */
export async function requeueUnconfigured(db: Db, companyId: string) {
  const rows = await db
    .update(lifecycleOutbox)
    .set({ state: 'pending', nextAttemptAt: new Date() })
    .where(and(eq(lifecycleOutbox.companyId, companyId), eq(lifecycleOutbox.state, 'unconfigured')))
    .returning({ uuid: lifecycleOutbox.uuid });
  for (const r of rows) await enqueue(db, LIFECYCLE_DELIVERY_JOB, { outboxId: r.uuid }, { companyId });
  return rows.length;
}
