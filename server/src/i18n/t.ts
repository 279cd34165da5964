/**
 * The one way the server says a text in the reader's language: `t(locale, key, params)` over the server's message
 * files (`*.messages.ts` beside this file, one object per language of src/domain/locales.ts; a nested object's keys
 * read dotted, `export.lineType.CREDIT`), `%{name}` placeholders filled from `params`.
 */
import { LOCALE_CODES, type LocaleCode } from '../../../src/domain/locales';
import { EXPORT_MESSAGES } from './exports.messages';
import { SIGN_IN_MESSAGES } from './signIn.messages';
import { SUBSCRIPTION_MESSAGES } from './subscriptions.messages';

type Catalogue = { [key: string]: string | Catalogue };
type Merged = (typeof SIGN_IN_MESSAGES)['en'] & (typeof SUBSCRIPTION_MESSAGES)['en'] & (typeof EXPORT_MESSAGES)['en'];

/** The dotted keys of a catalogue's texts. */
type KeysOf<T, Prefix extends string = ''> = {
  [K in keyof T & (string | number)]: T[K] extends string ? `${Prefix}${K}` : KeysOf<T[K], `${Prefix}${K}.`>;
}[keyof T & (string | number)];
export type MessageKey = KeysOf<Merged>;
export type MessageParams = Record<string, string | number>;

const catalogues: Record<LocaleCode, Catalogue>[] = [SIGN_IN_MESSAGES, SUBSCRIPTION_MESSAGES, EXPORT_MESSAGES];

/** A catalogue's texts by dotted key. */
function flatten(catalogue: Catalogue, prefix = ''): [string, string][] {
  return Object.entries(catalogue).flatMap(([k, v]) =>
    typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : flatten(v, `${prefix}${k}.`),
  );
}

/** Every server text, by language and dotted key: the message files merged (a key belongs to one file). */
export const SERVER_MESSAGES = Object.fromEntries(
  LOCALE_CODES.map((l) => [l, Object.fromEntries(catalogues.flatMap((c) => flatten(c[l])))]),
) as Record<LocaleCode, Record<MessageKey, string>>;

/** `%{name}` placeholders (the client catalogue's, polyglot's) filled from `params`; one not given stays as it is. */
export const interpolate = (text: string, params: MessageParams = {}) =>
  text.replace(/%\{(\w+)\}/g, (m, k: string) => (k in params ? String(params[k]) : m));

export function t(locale: LocaleCode, key: MessageKey, params: MessageParams = {}): string {
  return interpolate(SERVER_MESSAGES[locale][key], params);
}

/** The text of a key made from data (`export.lineType.${type}`), or undefined when there is none. */
export function textOf(locale: LocaleCode, key: string, params: MessageParams = {}): string | undefined {
  const text = (SERVER_MESSAGES[locale] as Record<string, string>)[key];
  return text === undefined ? undefined : interpolate(text, params);
}
