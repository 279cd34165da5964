import type { Tx } from '../../../db/client';
import { subscriptions } from '../../../db/schema';
import { t } from '../../i18n/t';
import { formatDate, type BillingLang } from './billingLanguage';

export type SubscriptionPeriod = 'MONTHLY' | 'YEARLY';

export interface SubscribeRequest {
  accountId: string;
  offer: { id: string; name: string; trialdays: number; totalprice: string; yearlyprice: string };
  period: SubscriptionPeriod;
  now: Date;
  lang: BillingLang;
}
export interface CancelRequest {
  accountId: string;
  subscriptionId: string;
  offerName: string;
  /** The subscription stays in force until then. */
  endDate: Date;
  lang: BillingLang;
}

/**
 * The billing step. It runs inside the subscribing transaction (the account's previous
 * subscriptions are already deactivated there) and answers the text the client shows.
 * A payment service plugs in here; the built-in one records the subscription without charging.
 */
export interface BillingProvider {
  subscribe(tx: Tx, req: SubscribeRequest): Promise<{ subscriptionId: string; endDate: Date; message: string }>;
  cancel(tx: Tx, req: CancelRequest): Promise<{ message: string }>;
}

/** Adds calendar months in UTC, clamping to the month's last day (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(d: Date, months: number): Date {
  const target = new Date(
    Date.UTC(
      d.getUTCFullYear(),
      d.getUTCMonth() + months,
      1,
      d.getUTCHours(),
      d.getUTCMinutes(),
      d.getUTCSeconds(),
      d.getUTCMilliseconds(),
    ),
  );
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  return target;
}

const DAY_MS = 86_400_000;
/** Trial days when the offer has some, else one month or one year. */
export function subscriptionEnd(start: Date, period: SubscriptionPeriod, trialdays: number): Date {
  if (trialdays > 0) return new Date(start.getTime() + trialdays * DAY_MS);
  return addMonths(start, period === 'YEARLY' ? 12 : 1);
}

/** The end of the period in progress of an open-ended subscription (cancelling it ends it there). */
export function currentPeriodEnd(start: Date, period: SubscriptionPeriod, now: Date): Date {
  const step = period === 'YEARLY' ? 12 : 1;
  let n = step;
  while (addMonths(start, n) <= now) n += step;
  return addMonths(start, n);
}

export const builtinBilling: BillingProvider = {
  async subscribe(tx, { accountId, offer, period, now, lang }) {
    const endDate = subscriptionEnd(now, period, offer.trialdays);
    const [row] = await tx
      .insert(subscriptions)
      .values({ companyId: accountId, offerId: offer.id, period, startDate: now, endDate, active: true })
      .returning({ id: subscriptions.id });
    const active = { offer: offer.name, period: t(lang, `subscriptionPeriod${period}`), date: formatDate(endDate) };
    const message =
      t(lang, 'subscriptionActive', active) +
      (offer.trialdays > 0 ? t(lang, 'subscriptionTrial', { days: offer.trialdays }) : '');
    return { subscriptionId: row.id, endDate, message };
  },
  async cancel(_tx, { offerName, endDate, lang }) {
    return { message: t(lang, 'subscriptionCancelled', { offer: offerName, date: formatDate(endDate) }) };
  },
};
