import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client';
import { oidcPayloads, settings } from '../../../db/schema';
import { createAdapterClass, isSessionActive, sweepExpired } from './adapter';
import { getCookieKeys, getPublicJwks, getSigningJwks } from './keys';
import { clearFailures, delayAfter, FREE, recordFailure, retryAfter } from './throttle';
import { openTestDb } from '../../../test/identity';

let database: Database;
beforeAll(async () => {
  database = await openTestDb();
});
afterAll(async () => {
  await database?.close();
});

describe('database adapter', () => {
  it('upserts, finds, consumes and destroys per model', async () => {
    const Adapter = createAdapterClass(database.db, 0);
    const codes = new Adapter('AuthorizationCode');
    const tokens = new Adapter('RefreshToken');
    await codes.upsert('c1', { jti: 'c1', grantId: 'g1', scope: 'openid' }, 60);
    expect(await codes.find('c1')).toEqual({ jti: 'c1', grantId: 'g1', scope: 'openid' });
    expect(await tokens.find('c1')).toBeUndefined(); // models do not see each other's rows
    await codes.consume('c1');
    expect((await codes.find('c1'))?.consumed).toEqual(expect.any(Number));
    await codes.upsert('c1', { jti: 'c1', grantId: 'g1', scope: 'openid email' }, 60);
    expect(await codes.find('c1')).toEqual({ jti: 'c1', grantId: 'g1', scope: 'openid email' });
    await codes.destroy('c1');
    expect(await codes.find('c1')).toBeUndefined();
  });

  it('ignores expired rows and sweeps them', async () => {
    const Adapter = createAdapterClass(database.db, 0);
    const a = new Adapter('Interaction');
    await a.upsert('old', { jti: 'old' }, 60);
    await database.db
      .update(oidcPayloads)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oidcPayloads.id, 'old'));
    expect(await a.find('old')).toBeUndefined();
    expect(await sweepExpired(database.db)).toBeGreaterThanOrEqual(1);
    expect(await database.db.select().from(oidcPayloads).where(eq(oidcPayloads.id, 'old'))).toEqual([]);
  });

  it('finds sessions by uid, device codes by user code, and revokes by grant', async () => {
    const Adapter = createAdapterClass(database.db, 0);
    const sessions = new Adapter('Session');
    await sessions.upsert('cookie-1', { jti: 'cookie-1', uid: 'uid-1', accountId: 'acc' }, 60);
    expect((await sessions.findByUid('uid-1'))?.jti).toBe('cookie-1');
    expect(await isSessionActive(database.db, 'uid-1')).toBe(true);
    await sessions.upsert('cookie-2', { jti: 'cookie-2', uid: 'uid-2' }, 60); // not signed in
    expect(await isSessionActive(database.db, 'uid-2')).toBe(false);
    await sessions.destroy('cookie-1');
    expect(await isSessionActive(database.db, 'uid-1')).toBe(false);

    const devices = new Adapter('DeviceCode');
    await devices.upsert('d1', { jti: 'd1', userCode: 'ABCD-EFGH' }, 60);
    expect((await devices.findByUserCode('ABCD-EFGH'))?.jti).toBe('d1');

    const rts = new Adapter('RefreshToken');
    await rts.upsert('r1', { jti: 'r1', grantId: 'g9' }, 60);
    await rts.upsert('r2', { jti: 'r2', grantId: 'g9' }, 60);
    await rts.upsert('r3', { jti: 'r3', grantId: 'other' }, 60);
    await rts.revokeByGrantId('g9');
    expect([await rts.find('r1'), await rts.find('r2')]).toEqual([undefined, undefined]);
    expect(await rts.find('r3')).toBeDefined();
  });
});

describe('persisted keys', () => {
  it('creates one RSA signing key and one cookie key set even when nodes race', async () => {
    const results = await Promise.all([
      getSigningJwks(database.db),
      getSigningJwks(database.db),
      getSigningJwks(database.db),
    ]);
    const kid = results[0].keys[0].kid;
    expect(results.every((r) => r.keys.length === 1 && r.keys[0].kid === kid)).toBe(true);
    expect(results[0].keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig', d: expect.any(String) });
    expect(Buffer.from(results[0].keys[0].n!, 'base64url').length * 8).toBe(2048);

    const pub = await getPublicJwks(database.db);
    expect(pub.keys).toEqual([
      { kty: 'RSA', n: results[0].keys[0].n, e: results[0].keys[0].e, kid, use: 'sig', alg: 'RS256' },
    ]);

    const cookies = await Promise.all([getCookieKeys(database.db), getCookieKeys(database.db)]);
    expect(cookies[0]).toEqual(cookies[1]);
    expect(cookies[0][0].length).toBeGreaterThanOrEqual(32);
    expect(await database.db.select().from(settings)).toHaveLength(2);
  });
});

describe('sign-in throttle', () => {
  it('grows the delay after three failures, capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 20].map((n) => delayAfter(n, 3))).toEqual([0, 0, 0, 2, 4, 8, 16, 30, 30]);
  });

  it('counts an unknown browser per account and address (case-insensitive), and forgets on success', async () => {
    const db = database.db;
    const t0 = new Date();
    for (let i = 0; i < 3; i += 1) await recordFailure(db, { email: 'Bob@Example.com', ip: '10.0.0.1' }, t0);
    expect(await retryAfter(db, { email: 'bob@example.com', ip: '10.0.0.1' }, t0)).toBe(2);
    expect(await retryAfter(db, { email: 'bob@example.com', ip: '10.0.0.1' }, new Date(t0.getTime() + 2500))).toBe(0);
    expect(await retryAfter(db, { email: 'bob@example.com', ip: '10.0.0.2' }, t0)).toBe(0); // another address
    expect(await retryAfter(db, { email: 'alice@example.com', ip: '10.0.0.1' }, t0)).toBe(0); // the address allows more
    // Old failures are forgotten after the window.
    expect(
      await retryAfter(db, { email: 'bob@example.com', ip: '10.0.0.1' }, new Date(t0.getTime() + 16 * 60_000)),
    ).toBe(0);
    await clearFailures(db, { email: 'BOB@example.com', ip: '10.0.0.1' });
    expect(await retryAfter(db, { email: 'bob@example.com', ip: '10.0.0.1' }, t0)).toBe(0);

    for (let i = 0; i < 20; i += 1) await recordFailure(db, { email: `u${i}@example.com`, ip: '10.9.9.9' }, t0);
    expect(await retryAfter(db, { email: 'fresh@example.com', ip: '10.9.9.9' }, t0)).toBe(2);
    // a known browser of an account is not held back by its address's failures
    expect(await retryAfter(db, { email: 'fresh@example.com', ip: '10.9.9.9', device: 'd'.repeat(32) }, t0)).toBe(0);
  });

  it("holds back unknown browsers after guesses from many addresses, never the account's known browsers", async () => {
    const db = database.db;
    const t0 = new Date();
    for (let i = 0; i < FREE.account; i += 1)
      await recordFailure(db, { email: 'carol@example.com', ip: `10.1.0.${i}` }, t0);
    expect(await retryAfter(db, { email: 'carol@example.com', ip: '10.2.0.1' }, t0)).toBe(2);
    const mine = { email: 'carol@example.com', ip: '10.2.0.1', device: 'a'.repeat(32) };
    expect(await retryAfter(db, mine, t0)).toBe(0);
    // the owner's success does not reset what the guesses built up for unknown browsers
    await clearFailures(db, mine);
    expect(await retryAfter(db, { email: 'carol@example.com', ip: '10.2.0.2' }, t0)).toBe(2);

    // a known browser is held back by its own failures only
    for (let i = 0; i < FREE.device; i += 1) await recordFailure(db, mine, t0);
    expect(await retryAfter(db, mine, t0)).toBe(2);
    expect(await retryAfter(db, { ...mine, device: 'b'.repeat(32) }, t0)).toBe(0);
    expect(await retryAfter(db, { email: 'dave@example.com', ip: '10.2.0.1' }, t0)).toBe(0);
  });
});
