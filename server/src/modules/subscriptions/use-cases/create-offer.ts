import { max } from 'drizzle-orm';
import type { OfferPayload } from '../../../../../src/domain/offers/offer.model';
import type { Db } from '../../../../db/client';
import { offers } from '../../../../db/schema';
import { offerColumns, saveLines } from '../offerLines';

/** A new offer, last in the catalogue's order, with its lines (an unknown functionality: 404, nothing saved). */
export async function createOffer(db: Db, data: OfferPayload) {
  return db.transaction(async (tx) => {
    const [{ top }] = await tx.select({ top: max(offers.index) }).from(offers);
    const [created] = await tx
      .insert(offers)
      .values({ ...offerColumns(data), index: Number(top ?? -1) + 1 })
      .returning();
    await saveLines(tx, created.id, data);
    return created;
  });
}
