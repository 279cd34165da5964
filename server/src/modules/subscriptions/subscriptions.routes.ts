import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isAdmin, isSuperAdmin } from '../../../../src/domain/access';
import { uuid } from '../../../../src/domain/ids';
import { subscriptions, offers } from '../../../db/schema';
import { quotaState, usageCounters, type QuotaKind } from './quota';
import { AppError } from '../../errors';
import type { RouteAccess } from '../../plugins/apiAuth';
import { currentOffer } from '../tenancy/currentOffer';
import { builtinBilling, currentPeriodEnd, type BillingProvider, type SubscriptionPeriod } from './billing';
import { offerView } from './offers.present';
import { billingLang } from './subscriptions.messages';

/** Subscribing and cancelling: the account's master administrator (the super administrator manages accounts instead). */
const masterAdminOnly: RouteAccess = (p) => !isSuperAdmin(p) && p.master && isAdmin(p);

/** A missing body is an empty one: its fields are then refused one by one. */
const subscribeBody = z.preprocess(
  (body) => body ?? {},
  z.object({ offerId: uuid, subscriptionPeriod: z.enum(['MONTHLY', 'YEARLY'], 'error.invalidvalue') }),
);

export interface MetricLine {
  functionnality: string;
  quantity: number;
  period: 'MONTHLY' | 'TOTAL';
  used: number;
}
const countable = (f: string): f is QuotaKind => f in usageCounters;

/** POST /subscriptions/new, POST /subscriptions/cancel, GET /metrics. */
export function subscriptionRoutes(billing: BillingProvider = builtinBilling) {
  return async (api: FastifyInstance) => {
    const typed = api.withTypeProvider<ZodTypeProvider>();
    typed.post(
      '/subscriptions/new',
      { config: { access: masterAdminOnly }, schema: { body: subscribeBody } },
      async (req, reply) => {
        const { offerId, subscriptionPeriod } = req.body;
        const [offer] = await api.db
          .select()
          .from(offers)
          .where(and(eq(offers.id, offerId), eq(offers.visible, true)));
        if (!offer) throw new AppError('NOT_FOUND', 'Offer not found', { fields: { offerId: 'error.reference' } });
        const { totalprice, yearlyprice } = await offerView(api.db, offer, false);
        const lang = billingLang(req.query, req.headers['accept-language']);
        const result = await api.db.transaction(async (tx) => {
          await tx
            .update(subscriptions)
            .set({ active: false })
            .where(and(eq(subscriptions.companyId, req.scope.accountId), eq(subscriptions.active, true)));
          return billing.subscribe(tx, {
            accountId: req.scope.accountId,
            offer: { id: offer.id, name: offer.name, trialdays: offer.trialdays, totalprice, yearlyprice },
            period: subscriptionPeriod,
            now: new Date(),
            lang,
          });
        });
        return reply.type('text/plain; charset=utf-8').send(result.message);
      },
    );

    api.post('/subscriptions/cancel', { config: { access: masterAdminOnly } }, async (req, reply) => {
      const now = new Date();
      const [row] = await api.db
        .select({ sub: subscriptions, offerName: offers.name })
        .from(subscriptions)
        .innerJoin(offers, eq(offers.id, subscriptions.offerId))
        .where(and(eq(subscriptions.companyId, req.scope.accountId), eq(subscriptions.active, true)))
        .orderBy(desc(subscriptions.startDate))
        .limit(1);
      if (!row || (row.sub.endDate && row.sub.endDate <= now))
        throw new AppError('INVALID_STATE', 'You have no subscription in force to cancel');
      if (row.sub.cancelledAt) throw new AppError('INVALID_STATE', 'This subscription is already cancelled');
      const endDate =
        row.sub.endDate ?? currentPeriodEnd(row.sub.startDate, row.sub.period === 'YEARLY' ? 'YEARLY' : 'MONTHLY', now);
      const lang = billingLang(req.query, req.headers['accept-language']);
      const result = await api.db.transaction(async (tx) => {
        await tx.update(subscriptions).set({ cancelledAt: now, endDate }).where(eq(subscriptions.id, row.sub.id));
        return billing.cancel(tx, {
          accountId: req.scope.accountId,
          subscriptionId: row.sub.id,
          offerName: row.offerName,
          endDate,
          lang,
        });
      });
      return reply.type('text/plain; charset=utf-8').send(result.message);
    });

    api.get('/metrics', { config: { access: 'authenticated' } }, async (req): Promise<MetricLine[]> => {
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
