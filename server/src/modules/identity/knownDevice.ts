import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The "known device" cookie: set when a browser signs in successfully, it names the accounts that signed in
 * from this browser. Signed with the provider's cookie keys (kept in the database: every node reads it), httpOnly,
 * sent only to the sign-in form. A browser holding it for an account is throttled on its own failures alone
 * (throttle.ts): failures from other addresses or browsers cannot keep the owner out.
 */
export const DEVICE_COOKIE = 'pd_device';
const TTL_S = 180 * 24 * 3600;
const MAX_ACCOUNTS = 10;

export interface KnownDevice {
  id: string;
  accounts: string[];
}

const mac = (key: string, data: string) => createHmac('sha256', key).update(`device.${data}`).digest();

function cookieValue(header: string | undefined): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i).trim() === DEVICE_COOKIE) return part.slice(i + 1).trim();
  }
  return undefined;
}

/** The device named by a valid, unexpired cookie of the request (any current cookie key), else undefined. */
export function readKnownDevice(
  cookieHeader: string | undefined,
  keys: string[],
  now = Date.now(),
): KnownDevice | undefined {
  const value = cookieValue(cookieHeader);
  const parts = value?.split('.') ?? [];
  if (parts.length !== 4) return undefined;
  const [id, exp, accounts, sig] = parts;
  if (!/^[0-9a-f]{32}$/.test(id) || !(Number(exp) * 1000 > now)) return undefined;
  const given = Buffer.from(sig, 'base64url');
  const data = parts.slice(0, 3).join('.');
  const valid = keys.some((k) => {
    const expected = mac(k, data);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  return valid ? { id, accounts: accounts.split('~').filter(Boolean) } : undefined;
}

/** The Set-Cookie header recording that `accountId` signed in from this browser (kept for 180 days from now). */
export function knownDeviceCookie(o: {
  previous?: KnownDevice;
  accountId: string;
  key: string;
  path: string;
  secure: boolean;
  now?: number;
}): string {
  const id = o.previous?.id ?? randomBytes(16).toString('hex');
  const accounts = [o.accountId, ...(o.previous?.accounts ?? []).filter((a) => a !== o.accountId)]
    .filter((a) => /^[\w-]+$/.test(a))
    .slice(0, MAX_ACCOUNTS);
  const exp = Math.floor((o.now ?? Date.now()) / 1000) + TTL_S;
  const data = `${id}.${exp}.${accounts.join('~')}`;
  const value = `${data}.${mac(o.key, data).toString('base64url')}`;
  return `${DEVICE_COOKIE}=${value}; Path=${o.path}; Max-Age=${TTL_S}; HttpOnly; SameSite=Strict${o.secure ? '; Secure' : ''}`;
}
