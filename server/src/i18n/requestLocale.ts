/** The language a request asks for, the one rule of every server text answered in it (renditions, exports, notices). */
import { localeOf, type LocaleCode } from '../../../src/domain/locales';

/** The query's `lang` when it is one of ours, else Accept-Language's first of ours (by q, then order), else English. */
export function requestLocale(query: unknown, acceptLanguage: string | undefined): LocaleCode {
  const asked = typeof query === 'object' && query !== null ? (query as Record<string, unknown>).lang : undefined;
  return localeOf(asked) ?? localeOf(acceptLanguage, 'en');
}
