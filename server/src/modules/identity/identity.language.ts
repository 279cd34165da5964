/** Language choice for the sign-in pages ("cn" is Simplified Chinese), and their texts in it. */
import { localeOf } from '../../../../resources/locales';
import { MESSAGES, type Lang, type Messages } from './identity.messages';

export const LANG_COOKIE = 'paperdesk_lang';

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

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) {
      try {
        return decodeURIComponent(v.join('='));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
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
    localeOf(opts.explicit) ??
    fromLocales ??
    localeOf(readCookie(opts.cookieHeader, LANG_COOKIE)) ??
    localeOf(opts.acceptLanguage, 'en')
  );
}
