import { DEFAULT_LOCALE, isLocaleCode, localeOf, type LocaleCode } from '../domain/locales';

/**
 * The language the app opens in: the user's stored choice (the language switcher's), else the sign-in pages'
 * (SIGN_IN_LANGUAGE_COOKIE: chosen there, or the one the user signed in on), else the browser's first language of
 * ours (`navigator.languages`, what it sends as Accept-Language), else English.
 */
export function firstLocale(from: {
  stored?: unknown;
  signInPage?: LocaleCode;
  browser?: readonly string[];
}): LocaleCode {
  if (isLocaleCode(from.stored)) return from.stored;
  if (from.signInPage) return from.signInPage;
  for (const tag of from.browser ?? []) {
    const code = localeOf(tag);
    if (code) return code;
  }
  return DEFAULT_LOCALE;
}
