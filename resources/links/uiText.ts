import { useCallback } from 'react';
import { useLocaleState } from 'react-admin';

export type UiLocale = 'en' | 'fr' | 'de' | 'ru' | 'cn';
/** Texts of a custom view in the five languages; the type makes every language carry every key. */
export type UiTexts<K extends string> = Record<UiLocale, Record<K, string>>;

/** Picks a custom view's text in the current language, filling `%{name}` placeholders. */
export function uiText<K extends string>(
  texts: UiTexts<K>,
  locale: string,
  key: K,
  vars: Record<string, string | number> = {},
): string {
  const table = texts[locale as UiLocale] ?? texts.en;
  return table[key].replace(/%\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? ''));
}

export function useUiText<K extends string>(texts: UiTexts<K>) {
  const [locale] = useLocaleState();
  return useCallback(
    (key: K, vars?: Record<string, string | number>) => uiText(texts, locale, key, vars),
    [texts, locale],
  );
}
