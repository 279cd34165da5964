/** The language and date format of the texts subscribing and cancelling answer (i18n/subscriptions.messages.ts). */
import type { LocaleCode } from '../../../../src/domain/locales';

export type BillingLang = LocaleCode;

/** dd/MM/yyyy (UTC). */
export const formatDate = (d: Date) =>
  `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`;
