/**
 * Sending a signed body to an outside endpoint, once, with a time limit: answers ok, or the reason it failed
 * (the HTTP status or the network error) for the caller's retry.
 */
import { endpointUrlProblem } from '../../../../src/domain/lifecycle/endpointUrl';
import { SIGNATURE_HEADER, signBody } from './signature';

export interface PostOutcome {
  ok: boolean;
  status?: number;
  error?: string;
}

export async function postSigned(
  url: string,
  secret: string,
  body: string,
  headers: Record<string, string>,
  timeoutMs = 10_000,
): Promise<PostOutcome> {
  const problem = endpointUrlProblem(url);
  if (!url || problem) return { ok: false, error: problem ?? 'no endpoint' };
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { ...headers, [SIGNATURE_HEADER]: signBody(secret, body) },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    await res.arrayBuffer().catch(() => undefined);
    return res.ok ? { ok: true, status: res.status } : { ok: false, status: res.status, error: `HTTP ${res.status}` };
  } catch (err) {
    const cause = (err as { cause?: { code?: string } }).cause?.code;
    return { ok: false, error: cause ?? (err instanceof Error ? err.message : String(err)) };
  }
}

/** Waiting before attempt n+1: the first wait (DELIVERY_RETRY_SECONDS) doubling, at most an hour. */
export const backoffMs = (firstSeconds: number, attempts: number) =>
  Math.min(3_600_000, firstSeconds * 1000 * 2 ** Math.max(0, attempts - 1));
/** After this many attempts (about a day and a half) a message is given up (state failed; a user may retry it). */
export const MAX_DELIVERY_ATTEMPTS = 40;
