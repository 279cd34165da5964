/**
 * The one rule for what a refusal shows (spec §8), used by the HTTP client (src/providers/data/http.ts), the toasts
 * and every error alert:
 * - a 504 shows the maintenance message;
 * - the server's refusal is translated by its parts: a message that is an i18n key, else each refused field's
 *   key (`fields`, figures in `fieldArgs`), else the text of its `code` (`error.code.<CODE>`) — the server's own
 *   English sentence is shown as is only to an English reader;
 * - any other failure shows the error's own message, else the raw error.
 * With the app's translator registered (useRegisterErrorTranslator, mounted with the notifications) the result
 * is the text in the interface language; without it, an i18n key or text to translate with itself as default.
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
/** i18n keys written inside a sentence ("cannot be validated: document.error.duplicate"). */
const EMBEDDED_KEY = /(?<![\w.])(?:[a-z][A-Za-z0-9_]*\.)*error\.[A-Za-z0-9_.-]*[A-Za-z0-9_]/g;

/** The translation of `key`, or undefined when no catalogue has it (or no translator is there). */
function known(t: ErrorTranslator | undefined, key: string, args?: Record<string, unknown>): string | undefined {
  if (!t) return undefined;
  const out = t.translate(key, { ...args, _: MISSING });
  return out === MISSING ? undefined : out;
}

/** A key as text: translated when possible, else the key itself (for a caller's translate). */
const say = (t: ErrorTranslator | undefined, key: string, args?: Record<string, unknown>) => known(t, key, args) ?? key;

/** The server's refusal (`{ code, message, fields, fieldArgs }`) as the text to show. */
export function describeError(
  status: number | undefined,
  body: unknown,
  fallback?: string,
  t: ErrorTranslator | undefined = active,
): string {
  if (status === 504) return say(t, MAINTENANCE_KEY);
  const message =
    text(field(body, 'message')) ?? (typeof body === 'string' && !/^\s*</.test(body) ? text(body) : undefined);
  const code = text(field(body, 'code'));
  const codeKey = code ? `error.code.${code}` : undefined;
  if (message && isMessageKey(message)) return say(t, message);
  // The server's own key for the whole refusal, with its figures (names, counts)
  const key = text(field(body, 'key'));
  if (key && isMessageKey(key)) {
    const translated = known(t, key, record(field(body, 'params')));
    if (translated) return translated;
  }

  const fields = record(field(body, 'fields'));
  const fieldArgs = record(field(body, 'fieldArgs')) ?? {};
  const keyed = fields ? (Object.entries(fields).filter(([, m]) => isMessageKey(m)) as [string, string][]) : [];
  const english = !t || t.locale.startsWith('en');
  const embedsKeys = Boolean(message && message.match(EMBEDDED_KEY));
  const developerText = Boolean(message && /^Invalid input\b/.test(message));
  if (keyed.length && (!english || embedsKeys || developerText || !message)) {
    const parts = keyed.map(([name, key]) => {
      const msg = say(t, key, record(fieldArgs[name]));
      // Generic checks (too long, required…) need the field's name; specific ones name their subject.
      return key.startsWith('error.') && name !== '_' && code === 'VALIDATION'
        ? (known(t, 'error.field', { field: name, message: msg }) ?? `${name}: ${msg}`)
        : msg;
    });
    const head = codeKey ? known(t, codeKey) : undefined;
    return head && code === 'VALIDATION' ? `${head.replace(/[.:]\s*$/, '')}: ${parts.join(' ')}` : parts.join(' ');
  }
  if (message && english) return t ? message.replace(EMBEDDED_KEY, (k) => say(t, k)) : message;
  if (codeKey) {
    const translated = known(t, codeKey);
    if (translated) return translated;
  }
  if (message) return message;
  if (status === 0) return say(t, text(fallback) ?? 'error.code.NETWORK');
  // No answer to read (an HTML error page, an empty body): the status's code text, else the status text.
  const byStatus = status ? STATUS_CODES[status] : undefined;
  if (byStatus && !english) {
    const translated = known(t, `error.code.${byStatus}`);
    if (translated) return translated;
  }
  return text(fallback) ?? say(t, byStatus ? `error.code.${byStatus}` : 'ra.notification.http_error');
}

/** Any thrown value as the text to show (translated when the translator is registered). */
export function errorDetail(error: unknown, t: ErrorTranslator | undefined = active): string {
  const status = field(error, 'status');
  const body = field(error, 'body');
  if (status === 504 || (body !== undefined && body !== null && body !== '')) {
    return describeError(typeof status === 'number' ? status : undefined, body, text(field(error, 'message')), t);
  }
  const own: string | undefined = text(field(error, 'message')) ?? text(error);
  if (own) return isMessageKey(own) ? say(t, own) : t ? own.replace(EMBEDDED_KEY, (k: string) => say(t, k)) : own;
  return error === undefined || error === null ? say(t, 'ra.notification.http_error') : JSON.stringify(error);
}
