/** An offer's functionality lines, written from its payload. */
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { OfferPayload } from '../../../../src/domain/offers/offer.model';
import type { Tx } from '../../../db/client';
import { functionalities, offerFunctionalities } from '../../../db/schema';
import { AppError } from '../../errors';

/** Writes an offer's lines: the lines of `data` replace the stored ones (matched by functionality). */
export async function saveLines(tx: Tx, offerId: string, data: OfferPayload) {
  const ids = data.functionnalities.map((l) => l.functionalityuuid);
  const catalogue = ids.length ? await tx.select().from(functionalities).where(inArray(functionalities.uuid, ids)) : [];
  if (catalogue.length !== new Set(ids).size) {
    throw new AppError('NOT_FOUND', 'Unknown functionality', { fields: { functionnalities: 'error.reference' } });
  }
  await tx
    .delete(offerFunctionalities)
    .where(
      and(
        eq(offerFunctionalities.offerId, offerId),
        ids.length ? notInArray(offerFunctionalities.functionalityId, ids) : undefined,
      ),
    );
  for (const l of data.functionnalities) {
    const f = catalogue.find((c) => c.uuid === l.functionalityuuid)!;
    const values = { visible: l.visible, price: l.price ?? f.defaultprice, period: l.period, quantity: l.quantity };
    await tx
      .insert(offerFunctionalities)
      .values({ ...values, offerId, functionalityId: f.uuid })
      .onConflictDoUpdate({
        target: [offerFunctionalities.offerId, offerFunctionalities.functionalityId],
        set: values,
      });
  }
}

/** The offer's own columns (its lines aside). */
export const offerColumns = ({ functionnalities: _l, ...o }: OfferPayload) => o;
