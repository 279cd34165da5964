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

/** A language tag's primary subtag as ours ('zh-CN', 'zh-Hans', 'cn' -> cn; 'de_AT' -> de), or undefined. */
function codeOfTag(tag: string): LocaleCode | undefined {
  const base = tag.trim().toLowerCase().split(/[-_]/)[0];
  const code = base === 'zh' ? 'cn' : base;
  return isLocaleCode(code) ? code : undefined;
}

/**
 * Our language code of a language tag ('fr-FR', 'zh-CN', 'de_AT', 'cn') or of an Accept-Language-ish list
 * ('es, zh-CN;q=0.8': by q, then order, the first of ours; q=0 means "not this one"); `fallback` when none is
 * ours (or the value is no string).
 */
export function localeOf(value: unknown): LocaleCode | undefined;
export function localeOf(value: unknown, fallback: LocaleCode): LocaleCode;
export function localeOf(value: unknown, fallback?: LocaleCode): LocaleCode | undefined {
  if (typeof value !== 'string') return fallback;
  const ranked = value
    .split(',')
    .map((part, i) => {
      const [tag, ...params] = part.split(';');
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
    const code = codeOfTag(tag);
    if (code) return code;
  }
  return fallback;
}

/**
 * The cookie that keeps the language of the built-in sign-in pages: chosen there, or the one they were shown in
 * when the user signed in (the app, on the same origin, opens in it when the user has chosen none of their own).
 */
export const SIGN_IN_LANGUAGE_COOKIE = 'paperdesk_lang';

/** The sign-in pages' language kept in a Cookie header (or the page's cookies), or undefined. */
export function signInLanguage(cookies: string | undefined): LocaleCode | undefined {
  for (const part of (cookies ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SIGN_IN_LANGUAGE_COOKIE) return localeOf(value.join('='));
  }
  return undefined;
}

/** Each language with its region, for text that is written in one country's way (English the European way). */
const REGIONAL_TAGS: Record<LocaleCode, string> = { fr: 'fr-FR', en: 'en-GB', de: 'de-DE', ru: 'ru-RU', cn: 'zh-CN' };

/**
 * The BCP 47 tag of our code for Intl formatting (our `cn` is Simplified Chinese): the bare language ('en' formats
 * as Intl's default, US English), or with `{ regional: true }` the language of its country (fr-FR, en-GB, zh-CN),
 * as the payment notice letters and the e-invoice rendition write. A value that is none of ours passes unchanged.
 */
export const intlLocale = (locale: string, opts: { regional?: boolean } = {}) =>
  !isLocaleCode(locale) ? locale : opts.regional ? REGIONAL_TAGS[locale] : locale === 'cn' ? 'zh-CN' : locale;

/**
 * A catalogue file's texts: part of one language's TranslationMessages tree, by the full key path the views read
 * (`{ resources: { [keywordModel.name]: { name: 'Keyword |||| Keywords' } } }` for `resources.documents/keywords.name`).
 */
export interface Messages {
  [key: string]: string | Messages;
}
