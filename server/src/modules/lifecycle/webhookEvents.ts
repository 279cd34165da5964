/**
 * Raising a webhook event: one delivery row per active endpoint that subscribed to it — the document's
 * company's own, or its account's (the master company's) — with the job that sends it, in the caller's
 * transaction (the outbox pattern: nothing is sent from a request). Sending: delivery.ts.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { companies, webhookDeliveries, webhooks } from '../../../db/schema';
import { WEBHOOK_EVENTS, WEBHOOK_TEST_EVENT, type WebhookEvent } from '../../../../src/domain/webhooks/webhook.model';
import { enqueue } from '../jobs/queue';
import { WEBHOOK_DELIVERY_JOB } from './jobKinds';

export { WEBHOOK_EVENTS, type WebhookEvent };

/** The body every endpoint gets: the event's id (the same for all endpoints), its name, time and data. */
const eventBody = (event: string, data: Record<string, unknown>) =>
  JSON.stringify({ id: randomUUID(), event, createdAt: new Date().toISOString(), data });

async function queueDelivery(tx: DbOrTx, hook: { uuid: string; companyId: string }, event: string, body: string) {
  const [row] = await tx
    .insert(webhookDeliveries)
    .values({ companyId: hook.companyId, webhookId: hook.uuid, event, body })
    .returning({ uuid: webhookDeliveries.uuid });
  await enqueue(tx, WEBHOOK_DELIVERY_JOB, { deliveryId: row.uuid }, { companyId: hook.companyId });
  return row.uuid;
}

export async function queueWebhookEvent(
  tx: DbOrTx,
  companyId: string,
  event: WebhookEvent,
  data: Record<string, unknown>,
): Promise<void> {
  const account = sql`(select coalesce(${companies.masterId}, ${companies.id}) from ${companies} where ${companies.id} = ${companyId})`;
  const targets = await tx
    .select({ uuid: webhooks.uuid, companyId: webhooks.companyId })
    .from(webhooks)
    .where(
      and(
        or(eq(webhooks.companyId, companyId), eq(webhooks.companyId, account)),
        eq(webhooks.active, true),
        sql`${event} = any(${webhooks.events})`,
      ),
    );
  if (!targets.length) return;
  const body = eventBody(event, { company: companyId, ...data });
  for (const t of targets) await queueDelivery(tx, t, event, body);
}

/** A test event for one endpoint (the screen's "send a test event"), delivered like any other. */
export const queueWebhookTest = (tx: DbOrTx, hook: { uuid: string; companyId: string }) =>
  queueDelivery(tx, hook, WEBHOOK_TEST_EVENT, eventBody(WEBHOOK_TEST_EVENT, { webhook: hook.uuid }));
