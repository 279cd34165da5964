import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isAdmin, isSuperAdmin } from '../../../../src/domain/access';
import { uuid } from '../../../../src/domain/ids';
import { metricLineAnswer, type MetricLine } from '../../../../src/domain/offers/offer.model';
import { quotaState, usageCounters, type QuotaKind } from './quota';
import type { RouteAccess } from '../../plugins/apiAuth';
import { currentOffer } from '../tenancy/currentOffer';
import { builtinBilling, type BillingProvider, type SubscriptionPeriod } from './billing';
import { cancelSubscription } from './use-cases/cancel-subscription';
import { subscribeToOffer } from './use-cases/subscribe-to-offer';

/** Subscribing and cancelling: the account's master administrator (the super administrator manages accounts instead). */
const masterAdminOnly: RouteAccess = (p) => !isSuperAdmin(p) && p.master && isAdmin(p);

/** A missing body is an empty one: its fields are then refused one by one. */
const subscribeBody = z.preprocess(
  (body) => body ?? {},
  z.object({ offerId: uuid, subscriptionPeriod: z.enum(['MONTHLY', 'YEARLY'], 'error.invalidvalue') }),
);

export type { MetricLine };
const countable = (f: string): f is QuotaKind => f in usageCounters;

/** POST /subscriptions/new, POST /subscriptions/cancel, GET /metrics. */
export function subscriptionRoutes(billing: BillingProvider = builtinBilling) {
  return async (api: FastifyInstance) => {
    const typed = api.withTypeProvider<ZodTypeProvider>();
    const subscribe = { config: { access: masterAdminOnly }, schema: { body: subscribeBody } };
    typed.post('/subscriptions/new', subscribe, async (req, reply) => {
      const message = await subscribeToOffer(req, billing, req.body.offerId, req.body.subscriptionPeriod);
      return reply.type('text/plain; charset=utf-8').send(message);
    });

    api.post('/subscriptions/cancel', { config: { access: masterAdminOnly } }, async (req, reply) =>
      reply.type('text/plain; charset=utf-8').send(await cancelSubscription(req, billing)),
    );

    const metrics = {
      config: { access: 'authenticated' },
      schema: { response: { 200: z.array(metricLineAnswer) } },
    } as const;
    typed.get('/metrics', metrics, async (req): Promise<MetricLine[]> => {
      const { offer } = await currentOffer(api.db, req.scope.accountId);
      const lines = (offer?.lines ?? []).filter((l) => countable(l.functionnality));
      return Promise.all(
        lines.map(async (l) => ({
          functionnality: l.functionnality,
          quantity: l.quantity,
          period: l.period === 'MONTHLY' ? 'MONTHLY' : 'TOTAL',
          used: (await quotaState(api.db, req.scope.accountId, lines, l.functionnality as QuotaKind)).used,
        })),
      );
    });
  };
}

export type { SubscriptionPeriod };
