/**
 * Webhooks beyond their CRUD (crud/entities/webhooks.crud.ts): each endpoint's delivery log, a test event,
 * trying a given-up delivery again; and the "document imported" event, raised when any channel takes a
 * document in. Deliveries go through the one outbox rule of lifecycle/delivery.ts.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uuid } from '../../../../src/domain/ids';
import {
  webhookDeliveryAnswer,
  webhookRetryAnswer,
  webhookTestAnswer,
  type WebhookDelivery,
} from '../../../../src/domain/webhooks/webhook.model';
import { webhookDeliveries, webhooks } from '../../../db/schema';
import { answerPage, COUNT, countOf, parseListRequest } from '../../crud/listQuery';
import { AppError, notFound } from '../../errors';
import { enqueue } from '../jobs/queue';
import { onDocumentTakenIn } from '../documents/takenIn';
import { WEBHOOK_DELIVERY_JOB } from '../lifecycle/jobKinds';
import { queueWebhookEvent, queueWebhookTest } from '../lifecycle/webhookEvents';

const hookParams = z.object({ id: uuid });
const deliveryParams = z.object({ id: uuid, deliveryId: uuid });

export async function webhooksModule(api: FastifyInstance) {
  onDocumentTakenIn((tx, doc, channel) =>
    queueWebhookEvent(tx, doc.companyId, 'document.imported', {
      document: doc.uuid,
      filename: doc.filename,
      channel,
    }),
  );
  const typed = api.withTypeProvider<ZodTypeProvider>();

  /** The account's webhook, or 404 (another account's is not told apart from none). */
  const hookOf = async (accountId: string, id: string) => {
    const [hook] = await api.db
      .select({ uuid: webhooks.uuid, companyId: webhooks.companyId })
      .from(webhooks)
      .where(and(eq(webhooks.uuid, id), eq(webhooks.companyId, accountId)));
    if (!hook) throw notFound('Webhook');
    return hook;
  };

  /** The endpoint's delivery log, newest first, paged: event, state, attempts, last answer or error. */
  typed.get(
    '/webhooks/:id/deliveries',
    {
      config: { access: 'VIEW_WEBHOOKS' },
      schema: { params: hookParams, response: { 200: z.array(webhookDeliveryAnswer) } },
    },
    async (req, reply) => {
      const hook = await hookOf(req.scope.accountId, req.params.id);
      const list = parseListRequest(req.query);
      const where = eq(webhookDeliveries.webhookId, hook.uuid);
      const rows = api.db
        .select()
        .from(webhookDeliveries)
        .where(where)
        .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.uuid))
        .limit(list.limit)
        .offset(list.offset)
        .then((page) =>
          page.map((d): WebhookDelivery => ({
            uuid: d.uuid,
            event: d.event,
            state: d.state as WebhookDelivery['state'],
            attempts: d.attempts,
            laststatus: d.lastStatus,
            lasterror: d.lastError,
            createdAt: d.createdAt.toISOString(),
            deliveredat: d.deliveredAt?.toISOString() ?? null,
            nextattemptat: d.nextAttemptAt.toISOString(),
          })),
        );
      return answerPage(reply, 'deliveries', list, rows, () =>
        countOf(api.db.select({ n: COUNT }).from(webhookDeliveries).where(where)),
      );
    },
  );

  /** Sends a test event to this endpoint now (through the outbox, logged like the others). */
  typed.post(
    '/webhooks/:id/test',
    { config: { access: 'UPDATE_WEBHOOKS' }, schema: { params: hookParams, response: { 200: webhookTestAnswer } } },
    async (req) => {
      const hook = await hookOf(req.scope.accountId, req.params.id);
      const deliveryId = await api.db.transaction((tx) => queueWebhookTest(tx, hook));
      return { uuid: deliveryId };
    },
  );

  /** Tries a given-up delivery again, with a fresh count of attempts. */
  typed.post(
    '/webhooks/:id/deliveries/:deliveryId/retry',
    {
      config: { access: 'UPDATE_WEBHOOKS' },
      schema: { params: deliveryParams, response: { 200: webhookRetryAnswer } },
    },
    async (req) => {
      const hook = await hookOf(req.scope.accountId, req.params.id);
      return api.db.transaction(async (tx) => {
        const [row] = await tx
          .update(webhookDeliveries)
          .set({ state: 'pending', attempts: 0, nextAttemptAt: new Date(), lockedUntil: null })
          .where(
            and(
              eq(webhookDeliveries.uuid, req.params.deliveryId),
              eq(webhookDeliveries.webhookId, hook.uuid),
              eq(webhookDeliveries.state, 'failed'),
            ),
          )
          .returning({ uuid: webhookDeliveries.uuid });
        if (!row)
          throw new AppError('INVALID_STATE', 'Only a delivery given up can be tried again', {
            key: 'error.webhook.retry',
          });
        await enqueue(tx, WEBHOOK_DELIVERY_JOB, { deliveryId: row.uuid }, { companyId: hook.companyId });
        return { uuid: row.uuid, state: 'pending' as const };
      });
    },
  );
}
