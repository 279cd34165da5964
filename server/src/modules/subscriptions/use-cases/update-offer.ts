import { eq } from 'drizzle-orm';
import { offerModel } from '../../../../../src/domain/offers/offer.model';
import type { Db } from '../../../../db/client';
import { offers } from '../../../../db/schema';
import { notFound } from '../../../errors';
import { offerView } from '../offers.present';
import { offerColumns, saveLines } from '../offerLines';

/** Changes an offer and its lines: what the body leaves out keeps its stored value (checked whole, once merged). */
export async function updateOffer(db: Db, id: string, body: unknown) {
  const [existing] = await db.select().from(offers).where(eq(offers.id, id));
  if (!existing) throw notFound('Offer');
  const changes = body && typeof body === 'object' ? body : {};
  const data = offerModel.schema.parse({ ...(await offerView(db, existing, true)), ...changes });
  return db.transaction(async (tx) => {
    const [updated] = await tx.update(offers).set(offerColumns(data)).where(eq(offers.id, id)).returning();
    await saveLines(tx, id, data);
    return updated;
  });
}
