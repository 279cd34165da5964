import { and, eq, ne } from 'drizzle-orm';
import { accountModel } from '../../../../../src/domain/accounts/account.model';
import type { Db } from '../../../../db/client';
import { companies, offers, subscriptions } from '../../../../db/schema';
import { AppError, notFound } from '../../../errors';
import { accountSummaries } from '../accounts.present';

/** PUT /accounts: the account (`uuid`), the subscription changed (`subscriptionUUID`, else the one in force), the form. */
export type AccountUpdate = { uuid: string; subscriptionUUID?: string | null } & Record<string, unknown>;

/**
 * Renames an account and sets its subscription's offer and dates, in one transaction: the subscription named (else
 * the account's current one, else a new one); when it is in force, the account's others stop. An unknown account,
 * offer or subscription answers 404 naming it.
 */
export async function updateAccount(db: Db, body: AccountUpdate): Promise<void> {
  const { uuid, subscriptionUUID } = body;
  const [current] = await accountSummaries(db, uuid);
  if (!current) throw notFound('Account');
  const data = accountModel.schema.parse({ ...current, ...body });
  const [offer] = await db.select({ id: offers.id }).from(offers).where(eq(offers.id, data.offerUUID));
  if (!offer) throw new AppError('NOT_FOUND', 'Unknown offer', { fields: { offerUUID: 'error.reference' } });
  const subId = subscriptionUUID || current.subscriptionUUID;
  await db.transaction(async (tx) => {
    await tx.update(companies).set({ name: data.companyName, updatedAt: new Date() }).where(eq(companies.id, uuid));
    const values = {
      offerId: data.offerUUID,
      startDate: new Date(data.offerStartDate),
      endDate: data.offerEndDate ? new Date(data.offerEndDate) : null,
      active: data.offerActive,
    };
    let id = subId;
    if (id) {
      const [updated] = await tx
        .update(subscriptions)
        .set(values)
        .where(and(eq(subscriptions.id, id), eq(subscriptions.companyId, uuid)))
        .returning({ id: subscriptions.id });
      if (!updated)
        throw new AppError('NOT_FOUND', 'Unknown subscription', { fields: { subscriptionUUID: 'error.reference' } });
    } else {
      id = (
        await tx
          .insert(subscriptions)
          .values({ ...values, companyId: uuid })
          .returning({ id: subscriptions.id })
      )[0].id;
    }
    // One subscription in force per account.
    if (data.offerActive) {
      await tx
        .update(subscriptions)
        .set({ active: false })
        .where(and(eq(subscriptions.companyId, uuid), ne(subscriptions.id, id), eq(subscriptions.active, true)));
    }
  });
}
