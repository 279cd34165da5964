import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createLocalJWKSet, decodeJwt, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client';
import { settings, users } from '../../../db/schema';
import { getPublicJwks } from './index';
import {
  Browser,
  createUser,
  location,
  parseForm,
  pkce,
  signIn,
  startNode,
  token,
  openTestDb,
  type Node,
} from '../../../test/identity';

let database: Database;
let node: Node;
const extra: Node[] = [];
let leaverId: string;

beforeAll(async () => {
  database = await openTestDb();
  await createUser(database.db, { email: 'ada@example.com', roles: [] });
  leaverId = await createUser(database.db, { email: 'leaver@example.com' });
  node = await startNode(database.db);
});
afterAll(async () => {
  for (const n of [node, ...extra]) await n?.app.close();
  await database?.close();
});

const status = async (n: Node, sid: string) =>
  (await (await fetch(`${n.base}/auth/session/status?sid=${encodeURIComponent(sid)}`)).json()) as { active: boolean };

/** prompt=none authorization with the browser's session cookie: a code when the session is known. */
async function silentCode(b: Browser, n: Node) {
  const { verifier, challenge } = pkce();
  const q = new URLSearchParams({
    client_id: 'paperdesk',
    response_type: 'code',
    redirect_uri: `${n.config.publicUrl}/silent-renew.html`,
    scope: 'openid profile email',
    prompt: 'none',
    state: 'st',
    code_challenge: challenge,
    code_challenge_method: 'S256',
  });
  const res = await b.fetch(`${n.base}/auth/authorize?${q}`);
  const back = new URL(location(res, n.base));
  return { back, verifier, code: back.searchParams.get('code') };
}

describe('sessions across nodes and sign-out', () => {
  it('a second node on the same database honours refresh tokens, sessions and cookies', async () => {
    const b = new Browser();
    const { tokens } = await signIn(b, node, 'ada@example.com');
    const sid = decodeJwt(tokens.body.id_token).sid as string;
    expect(decodeJwt(tokens.body.access_token).realm_access).toEqual({ roles: [] });

    const second = await startNode(database.db, node.config.publicUrl);
    extra.push(second);
    expect(await status(second, sid)).toEqual({ active: true });
    const refreshed = await token(second, { grant_type: 'refresh_token', refresh_token: tokens.body.refresh_token });
    expect(refreshed.status).toBe(200);
    const at = await jwtVerify(refreshed.body.access_token, createLocalJWKSet(await getPublicJwks(database.db)), {
      issuer: node.config.issuer,
      audience: node.config.audience,
      typ: 'at+jwt',
    });
    expect(at.payload.sid).toBe(sid);

    const silent = await silentCode(b, second);
    expect(silent.back.searchParams.get('error')).toBeNull();
    expect(silent.code).toEqual(expect.any(String));
    const exchanged = await token(second, {
      grant_type: 'authorization_code',
      code: silent.code!,
      redirect_uri: `${node.config.publicUrl}/silent-renew.html`,
      code_verifier: silent.verifier,
    });
    expect(exchanged.status).toBe(200);
    expect(decodeJwt(exchanged.body.id_token).sid).toBe(sid);
    // Keys were made once and shared.
    expect(await database.db.select().from(settings).where(eq(settings.key, 'oidc.jwks'))).toHaveLength(1);
  });

  it('a restarted node keeps everyone signed in', async () => {
    const b = new Browser();
    const { tokens } = await signIn(b, node, 'ada@example.com');
    // A new process on the same database (a fresh port, so no pooled socket of the old one is reused).
    await node.app.close();
    node = await startNode(database.db, node.config.publicUrl);
    expect((await silentCode(b, node)).code).toEqual(expect.any(String));
    expect((await token(node, { grant_type: 'refresh_token', refresh_token: tokens.body.refresh_token })).status).toBe(
      200,
    );
  });

  it('signs out without a confirmation page for our client, ends the session and its refresh tokens', async () => {
    const b = new Browser({ 'accept-language': 'ru-RU,ru;q=0.9,en;q=0.5' });
    const { tokens } = await signIn(b, node, 'ada@example.com');
    const sid = decodeJwt(tokens.body.id_token).sid as string;
    const q = new URLSearchParams({
      id_token_hint: tokens.body.id_token,
      post_logout_redirect_uri: `${node.config.publicUrl}/`,
      state: 'bye',
    });
    const page = await b.fetch(`${node.base}/auth/logout?${q}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Выполняется выход');
    expect(html).toContain('name="logout" value="yes"');
    // The inline auto-submit script is allowed by its hash, and by nothing else.
    const script = /<script>([^<]*)<\/script>/.exec(html)![1];
    const hash = createHash('sha256').update(script).digest('base64');
    expect(page.headers.get('content-security-policy')).toContain(`script-src 'sha256-${hash}'`);

    const form = parseForm(html, node.base);
    const done = await b.post(form.action!.replace(node.config.publicUrl, node.base), form.fields);
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(`${node.config.publicUrl}/?state=bye`);

    expect(await status(node, sid)).toEqual({ active: false });
    const refused = await token(node, { grant_type: 'refresh_token', refresh_token: tokens.body.refresh_token });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('invalid_grant');
    expect((await silentCode(b, node)).back.searchParams.get('error')).toBe('login_required');
  });

  it('asks before signing out when the request does not come with our id_token_hint', async () => {
    const b = new Browser();
    const { tokens } = await signIn(b, node, 'ada@example.com', 'paperdesk', { ui_locales: 'cn' });
    const page = await b.fetch(`${node.base}/auth/logout?ui_locales=cn`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('您要退出 Paperdesk 吗？');
    expect(html).not.toContain('<script>');
    expect(await status(node, decodeJwt(tokens.body.id_token).sid as string)).toEqual({ active: true });
  });

  it('a deactivated account must sign in again: refresh refused, silent renew login_required', async () => {
    const b = new Browser();
    const { tokens } = await signIn(b, node, 'leaver@example.com');
    await database.db.update(users).set({ active: false }).where(eq(users.id, leaverId));
    const refused = await token(node, { grant_type: 'refresh_token', refresh_token: tokens.body.refresh_token });
    expect(refused.body.error).toBe('invalid_grant');
    expect((await silentCode(b, node)).back.searchParams.get('error')).toBe('login_required');
  });

  it('answers the session poll cross-origin for the dev client only', async () => {
    const ok = await fetch(`${node.base}/auth/session/status?sid=x`, { headers: { origin: 'http://localhost:5173' } });
    expect(ok.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(ok.headers.get('cache-control')).toBe('no-store');
    const other = await fetch(`${node.base}/auth/session/status?sid=x`, {
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    expect(await (await fetch(`${node.base}/auth/session/status`)).json()).toEqual({ active: false });
  });
});
