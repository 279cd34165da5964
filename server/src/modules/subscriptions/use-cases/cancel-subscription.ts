import { and, desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { offers, subscriptions } from '../../../../db/schema';
import { AppError } from '../../../errors';
import { currentPeriodEnd, type BillingProvider } from '../billing';
import { requestLocale } from '../../../i18n/requestLocale';

/**
 * Cancels the account's subscription in force: it stays until its end date (an open-ended one, until the end of
 * the period in progress). Nothing in force, or already cancelled: 409. Answers the billing's text.
 */
export async function cancelSubscription(req: FastifyRequest, billing: BillingProvider): Promise<string> {
  const { db } = req.server;
  const now = new Date();
  const [row] = await db
    .select({ sub: subscriptions, offerName: offers.name })
    .from(subscriptions)
    .innerJoin(offers, eq(offers.id, subscriptions.offerId))
    .where(and(eq(subscriptions.companyId, req.scope.accountId), eq(subscriptions.active, true)))
    .orderBy(desc(subscriptions.startDate))
    .limit(1);
  if (!row || (row.sub.endDate && row.sub.endDate <= now))
    throw new AppError('INVALID_STATE', 'You have no subscription in force to cancel', {
      key: 'error.subscription.none',
    });
  if (row.sub.cancelledAt)
    throw new AppError('INVALID_STATE', 'This subscription is already cancelled', {
      key: 'error.subscription.cancelled',
    });
  const endDate =
    row.sub.endDate ?? currentPeriodEnd(row.sub.startDate, row.sub.period === 'YEARLY' ? 'YEARLY' : 'MONTHLY', now);
  const lang = requestLocale(req.query, req.headers['accept-language']);
  const result = await db.transaction(async (tx) => {
    await tx.update(subscriptions).set({ cancelledAt: now, endDate }).where(eq(subscriptions.id, row.sub.id));
    return billing.cancel(tx, {
      accountId: req.scope.accountId,
      subscriptionId: row.sub.id,
      offerName: row.offerName,
      endDate,
      lang,
    });
  });
  return result.message;
}
