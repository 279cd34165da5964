import type { I18nProvider, TranslationMessages } from 'react-admin';
import { createLocaleI18nProvider } from '../../i18n/localeProvider';
import { DEFAULT_LOCALE, isLocaleCode, type LocaleCode } from '../../resources/locales';

/** One chunk per language: only the chosen language's texts are downloaded. */
const CATALOGUES: Record<LocaleCode, () => Promise<{ messages: TranslationMessages }>> = {
  en: () => import('./en'),
  fr: () => import('./fr'),
  de: () => import('./de'),
  ru: () => import('./ru'),
  cn: () => import('./cn'),
};

export const loadCatalogue = async (code: LocaleCode): Promise<TranslationMessages> =>
  (await CATALOGUES[code]()).messages;

/**
 * The app's i18n provider, in the language the user chose last (react-admin's stored `locale`,
 * English by default), whose catalogue is loaded before the first render; other languages load
 * when chosen.
 */
export function createAppI18nProvider(storedLocale: unknown): Promise<I18nProvider> {
  return createLocaleI18nProvider(loadCatalogue, isLocaleCode(storedLocale) ? storedLocale : DEFAULT_LOCALE);
}
