/** The languages, without their messages (each language's catalogue loads on its own). */
export const LOCALE_CODES = ['fr', 'en', 'de', 'ru', 'cn'] as const;
export type LocaleCode = (typeof LOCALE_CODES)[number];
export const DEFAULT_LOCALE: LocaleCode = 'en';

/** The language list, each language in its own name. */
export const LOCALES: { locale: LocaleCode; name: string }[] = [
  { locale: 'fr', name: 'Français' },
  { locale: 'en', name: 'English' },
  { locale: 'de', name: 'Deutsch' },
  { locale: 'ru', name: 'Русский' },
  { locale: 'cn', name: '简体中文' },
];

export const isLocaleCode = (l: unknown): l is LocaleCode => (LOCALE_CODES as readonly unknown[]).includes(l);

/** The BCP 47 tag for Intl formatting (our `cn` is Simplified Chinese). */
export const intlLocale = (locale: string) => (locale === 'cn' ? 'zh-CN' : locale);

/**
 * A catalogue file's texts: part of one language's TranslationMessages tree, by the full key path the views read
 * (`{ resources: { [keywordModel.name]: { name: 'Keyword |||| Keywords' } } }` for `resources.documents/keywords.name`).
 */
export interface Messages {
  [key: string]: string | Messages;
}
