import type { I18nProvider, TranslationMessages } from 'react-admin';
import { createLocaleI18nProvider } from '../i18n/localeProvider';
import { DEFAULT_LOCALE, isLocaleCode, type LocaleCode } from '../domain/locales';

/**
 * The language catalogues, one chunk per language: only the chosen language's texts are downloaded. Each feature
 * keeps its texts beside it, one file per language, `<feature>.messages.<lang>.ts` (an entity's in its
 * src/resources/ folder, a page's in src/pages/, react-admin's, the application's and the refusal texts in src/i18n/),
 * default-exporting its part of the catalogue by full key path; `./<lang>.ts` finds that language's files by name
 * (import.meta.glob) and merges them, so a new feature's files need no list. catalogue.test.ts wants each feature in
 * the five languages and each text in one file; parity.test.ts checks the texts themselves.
 */
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
 * The app's i18n provider, in its first language (src/i18n/firstLocale.ts: the user's stored choice, else the
 * sign-in pages', else the browser's, else English), whose catalogue is loaded before the first render; other
 * languages load when chosen.
 */
export function createAppI18nProvider(first: unknown): Promise<I18nProvider> {
  return createLocaleI18nProvider(loadCatalogue, isLocaleCode(first) ? first : DEFAULT_LOCALE);
}
