/**
 * A sign-in the API keeps refusing. The provider signs the user in, the API answers 401 to the fresh token
 * (an audience, issuer or token type it does not accept), the client signs in again, and round it goes with
 * nothing on the screen. Two refusals within REFUSAL_WINDOW_MS stop the round: the app shows SIGNIN_REFUSED_PATH
 * with the API's reason instead. A workspace that loads forgets the refusals.
 */
const KEY = 'pd_signin_refused';
export const REFUSAL_WINDOW_MS = 120_000;
export const SIGNIN_REFUSED_PATH = '/signin-refused';

interface Refusals {
  times: number[];
  reason: string;
}

function read(storage: Storage): Refusals | null {
  try {
    const v = JSON.parse(storage.getItem(KEY) ?? 'null') as Refusals | null;
    return v && Array.isArray(v.times) ? v : null;
  } catch {
    return null;
  }
}

/** Notes a refusal of the API; true when it is the second within the window (stop signing in again). */
export function noteRefusal(reason: string, now = Date.now(), storage: Storage = sessionStorage): boolean {
  const times = [...(read(storage)?.times ?? []).filter((t) => now - t < REFUSAL_WINDOW_MS), now];
  storage.setItem(KEY, JSON.stringify({ times, reason }));
  return times.length >= 2;
}

/** The API's last reason for refusing, if sign-in was stopped. */
export const refusalReason = (storage: Storage = sessionStorage): string | undefined => read(storage)?.reason;

export const forgetRefusals = (storage: Storage = sessionStorage) => storage.removeItem(KEY);
