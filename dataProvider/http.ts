import { HttpError } from 'react-admin';
import { getAccessToken } from '../authProvider/oidcClient';
import { STORAGE_KEYS } from '../authProvider/storageKeys';

export const API_URL = '/paperdesk/api';
export const MAINTENANCE_MESSAGE = 'Our application is under maintenance. Please retry in few minutes.';

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

/** Spec §8: 504 shows the maintenance text; otherwise the server's message, else the error's own. */
export function errorMessage(status: number, body: unknown, fallback: string): string {
  if (status === 504) return MAINTENANCE_MESSAGE;
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message) return body.message;
  if (typeof body === 'string' && body) return body;
  return fallback;
}

async function send(path: string, req: ApiRequest): Promise<Response> {
  const token = await getAccessToken();
  const headers: Record<string, string> = { Accept: 'application/json', ...scopeHeaders() };
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (req.body instanceof FormData) body = req.body;
  else if (req.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(req.body);
  }
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(req.query ?? {})) if (v !== undefined) qs.set(k, String(v));
  const url = `${API_URL}${path}${qs.size ? `?${qs}` : ''}`;
  return fetch(url, { method: req.method ?? 'GET', headers, body, signal: req.signal });
}

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return undefined;
  try { return JSON.parse(text); } catch { return text; }
}

/** Calls the API; throws react-admin's HttpError carrying the server's message and body. */
export async function apiFetch<T = unknown>(path: string, req: ApiRequest = {}): Promise<{ status: number; json: T; total?: number }> {
  let res: Response;
  try {
    res = await send(path, req);
  } catch (err) {
    throw new HttpError((err as Error).message || 'Network error', 0);
  }
  const body = await readBody(res);
  if (!res.ok) throw new HttpError(errorMessage(res.status, body, res.statusText || `HTTP ${res.status}`), res.status, body);
  const total = res.headers.get('x-total-count');
  return { status: res.status, json: body as T, total: total === null ? undefined : Number(total) };
}

/** Fetches a file with the token, as a blob (previews and downloads). */
export async function apiBlob(path: string, req: ApiRequest = {}): Promise<{ blob: Blob; filename?: string }> {
  const res = await send(path, req);
  if (!res.ok) throw new HttpError(errorMessage(res.status, await readBody(res), res.statusText), res.status);
  const cd = res.headers.get('content-disposition') ?? '';
  const filename = /filename\*=UTF-8''([^;]+)/i.exec(cd)?.[1] ?? /filename="?([^";]+)"?/i.exec(cd)?.[1];
  return { blob: await res.blob(), filename: filename ? decodeURIComponent(filename) : undefined };
}
