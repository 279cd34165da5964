/**
 * The one rule for what a refusal shows (spec §8), used by the HTTP client (src/providers/data/http.ts), the toasts
 * and every error alert. Every refusal of the server carries a `key` (with its figures in `params`) or `fields`
 * (server/src/errorKeys.test.ts checks it), so the rule reads:
 * - a 504 shows the maintenance message;
 * - the refusal's `key`, translated with its `params` (a param that is itself a key, such as the thing a 404 names,
 *   is translated first);
 * - else each refused field's key (`fields`, figures in `fieldArgs`), with the field's name for generic checks;
 * - else the text of its `code` (`error.code.<CODE>`);
 * - else the text of the HTTP status's code, else the caller's fallback.
 * The server's English `message` is for API clients and logs; it is never shown.
 * With the app's translator registered (useRegisterErrorTranslator, mounted with the notifications) the result
 * is the text in the interface language; without it, an i18n key to translate.
 */
import { isMessageKey } from '../domain/zodErrors';

export const MAINTENANCE_KEY = 'error.maintenance';

export interface ErrorTranslator {
  translate: (key: string, args?: Record<string, unknown>) => string;
  locale: string;
}

let active: ErrorTranslator | undefined;

/** Registers the interface's translator (and language) for the HTTP client's messages. */
export function setErrorTranslator(t: ErrorTranslator | undefined) {
  active = t;
}

const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value : undefined);
const record = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;

/** The server's error code an HTTP status stands for when the body says none (server/src/errors.ts). */
const STATUS_CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNREADABLE_FILE',
  429: 'TOO_MANY_ATTEMPTS',
  500: 'INTERNAL',
  502: 'MAIL_FAILED',
  503: 'UNAVAILABLE',
};

const MISSING = '\u0000missing';

/** The translation of `key`, or undefined when no catalogue has it (or no translator is there). */
function known(t: ErrorTranslator | undefined, key: string, args?: Record<string, unknown>): string | undefined {
  if (!t) return undefined;
  const out = t.translate(key, { ...args, _: MISSING });
  return out === MISSING ? undefined : out;
}

/** A key as text: translated when possible, else the key itself (for a caller's translate). */
const say = (t: ErrorTranslator | undefined, key: string, args?: Record<string, unknown>) => known(t, key, args) ?? key;

/** The figures of a key, those that are keys themselves (`{ what: 'error.thing.document' }`) translated. */
const figures = (t: ErrorTranslator | undefined, params: Record<string, unknown> | undefined) =>
  params &&
  Object.fromEntries(Object.entries(params).map(([name, v]) => [name, isMessageKey(v) ? say(t, v as string) : v]));

/** Each refused field's key as text; a generic check (too long, required…) names its field. */
function fieldTexts(t: ErrorTranslator | undefined, body: unknown, code: string | undefined): string | undefined {
  const fields = record(field(body, 'fields'));
  const fieldArgs = record(field(body, 'fieldArgs')) ?? {};
  const keyed = fields ? (Object.entries(fields).filter(([, m]) => isMessageKey(m)) as [string, string][]) : [];
  if (!keyed.length) return undefined;
  const parts = keyed.map(([name, key]) => {
    const msg = say(t, key, record(fieldArgs[name]));
    return key.startsWith('error.') && name !== '_' && code === 'VALIDATION'
      ? (known(t, 'error.field', { field: name, message: msg }) ?? `${name}: ${msg}`)
      : msg;
  });
  const head = code === 'VALIDATION' ? known(t, 'error.code.VALIDATION') : undefined;
  return head ? `${head.replace(/[.:]\s*$/, '')}: ${parts.join(' ')}` : parts.join(' ');
}

/** The server's refusal (`{ code, message, key, params, fields, fieldArgs }`) as the text to show. */
export function describeError(
  status: number | undefined,
  body: unknown,
  fallback?: string,
  t: ErrorTranslator | undefined = active,
): string {
  if (status === 504) return say(t, MAINTENANCE_KEY);
  const key = text(field(body, 'key'));
  if (key && isMessageKey(key)) {
    const shown = t ? known(t, key, figures(t, record(field(body, 'params')))) : key;
    if (shown) return shown;
  }
  const code = text(field(body, 'code'));
  const byFields = fieldTexts(t, body, code);
  if (byFields) return byFields;
  if (code) {
    const translated = t ? known(t, `error.code.${code}`) : `error.code.${code}`;
    if (translated) return translated;
  }
  if (status === 0) return say(t, text(fallback) ?? 'error.code.NETWORK');
  // No refusal to read (an HTML error page, an empty body): the status's code text, else the caller's text.
  const byStatus = status ? STATUS_CODES[status] : undefined;
  const statusText = byStatus ? known(t, `error.code.${byStatus}`) : undefined;
  return statusText ?? text(fallback) ?? say(t, byStatus ? `error.code.${byStatus}` : 'ra.notification.http_error');
}

/** Any thrown value as the text to show (translated when the translator is registered). */
export function errorDetail(error: unknown, t: ErrorTranslator | undefined = active): string {
  const status = field(error, 'status');
  const body = field(error, 'body');
  if (status === 504 || (body !== undefined && body !== null && body !== '')) {
    return describeError(typeof status === 'number' ? status : undefined, body, text(field(error, 'message')), t);
  }
  const own: string | undefined = text(field(error, 'message')) ?? text(error);
  if (own) return isMessageKey(own) ? say(t, own) : own;
  return error === undefined || error === null ? say(t, 'ra.notification.http_error') : JSON.stringify(error);
}
