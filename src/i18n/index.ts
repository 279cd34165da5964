import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { DEFAULT_LOCALE, isLocaleCode, LOCALES, type LocaleCode } from '../domain/locales';
import { MESSAGES } from './messages';

export {
  DEFAULT_LOCALE,
  intlLocale,
  isLocaleCode,
  LOCALE_CODES,
  LOCALES,
  type LocaleCode,
  type Messages,
} from '../domain/locales';
export { createLocaleI18nProvider, type CatalogueLoader } from './localeProvider';
export { flattenMessages, MESSAGES } from './messages';

/**
 * An i18n provider holding every language at once (starts in English): by default the application's own
 * messages (MESSAGES); src/catalogue/allLanguages.ts passes the five whole catalogues. For tests; the app loads
 * one language at a time (createLocaleI18nProvider with src/catalogue).
 */
export function createI18nProvider(messages: Record<LocaleCode, TranslationMessages> = MESSAGES): I18nProvider {
  return polyglotI18nProvider(
    (locale) => messages[isLocaleCode(locale) ? locale : DEFAULT_LOCALE],
    DEFAULT_LOCALE,
    LOCALES,
  );
}

/** The provider with the application's own messages only (tests). */
export const i18nProvider = /* @__PURE__ */ createI18nProvider();
