import { inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { loginAttempts } from '../../../db/schema';

/** Failures older than this are forgotten. */
const WINDOW_MS = 15 * 60 * 1000;
const MAX_DELAY_S = 30;

/**
 * Failures allowed before waiting, per counter (all kept in the database, shared by every node):
 * - `device`: one known browser (it signed in to this account before) and this account: only its own failures
 *   hold it back, never those coming from elsewhere, so nobody can lock the owner out of their browser;
 * - `pair`: an unknown browser, per account and address;
 * - `ip`: an unknown browser's address, every account (offices share one address);
 * - `account`: unknown browsers, every address, for one account (a guess spread over many addresses).
 */
export const FREE = { device: 3, pair: 3, ip: 20, account: 10 } as const;

type Kind = keyof typeof FREE;

/** One sign-in attempt: the e-mail typed, the client address, and the known-device id when the browser holds one for this account. */
export interface Attempt {
  email: string;
  ip: string;
  device?: string;
}

const norm = (s: string) => s.trim().toLowerCase();

/** The counters an attempt is held back by and counted in. */
function countersFor(a: Attempt): Array<{ key: string; kind: Kind }> {
  const email = norm(a.email);
  if (a.device) return [{ key: `device:${a.device}:${email}`, kind: 'device' }];
  return [
    { key: `pair:${email}|${norm(a.ip)}`, kind: 'pair' },
    { key: `ip:${norm(a.ip)}`, kind: 'ip' },
    { key: `account:${email}`, kind: 'account' },
  ];
}

/** Seconds to wait after `failures` failures: 0 while free, then 2, 4, 8, 16, 30, 30... */
export function delayAfter(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(2 ** (failures - free + 1), MAX_DELAY_S);
}

/** Seconds the caller must still wait before trying again (0 = may try now). Shared by every node. */
export async function retryAfter(db: Db, attempt: Attempt, now = new Date()): Promise<number> {
  const free = new Map(countersFor(attempt).map((c) => [c.key, FREE[c.kind]]));
  const rows = await db
    .select()
    .from(loginAttempts)
    .where(inArray(loginAttempts.key, [...free.keys()]));
  let wait = 0;
  for (const row of rows) {
    const since = now.getTime() - row.lastFailure.getTime();
    if (since > WINDOW_MS) continue;
    const remaining = delayAfter(row.failures, free.get(row.key)!) * 1000 - since;
    wait = Math.max(wait, Math.ceil(remaining / 1000));
  }
  return wait;
}

/** Counts one failure in each of the attempt's counters. */
export async function recordFailure(db: Db, attempt: Attempt, now = new Date()): Promise<void> {
  const cutoff = new Date(now.getTime() - WINDOW_MS).toISOString();
  for (const { key } of countersFor(attempt)) {
    await db
      .insert(loginAttempts)
      .values({ key, failures: 1, lastFailure: now })
      .onConflictDoUpdate({
        target: loginAttempts.key,
        set: {
          failures: sql`case when ${loginAttempts.lastFailure} < ${cutoff}::timestamptz then 1 else ${loginAttempts.failures} + 1 end`,
          lastFailure: now,
        },
      });
  }
  if (Math.random() < 0.02) {
    await db
      .delete(loginAttempts)
      .where(lt(loginAttempts.lastFailure, new Date(now.getTime() - 24 * 3600 * 1000)))
      .catch(() => {});
  }
}

/**
 * A correct password clears the counters of this browser or address for the account. The account-wide and
 * address-wide counters only decay: one known password cannot reset what others' guesses have built up.
 */
export async function clearFailures(db: Db, attempt: Attempt): Promise<void> {
  const email = norm(attempt.email);
  const keys = [`pair:${email}|${norm(attempt.ip)}`, ...(attempt.device ? [`device:${attempt.device}:${email}`] : [])];
  await db.delete(loginAttempts).where(inArray(loginAttempts.key, keys));
}
