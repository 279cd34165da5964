import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { DEFAULT_LOCALE, isLocaleCode, LOCALES, type LocaleCode } from '../domain/locales';

export type CatalogueLoader = (code: LocaleCode) => Promise<TranslationMessages>;

/**
 * An i18n provider that holds one language at a time: `initial`'s catalogue is loaded before the
 * provider exists (polyglot needs the first language synchronously), any other on a language change
 * (react-admin keeps the current texts until it arrives). Unknown locales fall back to English.
 */
export async function createLocaleI18nProvider(load: CatalogueLoader, initial: LocaleCode): Promise<I18nProvider> {
  const first = await load(initial);
  return polyglotI18nProvider(
    (locale) => (locale === initial ? first : load(isLocaleCode(locale) ? locale : DEFAULT_LOCALE)),
    initial,
    LOCALES,
  );
}
