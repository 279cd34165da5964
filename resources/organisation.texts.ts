import { useCallback } from 'react';
import { useLocaleState } from 'react-admin';

/** The interface languages (spec: fr, en, de, ru, cn). */
export type OrgLocale = 'en' | 'fr' | 'de' | 'ru' | 'cn';
/** Texts of the organisation area's custom views; the type makes every language carry every key. */
export type OrgTexts<K extends string> = Record<OrgLocale, Record<K, string>>;

/** A text in a language (English when unknown), `%{name}` placeholders filled. */
export function orgText<K extends string>(
  texts: OrgTexts<K>,
  locale: string,
  key: K,
  vars: Record<string, string | number> = {},
): string {
  const table = texts[locale as OrgLocale] ?? texts.en;
  return table[key].replace(/%\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? ''));
}

/** The current language's text picker for a table of texts. */
export function useOrgText<K extends string>(texts: OrgTexts<K>) {
  const [locale] = useLocaleState();
  return useCallback(
    (key: K, vars?: Record<string, string | number>) => orgText(texts, locale, key, vars),
    [texts, locale],
  );
}
