import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { offers, subscriptions } from '../../../../db/schema';
import { AppError } from '../../../errors';
import type { BillingProvider, SubscriptionPeriod } from '../billing';
import { offerView } from '../offers.present';
import { requestLocale } from '../../../i18n/requestLocale';

/**
 * The account subscribes to a visible offer: its subscriptions in force stop and the billing step records the new
 * one, in one transaction. Answers the billing's text, in the caller's language.
 */
export async function subscribeToOffer(
  req: FastifyRequest,
  billing: BillingProvider,
  offerId: string,
  period: SubscriptionPeriod,
): Promise<string> {
  const { db } = req.server;
  const [offer] = await db
    .select()
    .from(offers)
    .where(and(eq(offers.id, offerId), eq(offers.visible, true)));
  if (!offer) throw new AppError('NOT_FOUND', 'Offer not found', { fields: { offerId: 'error.reference' } });
  const { totalprice, yearlyprice } = await offerView(db, offer, false);
  const lang = requestLocale(req.query, req.headers['accept-language']);
  const result = await db.transaction(async (tx) => {
    await tx
      .update(subscriptions)
      .set({ active: false })
      .where(and(eq(subscriptions.companyId, req.scope.accountId), eq(subscriptions.active, true)));
    return billing.subscribe(tx, {
      accountId: req.scope.accountId,
      offer: { id: offer.id, name: offer.name, trialdays: offer.trialdays, totalprice, yearlyprice },
      period,
      now: new Date(),
      lang,
    });
  });
  return result.message;
}
