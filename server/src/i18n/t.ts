/**
 * The one way the server says a text in the reader's language: `t(locale, key, params)` over the server's message
 * files (`*.messages.ts` beside this file, one object per language of resources/locales.ts), `%{name}` placeholders
 * filled from `params`.
 */
import { LOCALE_CODES, type LocaleCode } from '../../../resources/locales';
import { SIGN_IN_MESSAGES } from './signIn.messages';
import { SUBSCRIPTION_MESSAGES } from './subscriptions.messages';

const catalogues = [SIGN_IN_MESSAGES, SUBSCRIPTION_MESSAGES] as const;
type Merged = (typeof SIGN_IN_MESSAGES)['en'] & (typeof SUBSCRIPTION_MESSAGES)['en'];
export type MessageKey = keyof Merged;
export type MessageParams = Record<string, string | number>;

/** Every server text, by language: the message files merged (a key belongs to one file). */
export const SERVER_MESSAGES = Object.fromEntries(
  LOCALE_CODES.map((l) => [l, Object.assign({}, ...catalogues.map((c) => c[l])) as Merged]),
) as Record<LocaleCode, Merged>;

/** `%{name}` placeholders (the client catalogue's, polyglot's) filled from `params`; one not given stays as it is. */
export const interpolate = (text: string, params: MessageParams = {}) =>
  text.replace(/%\{(\w+)\}/g, (m, k: string) => (k in params ? String(params[k]) : m));

export function t(locale: LocaleCode, key: MessageKey, params: MessageParams = {}): string {
  return interpolate(SERVER_MESSAGES[locale][key], params);
}
