import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider } from 'react-admin';
import { buildMessages, DEFAULT_LOCALE, LOCALE_CODES, type LocaleCode, type MessageExtension } from './messages';

export {
  buildMessages, DEFAULT_LOCALE, keyParityProblems, LOCALE_CODES, MESSAGES, resourceMessagesExtension,
  type LocaleCode, type MessageExtension,
} from './messages';

/** The language list, each language in its own name. */
export const LOCALES: { locale: LocaleCode; name: string }[] = [
  { locale: 'fr', name: 'Français' },
  { locale: 'en', name: 'English' },
  { locale: 'de', name: 'Deutsch' },
  { locale: 'ru', name: 'Русский' },
  { locale: 'cn', name: '简体中文' },
];

const isLocaleCode = (l: string): l is LocaleCode => (LOCALE_CODES as readonly string[]).includes(l);

/** The BCP 47 tag for Intl formatting (our `cn` is Simplified Chinese). */
export const intlLocale = (locale: string) => (locale === 'cn' ? 'zh-CN' : locale);

/**
 * The i18n provider (starts in English), with features' messages merged in:
 * resource labels (resourceMessagesExtension) and validation messages ({ en: { error: {...} }, ... }).
 */
export function createI18nProvider(extensions: readonly MessageExtension[] = []): I18nProvider {
  const messages = buildMessages(extensions);
  return polyglotI18nProvider((locale) => messages[isLocaleCode(locale) ? locale : DEFAULT_LOCALE], DEFAULT_LOCALE, LOCALES);
}

/** The provider with the application's own messages only. */
export const i18nProvider = createI18nProvider();
