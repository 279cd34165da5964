import { fetchUtils, HttpError } from 'react-admin';
import { describeError } from '../../i18n/errorMessage';
import { getAccessToken } from '../../session/oidcClient';
import { scopeHeaders } from '../../session/scope';

export const API_URL = '/paperdesk/api';

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string | number | boolean | undefined>;
  /** JSON-encoded unless FormData. */
  body?: unknown;
  signal?: AbortSignal;
}

/** An answer's body: its JSON when it parses, else its text (an HTML error page), undefined when empty. */
export function readBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** A refused answer as react-admin's HttpError, carrying the text of the app's one rule (spec §8, errorMessage.ts). */
export const refusal = (status: number, body: unknown, fallback: string) =>
  new HttpError(describeError(status, body, fallback), status, body);

/** What every call carries: the bearer token and the session scope (src/session/scope.ts). */
async function authHeaders(given?: HeadersInit): Promise<Headers> {
  const headers = new Headers(given ?? { Accept: 'application/json' });
  const token = await getAccessToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  for (const [k, v] of Object.entries(scopeHeaders())) headers.set(k, v);
  // the interface's language (AppLayout sets it on the page): what the API names and writes in, not the browser's
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  if (lang) headers.set('Accept-Language', lang);
  return headers;
}

/**
 * react-admin's JSON client with the bearer token and the scope headers; failures carry the spec's
 * message (§8). ra-data-simple-rest and every other call of the app go through it.
 */
export async function httpClient(url: string, options: fetchUtils.Options = {}) {
  try {
    return await fetchUtils.fetchJson(url, {
      ...options,
      headers: await authHeaders(options.headers as HeadersInit | undefined),
    });
  } catch (err) {
    if (err instanceof HttpError) throw refusal(err.status, err.body, err.message);
    const aborted = (err as Error).name === 'AbortError';
    throw aborted ? new HttpError((err as Error).message, 0) : refusal(0, undefined, (err as Error).message);
  }
}

export function apiUrl(path: string, query: ApiRequest['query'] = {}): string {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) qs.set(k, String(v));
  return `${API_URL}${path}${qs.size ? `?${qs}` : ''}`;
}

/** The total a paged answer gives, as written (Content-Range: <unit> start-end/total, else X-Total-Count). */
const rawTotal = (headers: Headers) => {
  const range = headers.get('content-range');
  return range ? range.split('/').pop() : (headers.get('x-total-count') ?? undefined);
};

/** The total of a paged answer (Content-Range: <unit> start-end/total; `total+`: at least that many). */
export function totalOf(headers: Headers): number | undefined {
  const raw = rawTotal(headers);
  const total = raw ? Number(raw.replace(/\+$/, '')) : Number.NaN;
  return Number.isFinite(total) ? total : undefined;
}

/** Does the answer give its total as a lower bound (`10000+`: the server stopped counting there)? */
export const totalIsLowerBound = (headers: Headers) => Boolean(rawTotal(headers)?.endsWith('+'));

/** Calls the API (a non-standard call of the spec); throws react-admin's HttpError carrying the server's message. */
export async function apiFetch<T = unknown>(
  path: string,
  req: ApiRequest = {},
): Promise<{ status: number; json: T; total?: number }> {
  const body =
    req.body === undefined || req.body instanceof FormData
      ? (req.body as FormData | undefined)
      : JSON.stringify(req.body);
  const res = await httpClient(apiUrl(path, req.query), { method: req.method ?? 'GET', body, signal: req.signal });
  return { status: res.status, json: (res.json ?? (res.body || undefined)) as T, total: totalOf(res.headers) };
}

/** Fetches a file with the token, as a blob (previews and downloads). */
export async function apiBlob(path: string, req: ApiRequest = {}): Promise<{ blob: Blob; filename?: string }> {
  const headers = await authHeaders({ Accept: '*/*' });
  let body: BodyInit | undefined;
  if (req.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(req.body);
  }
  const res = await fetch(apiUrl(path, req.query), { method: req.method ?? 'GET', headers, body, signal: req.signal });
  if (!res.ok) throw refusal(res.status, readBody(await res.text()), res.statusText);
  const cd = res.headers.get('content-disposition') ?? '';
  const filename = /filename\*=UTF-8''([^;]+)/i.exec(cd)?.[1] ?? /filename="?([^";]+)"?/i.exec(cd)?.[1];
  return { blob: await res.blob(), filename: filename ? decodeURIComponent(filename) : undefined };
}

export interface UploadProgress {
  /** Bytes sent, 0-100. */
  onProgress: (percent: number) => void;
  /** Every byte is sent; the server is checking and storing the file. */
  onSent: () => void;
}

/**
 * POSTs a form like apiFetch (same headers, same refusals), with XMLHttpRequest since fetch reports no upload
 * progress. Rejects with an HttpError: the server's refusal, status 0 with the network text when no answer came,
 * or status 0 named 'AbortError' when `abort` cancelled it.
 */
export function apiUpload<T = unknown>(path: string, form: FormData, progress: UploadProgress) {
  const xhr = new XMLHttpRequest();
  let aborted = false;
  const cancelled = () => Object.assign(new HttpError('aborted', 0), { name: 'AbortError' });
  const promise = (async (): Promise<{ status: number; json: T }> => {
    const headers = await authHeaders().catch(() => new Headers({ Accept: 'application/json', ...scopeHeaders() }));
    if (aborted) throw cancelled();
    return new Promise((resolve, reject) => {
      xhr.open('POST', apiUrl(path));
      headers.forEach((value, name) => xhr.setRequestHeader(name, value));
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable) progress.onProgress((e.loaded / e.total) * 100);
      };
      xhr.upload.onload = () => progress.onSent();
      xhr.onload = () => {
        const body = readBody(xhr.responseText);
        if (xhr.status >= 200 && xhr.status < 300) resolve({ status: xhr.status, json: body as T });
        else reject(refusal(xhr.status, body, xhr.statusText || `HTTP ${xhr.status}`));
      };
      xhr.onerror = () => reject(refusal(0, undefined, 'error.code.NETWORK'));
      xhr.onabort = () => reject(cancelled());
      xhr.send(form);
    });
  })();
  return {
    promise,
    abort: () => {
      aborted = true;
      xhr.abort();
    },
  };
}
