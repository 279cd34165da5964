import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Db } from '../../../db/client';
import { settings } from '../../../db/schema';

const JWKS_SETTING = 'oidc.jwks';
const COOKIE_KEYS_SETTING = 'oidc.cookieKeys';

async function readSetting<T>(db: Db, key: string): Promise<T | undefined> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key)).limit(1);
  return row?.value as T | undefined;
}

/**
 * Returns a durable setting, creating it once. Several nodes may race: each tries
 * INSERT ... ON CONFLICT DO NOTHING, then everyone reads back the single winner.
 */
async function ensureSetting<T>(
  db: Db,
  key: string,
  valid: (v: unknown) => v is T,
  make: () => Promise<T>,
): Promise<T> {
  const existing = await readSetting<unknown>(db, key);
  if (valid(existing)) return existing;
  if (existing === undefined) {
    await db
      .insert(settings)
      .values({ key, value: await make() })
      .onConflictDoNothing();
  }
  const stored = await readSetting<unknown>(db, key);
  if (!valid(stored)) throw new Error(`Setting ${key} holds an unusable value; fix or delete it`);
  return stored;
}

const isPrivateJwks = (v: unknown): v is { keys: JWK[] } =>
  !!v &&
  Array.isArray((v as { keys?: unknown }).keys) &&
  (v as { keys: JWK[] }).keys.length > 0 &&
  (v as { keys: JWK[] }).keys.every((k) => k.kty === 'RSA' && typeof k.d === 'string' && typeof k.kid === 'string');

const isKeyList = (v: unknown): v is string[] =>
  Array.isArray(v) && v.length > 0 && v.every((k) => typeof k === 'string' && k.length >= 32);

async function newSigningKey(): Promise<JWK> {
  const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  const jwk = await exportJWK(privateKey);
  const kid = await calculateJwkThumbprint(jwk);
  return { ...jwk, kid, use: 'sig', alg: 'RS256' };
}

/** The provider's private signing keys (RSA 2048, RS256), generated once and shared by every node. */
export async function getSigningJwks(db: Db): Promise<{ keys: JWK[] }> {
  return ensureSetting(db, JWKS_SETTING, isPrivateJwks, async () => ({ keys: [await newSigningKey()] }));
}

/** Keys signing the provider's cookies (first one signs, all verify). */
export async function getCookieKeys(db: Db): Promise<string[]> {
  return ensureSetting(db, COOKIE_KEYS_SETTING, isKeyList, async () => [randomBytes(32).toString('base64url')]);
}

const PUBLIC_MEMBERS = ['kty', 'n', 'e', 'kid', 'use', 'alg'] as const;

/** Public JWKS of the signing keys: what the API verifies access tokens with. */
export async function getPublicJwks(db: Db): Promise<{ keys: JWK[] }> {
  const { keys } = await getSigningJwks(db);
  return {
    keys: keys.map(
      (k) => Object.fromEntries(PUBLIC_MEMBERS.filter((m) => k[m] !== undefined).map((m) => [m, k[m]])) as JWK,
    ),
  };
}
