/** Language choice for the sign-in pages ("cn" is Simplified Chinese), and their texts in it. */
import { LANGUAGES, MESSAGES, type Lang, type Messages } from './identity.messages';

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

/** Maps "fr-FR", "zh-CN", "zh", "cn"... to one of our languages. */
export function normalizeLang(value: unknown): Lang | undefined {
  if (typeof value !== 'string') return undefined;
  const base = value.trim().toLowerCase().split(/[-_]/)[0];
  if (base === 'zh' || base === 'cn') return 'cn';
  return (LANGUAGES as readonly string[]).includes(base) ? (base as Lang) : undefined;
}

function fromAcceptLanguage(header: string | undefined): Lang | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, i) => {
      const [tag, ...params] = part.trim().split(';');
      const q = Number(
        params
          .map((p) => p.trim())
          .find((p) => p.startsWith('q='))
          ?.slice(2) ?? 1,
      );
      return { tag, q: Number.isFinite(q) ? q : 0, i };
    })
    .filter((x) => x.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  for (const { tag } of ranked) {
    const lang = normalizeLang(tag);
    if (lang) return lang;
  }
  return undefined;
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
    typeof opts.uiLocales === 'string' ? opts.uiLocales.split(/\s+/).map(normalizeLang).find(Boolean) : undefined;
  return (
    normalizeLang(opts.explicit) ??
    fromLocales ??
    normalizeLang(readCookie(opts.cookieHeader, LANG_COOKIE)) ??
    fromAcceptLanguage(opts.acceptLanguage) ??
    'en'
  );
}
