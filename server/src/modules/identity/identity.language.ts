/** Language choice for the sign-in pages ("cn" is Simplified Chinese); their texts are the server's (i18n/t.ts). */
import {
  localeOf,
  LOCALE_CODES,
  LOCALES,
  SIGN_IN_LANGUAGE_COOKIE,
  signInLanguage,
  type LocaleCode,
} from '../../../../src/domain/locales';

export { t } from '../../i18n/t';
export type Lang = LocaleCode;

export const LANG_COOKIE = SIGN_IN_LANGUAGE_COOKIE;

/** Each language in its own name, as the app's language list says it. */
export const LANGUAGE_NAMES = Object.fromEntries(LOCALES.map((l) => [l.locale, l.name])) as Record<Lang, string>;
/** The languages the provider's discovery document lists (`ui_locales_supported`), as language tags. */
export const UI_LOCALES_SUPPORTED = LOCALE_CODES.map((l) => (l === 'cn' ? 'zh-CN' : l));
/** Value of the html `lang` attribute. */
export const HTML_LANG: Record<Lang, string> = { fr: 'fr', en: 'en', de: 'de', ru: 'ru', cn: 'zh-Hans' };

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
