import { and, asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { functionalities, offerFunctionalities, offers, subscriptions } from '../../../db/schema';
import { sumMoney } from '../../../../src/domain/money';

export interface OfferLine {
  uuid: string;
  functionalityuuid: string;
  functionnality: string;
  name: string;
  visible: boolean;
  price: string;
  period: string;
  quantity: number;
}
export interface CurrentOffer {
  offer: { uuid: string; name: string; totalprice: string; lines: OfferLine[] } | null;
  /** The subscription is in force (not ended, not expired). */
  active: boolean;
  subscriptionId: string | null;
  startDate: Date | null;
  endDate: Date | null;
}

export async function offerLines(db: DbOrTx, offerId: string): Promise<OfferLine[]> {
  return db
    .select({
      uuid: offerFunctionalities.id,
      functionalityuuid: functionalities.uuid,
      functionnality: functionalities.functionnality,
      name: functionalities.name,
      visible: offerFunctionalities.visible,
      price: offerFunctionalities.price,
      period: offerFunctionalities.period,
      quantity: offerFunctionalities.quantity,
    })
    .from(offerFunctionalities)
    .innerJoin(functionalities, eq(functionalities.uuid, offerFunctionalities.functionalityId))
    .where(eq(offerFunctionalities.offerId, offerId))
    .orderBy(asc(functionalities.index));
}

/** Total price = base price + visible functionalities, exact at 2 decimals. */
const offerTotal = (baseprice: string, lines: Pick<OfferLine, 'visible' | 'price'>[]) =>
  sumMoney([baseprice, ...lines.filter((l) => l.visible).map((l) => l.price)]);

async function loadOffer(db: DbOrTx, offerId: string) {
  const [o] = await db.select().from(offers).where(eq(offers.id, offerId));
  if (!o) return null;
  const lines = await offerLines(db, o.id);
  return { uuid: o.id, name: o.name, totalprice: offerTotal(o.baseprice, lines), lines };
}

/** The account's latest active subscription, ended or not. */
async function latestSubscription(
  db: DbOrTx,
  accountId: string,
): Promise<typeof subscriptions.$inferSelect | undefined> {
  const [sub] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.companyId, accountId), eq(subscriptions.active, true)))
    .orderBy(desc(subscriptions.startDate))
    .limit(1);
  return sub;
}
const inForce = (sub: { endDate: Date | null }, now: Date) => !sub.endDate || sub.endDate > now;

/** The account's subscription in force (its latest active one, unless ended), if any. */
export async function subscriptionInForce(db: DbOrTx, accountId: string, now = new Date()) {
  const sub = await latestSubscription(db, accountId);
  return sub && inForce(sub, now) ? sub : undefined;
}

/** The account's offer in force; an ended subscription falls back to the default (free) offer. */
export async function currentOffer(db: DbOrTx, accountId: string, now = new Date()): Promise<CurrentOffer> {
  const sub = await latestSubscription(db, accountId);
  if (sub && inForce(sub, now)) {
    return {
      offer: await loadOffer(db, sub.offerId),
      active: true,
      subscriptionId: sub.id,
      startDate: sub.startDate,
      endDate: sub.endDate,
    };
  }
  const [fallback] = await db.select().from(offers).where(eq(offers.isDefault, true)).limit(1);
  return {
    offer: fallback ? await loadOffer(db, fallback.id) : null,
    active: false,
    subscriptionId: null,
    startDate: sub?.startDate ?? null,
    endDate: sub?.endDate ?? null,
  };
}
