/** Language choice for the sign-in pages ("cn" is Simplified Chinese), and their texts in it. */
import { localeOf, SIGN_IN_LANGUAGE_COOKIE, signInLanguage } from '../../../../src/domain/locales';
import { MESSAGES, type Lang, type Messages } from './identity.messages';

export const LANG_COOKIE = SIGN_IN_LANGUAGE_COOKIE;

export const LANGUAGE_NAMES: Record<Lang, string> = {
  fr: 'Français',
  en: 'English',
  de: 'Deutsch',
  ru: 'Русский',
  cn: '中文',
};
/** Value of the html `lang` attribute. */
export const HTML_LANG: Record<Lang, string> = { fr: 'fr', en: 'en', de: 'de', ru: 'ru', cn: 'zh-Hans' };

export function t(lang: Lang, key: keyof Messages, vars: Record<string, string | number> = {}): string {
  return MESSAGES[lang][key].replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));
}

/** Explicit choice (selector), then ui_locales, then the paperdesk_lang cookie, then Accept-Language, else English. */
export function pickLanguage(opts: {
  explicit?: unknown;
  uiLocales?: unknown;
  cookieHeader?: string;
  acceptLanguage?: string;
}): Lang {
  const fromLocales =
    typeof opts.uiLocales === 'string'
      ? opts.uiLocales
          .split(/\s+/)
          .map((l) => localeOf(l))
          .find(Boolean)
      : undefined;
  return (
    localeOf(opts.explicit) ?? fromLocales ?? signInLanguage(opts.cookieHeader) ?? localeOf(opts.acceptLanguage, 'en')
  );
}
