/** How offers read: with their functionality lines and prices, and the account's subscription in force. */
import { offerAnswer, type OfferRecord, type OfferSubscription } from '../../../../src/domain/offers/offer.model';
import { offerPrices } from '../../../../src/domain/offers/pricing';
import type { DbOrTx } from '../../../db/client';
import { offers, subscriptions } from '../../../db/schema';
import { offerLines, subscriptionInForce } from '../tenancy/currentOffer';

export type OfferRow = typeof offers.$inferSelect;

/** An offer as the API answers it, for the route schemas: the domain's. */
export { offerAnswer };
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
