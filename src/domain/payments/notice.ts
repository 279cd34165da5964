/**
 * The payment notice a supplier receives (spec §3 Payment send fields, Supplier emailtemplate): one
 * function composes it for the pay dialog (prefilled, the user may still change it) and for the automatic
 * notice sent by the server, so both read the same. Dates and amounts are written in the company's
 * language (a French company's notice reads "effectué le 23/11/2026", "1 234,56 €"). Pure and isomorphic.
 */
import { fromCents, isAmount, sumMoney, toCents } from '../money';
import { DEFAULT_EMAIL_TEMPLATE, fillTemplate } from '../suppliers/constants';
import { intlLocale, type LocaleCode } from '../locales';
import { PAYMENT_STATUS } from './payment.model';

/** What the company is known by: its language follows the country of its bank account, else French (the product's home). */
export interface NoticeCompany {
  name: string;
  iban?: string | null;
  siren?: string | null;
}
export interface NoticeSupplier {
  email?: string | null;
  emailtemplate?: string | null;
  includeattachments?: boolean | null;
}
export interface NoticeInput {
  company: NoticeCompany;
  supplier?: NoticeSupplier | null;
  /** The paid documents: number and amount paid on each (exact decimal strings). */
  invoices: ReadonlyArray<{ number: string; amount: string | number }>;
  /** yyyy-MM-dd */
  paymentdate: string;
  currency?: string | null;
  /** PAYMENT_STATUS: InProgress (0) says the payment was ordered and sent to the bank, Done (1, the default) made. */
  status?: number | null;
}
export interface ComposedNotice {
  recipients: string[];
  subject: string;
  content: string;
  attach: boolean;
  locale: LocaleCode;
}

/** Country of the company's IBAN -> language of its notices. */
const COUNTRY_LOCALE: Record<string, LocaleCode> = {
  FR: 'fr',
  BE: 'fr',
  LU: 'fr',
  MC: 'fr',
  GP: 'fr',
  MQ: 'fr',
  RE: 'fr',
  GF: 'fr',
  YT: 'fr',
  PM: 'fr',
  NC: 'fr',
  PF: 'fr',
  DE: 'de',
  AT: 'de',
  LI: 'de',
  CH: 'de',
  RU: 'ru',
  BY: 'ru',
  KZ: 'ru',
  CN: 'cn',
  GB: 'en',
  IE: 'en',
  MT: 'en',
  US: 'en',
  CA: 'en',
  AU: 'en',
  NZ: 'en',
};

/** The company's language: the country of its IBAN; a SIREN (French register) or nothing known means French. */
export function companyLocale(company: NoticeCompany): LocaleCode {
  const country = (company.iban ?? '').replace(/\s+/g, '').slice(0, 2).toUpperCase();
  return COUNTRY_LOCALE[country] ?? 'fr';
}

/**
 * A day (yyyy-MM-dd) as written in a letter of that language: 23/11/2026, 23.11.2026, 2026/11/23 (letters write
 * each language the way of its country, English the European way: en-GB).
 */
export function letterDay(day: string, locale: LocaleCode): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  if (!m) return day;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return new Intl.DateTimeFormat(intlLocale(locale, { regional: true }), {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** An exact amount with its currency, as written in that language (never through a float). */
export function letterMoney(amount: string | number, locale: LocaleCode, currency?: string | null): string {
  if (!isAmount(amount)) return '';
  const exact = fromCents(toCents(amount)) as Intl.StringNumericLiteral;
  try {
    return new Intl.NumberFormat(intlLocale(locale, { regional: true }), {
      style: 'currency',
      currency: currency || 'EUR',
    }).format(exact);
  } catch {
    return new Intl.NumberFormat(intlLocale(locale, { regional: true }), {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(exact);
  }
}

/** The notice's words in each language: the subject, and the body used when the supplier has no template of its own. */
export const NOTICE_TEMPLATES: Record<LocaleCode, { subject: string; body: string; ordered: string }> = {
  fr: {
    subject: 'Règlement des factures {invoices} — {company}',
    body: 'Bonjour,\n\nVeuillez trouver ci-joint le règlement des factures {invoices} pour un montant total de {total}, effectué le {date}.\n\nCordialement,\n{company}',
    ordered:
      'Bonjour,\n\nNous avons ordonné le {date} le règlement des factures {invoices} pour un montant total de {total} ; il a été transmis à notre banque.\n\nCordialement,\n{company}',
  },
  en: {
    subject: 'Payment of invoices {invoices} — {company}',
    body: 'Hello,\n\nPlease find enclosed the payment of invoices {invoices} for a total amount of {total}, made on {date}.\n\nKind regards,\n{company}',
    ordered:
      'Hello,\n\nOn {date} we ordered the payment of invoices {invoices} for a total amount of {total}; it has been sent to our bank.\n\nKind regards,\n{company}',
  },
  de: {
    subject: 'Zahlung der Rechnungen {invoices} — {company}',
    body: 'Guten Tag,\n\nanbei erhalten Sie die Zahlung der Rechnungen {invoices} über einen Gesamtbetrag von {total}, ausgeführt am {date}.\n\nMit freundlichen Grüßen\n{company}',
    ordered:
      'Guten Tag,\n\nam {date} haben wir die Zahlung der Rechnungen {invoices} über einen Gesamtbetrag von {total} in Auftrag gegeben; sie wurde an unsere Bank übermittelt.\n\nMit freundlichen Grüßen\n{company}',
  },
  ru: {
    subject: 'Оплата счетов {invoices} — {company}',
    body: 'Здравствуйте!\n\nСообщаем об оплате счетов {invoices} на общую сумму {total}, выполненной {date}.\n\nС уважением,\n{company}',
    ordered:
      'Здравствуйте!\n\n{date} мы поручили оплату счетов {invoices} на общую сумму {total}; платёж передан в наш банк.\n\nС уважением,\n{company}',
  },
  cn: {
    subject: '发票 {invoices} 的付款 — {company}',
    body: '您好：\n\n发票 {invoices} 的款项共计 {total}，已于 {date} 支付。\n\n此致\n{company}',
    ordered:
      '您好：\n\n我们已于 {date} 下达发票 {invoices} 的付款指令，共计 {total}，并已提交至我方银行。\n\n此致\n{company}',
  },
};

/** Whether a notice may say the payment was made: only once it is Done (a transfer in progress was only ordered). */
const madeNotOrdered = (status: number | null | undefined) => status !== PAYMENT_STATUS.InProgress;

/**
 * The notice of a payment: to the supplier's e-mail, the subject of the company's language, the body from
 * the supplier's template (else the company language's), placeholders filled with the invoice numbers, the
 * total and the day in the company's language.
 */
export function composePaymentNotice(input: NoticeInput): ComposedNotice {
  const locale = companyLocale(input.company);
  const words = NOTICE_TEMPLATES[locale];
  const values = {
    invoices: input.invoices
      .map((i) => i.number)
      .filter(Boolean)
      .join(', '),
    total: letterMoney(
      sumMoney(input.invoices.map((i) => (isAmount(i.amount) ? i.amount : '0'))),
      locale,
      input.currency,
    ),
    date: letterDay(input.paymentdate, locale),
    company: input.company.name,
  };
  // the French default every supplier starts with stands for "no template of its own": the company's language then
  const own = input.supplier?.emailtemplate;
  const template =
    own?.trim() && own.trim() !== DEFAULT_EMAIL_TEMPLATE.trim()
      ? own
      : madeNotOrdered(input.status)
        ? words.body
        : words.ordered;
  const email = input.supplier?.email?.trim().toLowerCase();
  return {
    recipients: email ? [email] : [],
    subject: fillTemplate(words.subject, values).slice(0, 300),
    content: fillTemplate(template, values),
    attach: input.supplier?.includeattachments ?? true,
    locale,
  };
}
