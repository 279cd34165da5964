/** How offers read: with their functionality lines and prices, and the account's subscription in force. */
import { z } from 'zod';
import type { OfferRecord, OfferSubscription } from '../../../../src/domain/offers/offer.model';
import { offerPrices } from '../../../../src/domain/offers/pricing';
import type { DbOrTx } from '../../../db/client';
import { offers, subscriptions } from '../../../db/schema';
import { offerLines, subscriptionInForce } from '../tenancy/currentOffer';

export type OfferRow = typeof offers.$inferSelect;

const monthlyOrTotal = z.enum(['MONTHLY', 'TOTAL']);
/** An offer as the API answers it (GET /offers and /offers/{id}, POST, PUT), for the route schemas. */
export const offerAnswer = z.object({
  uuid: z.string(),
  name: z.string(),
  description: z.string(),
  visible: z.boolean(),
  baseprice: z.string(),
  trialdays: z.number(),
  index: z.number(),
  isDefault: z.boolean(),
  functionnalities: z.array(
    z.object({
      uuid: z.string(),
      visible: z.boolean(),
      functionalityuuid: z.string(),
      price: z.string(),
      period: monthlyOrTotal,
      quantity: z.number(),
      name: z.string(),
      functionnalityEnum: z.string(),
    }),
  ),
  totalprice: z.string(),
  yearlyprice: z.string(),
  current: z.boolean().optional(),
  subscription: z
    .object({
      uuid: z.string(),
      period: z.enum(['MONTHLY', 'YEARLY']),
      startDate: z.string(),
      endDate: z.string().nullable(),
      cancelledAt: z.string().nullable(),
    })
    .optional(),
}) satisfies z.ZodType<OfferRecord>;
type SubscriptionRow = typeof subscriptions.$inferSelect;

export { subscriptionInForce };
export const subscriptionSummary = (s: SubscriptionRow): OfferSubscription => ({
  uuid: s.id,
  period: s.period === 'YEARLY' ? 'YEARLY' : 'MONTHLY',
  startDate: s.startDate.toISOString(),
  endDate: s.endDate?.toISOString() ?? null,
  cancelledAt: s.cancelledAt?.toISOString() ?? null,
});
/** An offer with its functionalities and prices; `all`: hidden lines too (the super administrator). */
export async function offerView(db: DbOrTx, o: OfferRow, all: boolean): Promise<OfferRecord> {
  const lines = await offerLines(db, o.id);
  return {
    uuid: o.id,
    name: o.name,
    description: o.description,
    visible: o.visible,
    baseprice: o.baseprice,
    trialdays: o.trialdays,
    index: o.index,
    isDefault: o.isDefault,
    functionnalities: lines
      .filter((l) => all || l.visible)
      .map((l) => ({
        uuid: l.uuid,
        visible: l.visible,
        functionalityuuid: l.functionalityuuid,
        price: l.price,
        period: l.period === 'TOTAL' ? 'TOTAL' : 'MONTHLY',
        quantity: l.quantity,
        name: l.name,
        functionnalityEnum: l.functionnality,
      })),
    ...offerPrices(o.baseprice, lines),
  };
}
