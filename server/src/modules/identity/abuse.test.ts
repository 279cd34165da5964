/**
 * Sign-in abuse through the whole app (buildApp, real HTTP): a forged X-Forwarded-For changes nothing unless
 * TRUST_PROXY names the proxy, and failures from elsewhere never lock the owner's known browser out.
 */
import { like, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAttempts } from '../../../db/schema';
import { DEVICE_COOKIE } from './knownDevice';
import {
  Browser,
  createUser,
  followToCallback,
  parseForm,
  startAppNode,
  startLogin,
  type AppNode,
} from '../../../test/identity';

let node: AppNode;
let proxied: AppNode;

beforeAll(async () => {
  [node, proxied] = await Promise.all([startAppNode(), startAppNode({ TRUST_PROXY: '127.0.0.1' })]);
  for (const n of [node, proxied]) {
    for (const email of ['victim@example.com', 'owner@example.com', 'spoof@example.com', 'proxied@example.com'])
      await createUser(n.database.db, { email });
  }
});
afterAll(async () => {
  await node?.close();
  await proxied?.close();
});

/** Posts the sign-in form of a fresh authorization request (prompt=login: even with a session) in browser `b`. */
async function attempt(n: AppNode, b: Browser, email: string, password: string, headers: Record<string, string> = {}) {
  const { login } = await startLogin(b, n, { prompt: 'login' });
  const { action } = parseForm(await login.text(), n.base);
  return b.fetch(action!, {
    method: 'POST',
    body: new URLSearchParams({ email, password }),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });
}

const status = async (res: Promise<Response>) => (await res).status;

describe('client address', () => {
  it('ignores a forged X-Forwarded-For by default (TRUST_PROXY unset)', async () => {
    expect(node.config.TRUST_PROXY).toBe(false);
    const b = new Browser();
    for (let i = 1; i <= 3; i += 1) {
      expect(
        await status(attempt(node, b, 'spoof@example.com', 'wrong', { 'x-forwarded-for': `198.51.100.${i}` })),
      ).toBe(401);
    }
    // a new made-up address per attempt does not escape the throttle of this account and (real) address
    const res = await attempt(node, new Browser(), 'spoof@example.com', 'paperdesk', {
      'x-forwarded-for': '203.0.113.77',
    });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    const rows = await node.database.db.select().from(loginAttempts);
    expect(rows.map((r) => r.key)).toEqual(
      expect.arrayContaining(['pair:spoof@example.com|127.0.0.1', 'ip:127.0.0.1']),
    );
    expect(rows.filter((r) => /198\.51\.100|203\.0\.113/.test(r.key))).toEqual([]);
  });

  it('honours X-Forwarded-For from the proxy TRUST_PROXY names', async () => {
    expect(proxied.config.TRUST_PROXY).toEqual(['127.0.0.1']);
    const b = new Browser();
    for (let i = 0; i < 3; i += 1) {
      expect(
        await status(attempt(proxied, b, 'proxied@example.com', 'wrong', { 'x-forwarded-for': '198.51.100.9' })),
      ).toBe(401);
    }
    expect(
      await status(
        attempt(proxied, new Browser(), 'proxied@example.com', 'paperdesk', { 'x-forwarded-for': '198.51.100.9' }),
      ),
    ).toBe(429);
    // the same account from another client address behind the proxy is not held back by those failures
    expect(
      await status(
        attempt(proxied, new Browser(), 'proxied@example.com', 'paperdesk', { 'x-forwarded-for': '198.51.100.10' }),
      ),
    ).toBe(303);
    const keys = (
      await proxied.database.db
        .select()
        .from(loginAttempts)
        .where(or(like(loginAttempts.key, 'pair:%'), like(loginAttempts.key, 'ip:%')))
    ).map((r) => r.key);
    expect(keys).toEqual(expect.arrayContaining(['pair:proxied@example.com|198.51.100.9', 'ip:198.51.100.9']));
    expect(keys.some((k) => k.includes('127.0.0.1'))).toBe(false);
  });

  it('rejects a bad TRUST_PROXY at start', async () => {
    const { loadConfig } = await import('../../config');
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.example' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, ::1' }).TRUST_PROXY).toEqual(['10.0.0.0/8', '::1']);
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(typeof loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe('function');
  });
});

describe('the owner is not locked out', () => {
  it('a browser that signed in before is not held back by failures from elsewhere', async () => {
    // The owner signs in once: the browser becomes a known device of the account.
    const owner = new Browser();
    const first = await attempt(node, owner, 'owner@example.com', 'paperdesk');
    expect(first.status).toBe(303);
    const setCookie = first.headers.getSetCookie().find((c) => c.startsWith(`${DEVICE_COOKIE}=`));
    expect(setCookie).toMatch(/; Path=\/auth\/interaction; Max-Age=\d+; HttpOnly; SameSite=Strict$/);
    await followToCallback(owner, node, first);

    // Someone else guesses from other browsers (here on the same address): they are held back...
    for (let i = 0; i < 3; i += 1)
      expect(await status(attempt(node, new Browser(), 'owner@example.com', `guess-${i}`))).toBe(401);
    expect(await status(attempt(node, new Browser(), 'owner@example.com', 'paperdesk'))).toBe(429);
    // ...and so is a copy of the owner's cookie with a made-up signature...
    const forger = new Browser();
    const [id, exp, accounts] = owner.cookies.get(DEVICE_COOKIE)!.split('.');
    forger.cookies.set(DEVICE_COOKIE, [id, exp, accounts, 'x'.repeat(43)].join('.'));
    expect(await status(attempt(node, forger, 'owner@example.com', 'paperdesk'))).toBe(429);
    // ...but not the owner's browser.
    const again = await attempt(node, owner, 'owner@example.com', 'paperdesk');
    expect(again.status).toBe(303);
    expect((await followToCallback(owner, node, again)).searchParams.get('code')).toEqual(expect.any(String));
  });

  it('a known browser is still throttled on its own failures, which hold back no one else', async () => {
    const owner = new Browser();
    expect(await status(attempt(node, owner, 'victim@example.com', 'paperdesk'))).toBe(303);
    for (let i = 0; i < 3; i += 1) expect(await status(attempt(node, owner, 'victim@example.com', 'typo'))).toBe(401);
    expect(await status(attempt(node, owner, 'victim@example.com', 'paperdesk'))).toBe(429);
    expect(await status(attempt(node, new Browser(), 'victim@example.com', 'paperdesk'))).toBe(303);
  });
});
