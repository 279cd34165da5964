/** The texts POST /subscriptions/new and /cancel answer, in every language of src/domain/locales.ts. */
import type { LocaleCode } from '../../../src/domain/locales';

const en = {
  subscriptionPeriodMONTHLY: 'monthly',
  subscriptionPeriodYEARLY: 'yearly',
  subscriptionActive: 'Your subscription to %{offer} (%{period}) is active until %{date}.',
  subscriptionTrial: ' It starts with a free trial of %{days} days.',
  subscriptionCancelled: 'Your subscription to %{offer} is cancelled. It stays active until %{date}.',
};
export type SubscriptionMessages = typeof en;

const fr: SubscriptionMessages = {
  subscriptionPeriodMONTHLY: 'mensuel',
  subscriptionPeriodYEARLY: 'annuel',
  subscriptionActive: 'Votre abonnement %{offer} (%{period}) est actif jusqu’au %{date}.',
  subscriptionTrial: ' Il commence par un essai gratuit de %{days} jours.',
  subscriptionCancelled: 'Votre abonnement %{offer} est résilié. Il reste actif jusqu’au %{date}.',
};

const de: SubscriptionMessages = {
  subscriptionPeriodMONTHLY: 'monatlich',
  subscriptionPeriodYEARLY: 'jährlich',
  subscriptionActive: 'Ihr Abonnement %{offer} (%{period}) ist bis zum %{date} aktiv.',
  subscriptionTrial: ' Es beginnt mit einer kostenlosen Testphase von %{days} Tagen.',
  subscriptionCancelled: 'Ihr Abonnement %{offer} ist gekündigt. Es bleibt bis zum %{date} aktiv.',
};

const ru: SubscriptionMessages = {
  subscriptionPeriodMONTHLY: 'ежемесячно',
  subscriptionPeriodYEARLY: 'ежегодно',
  subscriptionActive: 'Ваша подписка %{offer} (%{period}) действует до %{date}.',
  subscriptionTrial: ' Она начинается с бесплатного пробного периода (%{days} дн.).',
  subscriptionCancelled: 'Ваша подписка %{offer} отменена. Она действует до %{date}.',
};

const cn: SubscriptionMessages = {
  subscriptionPeriodMONTHLY: '按月',
  subscriptionPeriodYEARLY: '按年',
  subscriptionActive: '您的 %{offer}（%{period}）订阅有效期至 %{date}。',
  subscriptionTrial: '包含 %{days} 天免费试用期。',
  subscriptionCancelled: '您的 %{offer} 订阅已取消，有效期至 %{date}。',
};

export const SUBSCRIPTION_MESSAGES: Record<LocaleCode, SubscriptionMessages> = { fr, en, de, ru, cn };
