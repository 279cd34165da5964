import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import { DEFAULT_LOCALE, LOCALES, MESSAGES, type LocaleCode } from '../../../../i18n';
import { documentsMessages } from '../messages';

/** The app's messages with the documents pages' merged in, as the lead will merge them (for tests). */
export const documentsI18nProvider = polyglotI18nProvider(
  (locale) =>
    ({ ...MESSAGES[locale as LocaleCode], ...documentsMessages[locale as LocaleCode] }) as TranslationMessages,
  DEFAULT_LOCALE,
  LOCALES,
);
