import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider } from 'react-admin';
import { DEFAULT_LOCALE, isLocaleCode, LOCALES, type MessageExtension } from '../resources/locales';
import { buildMessages } from './messages';

export {
  DEFAULT_LOCALE,
  intlLocale,
  isLocaleCode,
  LOCALE_CODES,
  LOCALES,
  type LocaleCode,
  type MessageExtension,
} from '../resources/locales';
export { createLocaleI18nProvider, type CatalogueLoader } from './localeProvider';
export { buildMessages, MESSAGES, resourceMessagesExtension } from './messages';

/**
 * An i18n provider holding every language at once (starts in English), with features' messages
 * merged in: resource labels (resourceMessagesExtension) and validation messages
 * ({ en: { error: {...} }, ... }). For tests; the app loads one language at a time
 * (createLocaleI18nProvider with src/catalogue).
 */
export function createI18nProvider(extensions: readonly MessageExtension[] = []): I18nProvider {
  const messages = buildMessages(extensions);
  return polyglotI18nProvider(
    (locale) => messages[isLocaleCode(locale) ? locale : DEFAULT_LOCALE],
    DEFAULT_LOCALE,
    LOCALES,
  );
}

/** The provider with the application's own messages only (tests). */
export const i18nProvider = /* @__PURE__ */ createI18nProvider();
