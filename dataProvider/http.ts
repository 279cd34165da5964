import { fetchUtils, HttpError } from 'react-admin';
import { getAccessToken } from '../authProvider/oidcClient';
import { STORAGE_KEYS } from '../authProvider/storageKeys';
import { describeError } from '../src/layout/feedback/errorMessage';

export const API_URL = '/paperdesk/api';

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string | number | boolean | undefined>;
  /** JSON-encoded unless FormData. */
  body?: unknown;
  signal?: AbortSignal;
}

/** The branch and super-admin account chosen in this browser travel as headers on every call. */
export function scopeHeaders(storage: Storage = localStorage): Record<string, string> {
  const headers: Record<string, string> = {};
  const buid = storage.getItem(STORAGE_KEYS.branch);
  const sauid = storage.getItem(STORAGE_KEYS.account);
  if (buid) headers.buid = buid;
  if (sauid) headers.sauid = sauid;
  return headers;
}

/**
 * Spec §8 by the app's one rule (src/layout/feedback/errorMessage.ts): 504 the maintenance text, else the
 * server's refusal translated by its key, fields or code, else the error's own message.
 */
export function errorMessage(status: number, body: unknown, fallback: string): string {
  return describeError(status, body, fallback);
}

async function authHeaders(given?: HeadersInit): Promise<Headers> {
  const headers = new Headers(given ?? { Accept: 'application/json' });
  const token = await getAccessToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  for (const [k, v] of Object.entries(scopeHeaders())) headers.set(k, v);
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
    if (err instanceof HttpError)
      throw new HttpError(errorMessage(err.status, err.body, err.message), err.status, err.body);
    const aborted = (err as Error).name === 'AbortError';
    throw new HttpError(aborted ? (err as Error).message : describeError(0, undefined, (err as Error).message), 0);
  }
}

export function apiUrl(path: string, query: ApiRequest['query'] = {}): string {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) qs.set(k, String(v));
  return `${API_URL}${path}${qs.size ? `?${qs}` : ''}`;
}

/** The total of a paged answer (Content-Range: <unit> start-end/total). */
export function totalOf(headers: Headers): number | undefined {
  const range = headers.get('content-range');
  const total = range ? Number(range.split('/').pop()) : Number(headers.get('x-total-count') ?? NaN);
  return Number.isFinite(total) ? total : undefined;
}

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
  if (!res.ok) {
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      /* not JSON */
    }
    throw new HttpError(errorMessage(res.status, parsed, res.statusText), res.status, parsed);
  }
  const cd = res.headers.get('content-disposition') ?? '';
  const filename = /filename\*=UTF-8''([^;]+)/i.exec(cd)?.[1] ?? /filename="?([^";]+)"?/i.exec(cd)?.[1];
  return { blob: await res.blob(), filename: filename ? decodeURIComponent(filename) : undefined };
}
