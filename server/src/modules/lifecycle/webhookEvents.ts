/**
 * Raising a webhook event: one delivery row per active endpoint of the company that subscribed to it, with the
 * job that sends it, in the caller's transaction (the outbox pattern: nothing is sent from a request).
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { webhookDeliveries, webhooks } from '../../../db/schema';
import { enqueue } from '../jobs/queue';
import { WEBHOOK_DELIVERY_JOB } from './jobKinds';

/** The events a webhook endpoint may subscribe to. */
export const WEBHOOK_EVENTS = [
  'document.imported',
  'document.recognised',
  'document.validated',
  'document.refused',
  'document.paid',
  'status.received',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export async function queueWebhookEvent(
  tx: DbOrTx,
  companyId: string,
  event: WebhookEvent,
  data: Record<string, unknown>,
): Promise<void> {
  const targets = await tx
    .select({ uuid: webhooks.uuid })
    .from(webhooks)
    .where(and(eq(webhooks.companyId, companyId), eq(webhooks.active, true), sql`${event} = any(${webhooks.events})`));
  if (!targets.length) return;
  const id = randomUUID();
  const body = JSON.stringify({ id, event, createdAt: new Date().toISOString(), data });
  for (const t of targets) {
    const [row] = await tx
      .insert(webhookDeliveries)
      .values({ companyId, webhookId: t.uuid, event, body })
      .returning({ uuid: webhookDeliveries.uuid });
    await enqueue(tx, WEBHOOK_DELIVERY_JOB, { deliveryId: row.uuid }, { companyId });
  }
}
