/** The texts POST /subscriptions/new and /cancel answer, in the interface languages. */
import { localeOf, type LocaleCode } from '../../../../src/domain/locales';

export type BillingLang = LocaleCode;

interface Texts {
  period: Record<'MONTHLY' | 'YEARLY', string>;
  active: (offer: string, period: string, date: string) => string;
  trial: (days: number) => string;
  cancelled: (offer: string, date: string) => string;
}

const TEXTS: Record<BillingLang, Texts> = {
  en: {
    period: { MONTHLY: 'monthly', YEARLY: 'yearly' },
    active: (o, p, d) => `Your subscription to ${o} (${p}) is active until ${d}.`,
    trial: (n) => ` It starts with a free trial of ${n} days.`,
    cancelled: (o, d) => `Your subscription to ${o} is cancelled. It stays active until ${d}.`,
  },
  fr: {
    period: { MONTHLY: 'mensuel', YEARLY: 'annuel' },
    active: (o, p, d) => `Votre abonnement ${o} (${p}) est actif jusqu’au ${d}.`,
    trial: (n) => ` Il commence par un essai gratuit de ${n} jours.`,
    cancelled: (o, d) => `Votre abonnement ${o} est résilié. Il reste actif jusqu’au ${d}.`,
  },
  de: {
    period: { MONTHLY: 'monatlich', YEARLY: 'jährlich' },
    active: (o, p, d) => `Ihr Abonnement ${o} (${p}) ist bis zum ${d} aktiv.`,
    trial: (n) => ` Es beginnt mit einer kostenlosen Testphase von ${n} Tagen.`,
    cancelled: (o, d) => `Ihr Abonnement ${o} ist gekündigt. Es bleibt bis zum ${d} aktiv.`,
  },
  ru: {
    period: { MONTHLY: 'ежемесячно', YEARLY: 'ежегодно' },
    active: (o, p, d) => `Ваша подписка ${o} (${p}) действует до ${d}.`,
    trial: (n) => ` Она начинается с бесплатного пробного периода (${n} дн.).`,
    cancelled: (o, d) => `Ваша подписка ${o} отменена. Она действует до ${d}.`,
  },
  cn: {
    period: { MONTHLY: '按月', YEARLY: '按年' },
    active: (o, p, d) => `您的 ${o}（${p}）订阅有效期至 ${d}。`,
    trial: (n) => `包含 ${n} 天免费试用期。`,
    cancelled: (o, d) => `您的 ${o} 订阅已取消，有效期至 ${d}。`,
  },
};

/** dd/MM/yyyy (UTC). */
export const formatDate = (d: Date) =>
  `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`;

export const billingTexts = (lang: BillingLang) => TEXTS[lang];

/** The language of the answer: `?lang=`, else Accept-Language, else English. */
export function billingLang(query: unknown, acceptLanguage: string | undefined): BillingLang {
  const asked = typeof query === 'object' && query !== null ? (query as Record<string, unknown>).lang : undefined;
  return localeOf(asked) ?? localeOf(acceptLanguage, 'en');
}
