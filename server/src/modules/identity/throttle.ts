import { inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { loginAttempts } from '../../../db/schema';

/** Failures older than this are forgotten. */
const WINDOW_MS = 15 * 60 * 1000;
const MAX_DELAY_S = 30;
/** Failures allowed before waiting: per e-mail, and per client IP (offices share one address). */
const FREE = { email: 3, ip: 20 } as const;

type Kind = keyof typeof FREE;
const keyFor = (kind: Kind, value: string) => `${kind}:${value.trim().toLowerCase()}`;

/** Seconds to wait after `failures` failures: 0 while free, then 2, 4, 8, 16, 30, 30... */
export function delayAfter(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(2 ** (failures - free + 1), MAX_DELAY_S);
}

/** Seconds the caller must still wait before trying again (0 = may try now). Shared by every node. */
export async function retryAfter(db: Db, email: string, ip: string, now = new Date()): Promise<number> {
  const keys = { [keyFor('email', email)]: FREE.email, [keyFor('ip', ip)]: FREE.ip };
  const rows = await db.select().from(loginAttempts).where(inArray(loginAttempts.key, Object.keys(keys)));
  let wait = 0;
  for (const row of rows) {
    const since = now.getTime() - row.lastFailure.getTime();
    if (since > WINDOW_MS) continue;
    const remaining = delayAfter(row.failures, keys[row.key]) * 1000 - since;
    wait = Math.max(wait, Math.ceil(remaining / 1000));
  }
  return wait;
}

/** Counts one failure for the e-mail and for the IP. */
export async function recordFailure(db: Db, email: string, ip: string, now = new Date()): Promise<void> {
  const cutoff = new Date(now.getTime() - WINDOW_MS).toISOString();
  for (const key of [keyFor('email', email), keyFor('ip', ip)]) {
    await db.insert(loginAttempts).values({ key, failures: 1, lastFailure: now }).onConflictDoUpdate({
      target: loginAttempts.key,
      set: {
        failures: sql`case when ${loginAttempts.lastFailure} < ${cutoff}::timestamptz then 1 else ${loginAttempts.failures} + 1 end`,
        lastFailure: now,
      },
    });
  }
  if (Math.random() < 0.02) {
    await db.delete(loginAttempts).where(lt(loginAttempts.lastFailure, new Date(now.getTime() - 24 * 3600 * 1000))).catch(() => {});
  }
}

/** A correct password clears the e-mail's counter (the IP counter only decays, so one known account cannot reset it). */
export async function clearFailures(db: Db, email: string): Promise<void> {
  await db.delete(loginAttempts).where(inArray(loginAttempts.key, [keyFor('email', email)]));
}
