import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { settings } from '../../db/schema';

/** The secret signing outside links, created once and shared by every node. */
export async function linkSecret(db: Db): Promise<Buffer> {
  await db
    .insert(settings)
    .values({ key: 'links.secret', value: sql`${JSON.stringify(randomBytes(32).toString('base64'))}::jsonb` })
    .onConflictDoNothing();
  const [row] = await db.select().from(settings).where(eq(settings.key, 'links.secret'));
  return Buffer.from(row.value as string, 'base64');
}

const mac = (secret: Buffer, path: string, expires: number) =>
  createHmac('sha256', secret).update(`${path}\n${expires}`).digest('base64url');

/** A link that works outside the app until `expires` (seconds since epoch). */
export function signPath(secret: Buffer, path: string, ttlSeconds: number, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + ttlSeconds;
  return `${path}?expires=${expires}&signature=${mac(secret, path, expires)}`;
}

export function verifySignedPath(
  secret: Buffer,
  path: string,
  expires: string | undefined,
  signature: string | undefined,
  now = Date.now(),
): boolean {
  const exp = Number(expires);
  if (!signature || !Number.isInteger(exp) || exp < now / 1000) return false;
  const want = Buffer.from(mac(secret, path, exp));
  const got = Buffer.from(signature);
  return want.length === got.length && timingSafeEqual(want, got);
}
