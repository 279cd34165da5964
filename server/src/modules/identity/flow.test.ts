import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client';
import { getPublicJwks } from './index';
import {
  Browser,
  createUser,
  openTestDb,
  parseForm,
  signIn,
  startLogin,
  startNode,
  token,
  type Node,
} from '../../../test/identity';

let database: Database;
let node: Node;
let userId: string;

beforeAll(async () => {
  database = await openTestDb();
  userId = await createUser(database.db, { email: 'Ada@Example.com', roles: ['adminbranche'] });
  node = await startNode(database.db);
});
afterAll(async () => {
  await node?.app.close();
  await database?.close();
});

const verifyWithJwks = async (jwt: string, audience: string) =>
  jwtVerify(jwt, createLocalJWKSet(await getPublicJwks(database.db)), { issuer: node.config.issuer, audience });

describe('built-in OIDC provider', () => {
  it('publishes discovery with every endpoint under the issuer', async () => {
    const res = await fetch(`${node.base}/auth/.well-known/openid-configuration`);
    expect(res.status).toBe(200);
    const d = (await res.json()) as Record<string, any>;
    expect(d.issuer).toBe(`${node.config.publicUrl}/auth`);
    for (const k of [
      'authorization_endpoint',
      'token_endpoint',
      'jwks_uri',
      'end_session_endpoint',
      'userinfo_endpoint',
    ]) {
      expect(d[k], k).toMatch(new RegExp(`^${node.config.publicUrl}/auth/`));
    }
    expect(d.code_challenge_methods_supported).toEqual(['S256']);
    expect(d.scopes_supported).toEqual(expect.arrayContaining(['openid', 'profile', 'email', 'offline_access']));
    const jwks = (await (await fetch(d.jwks_uri.replace(node.config.publicUrl, node.base))).json()) as { keys: any[] };
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(jwks.keys[0].d).toBeUndefined();
    expect(jwks.keys.map((k) => k.kid)).toEqual((await getPublicJwks(database.db)).keys.map((k) => k.kid));
  });

  it('signs in through the form with code + PKCE S256 and issues Keycloak-like JWTs', async () => {
    const b = new Browser();
    const { tokens, callback, state, nonce } = await signIn(b, node, 'ada@example.COM');
    expect(callback.searchParams.get('state')).toBe(state);
    expect(callback.searchParams.get('iss')).toBe(node.config.issuer);
    expect(tokens.status).toBe(200);
    expect(tokens.body).toMatchObject({ token_type: 'Bearer', expires_in: 300 });
    expect(tokens.body.refresh_token).toEqual(expect.any(String));

    const at = await verifyWithJwks(tokens.body.access_token, node.config.audience);
    expect(at.protectedHeader).toMatchObject({ typ: 'at+jwt', alg: 'RS256' });
    expect(at.payload).toMatchObject({
      sub: userId,
      aud: node.config.audience,
      client_id: 'paperdesk',
      azp: 'paperdesk',
      email: 'Ada@Example.com',
      preferred_username: 'Ada@Example.com',
      given_name: 'Ada',
      family_name: 'Lovelace',
      realm_access: { roles: ['adminbranche'] },
    });
    expect(at.payload.exp! - at.payload.iat!).toBe(300);
    expect(at.payload.sid).toEqual(expect.any(String));

    const id = await verifyWithJwks(tokens.body.id_token, 'paperdesk');
    expect(id.payload).toMatchObject({
      sub: userId,
      nonce,
      sid: at.payload.sid,
      email: 'Ada@Example.com',
      realm_access: { roles: ['adminbranche'] },
      given_name: 'Ada',
      family_name: 'Lovelace',
      preferred_username: 'Ada@Example.com',
    });
    expect(id.payload.exp! - id.payload.iat!).toBe(3600);

    const status = await (await fetch(`${node.base}/auth/session/status?sid=${at.payload.sid}`)).json();
    expect(status).toEqual({ active: true });
    expect(await (await fetch(`${node.base}/auth/session/status?sid=nope`)).json()).toEqual({ active: false });
  });

  it('refreshes with rotation and keeps the claims', async () => {
    const b = new Browser();
    const { tokens } = await signIn(b, node, 'ada@example.com');
    const first = tokens.body.refresh_token as string;
    const refreshed = await token(node, { grant_type: 'refresh_token', refresh_token: first });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.refresh_token).not.toBe(first);
    const at = await verifyWithJwks(refreshed.body.access_token, node.config.audience);
    expect(decodeProtectedHeader(refreshed.body.access_token).typ).toBe('at+jwt');
    expect(at.payload).toMatchObject({ sub: userId, realm_access: { roles: ['adminbranche'] } });
    const again = await token(node, { grant_type: 'refresh_token', refresh_token: refreshed.body.refresh_token });
    expect(again.status).toBe(200);
  });

  it('refuses an authorization request without PKCE S256', async () => {
    const b = new Browser();
    for (const extra of [{ code_challenge_method: 'plain' }, { code_challenge: '', code_challenge_method: '' }]) {
      const q = new URLSearchParams({
        client_id: 'paperdesk',
        response_type: 'code',
        redirect_uri: `${node.config.publicUrl}/auth-callback`,
        scope: 'openid',
        state: 's1',
        code_challenge: 'x'.repeat(43),
        ...extra,
      });
      for (const [k, v] of [...q]) if (!v) q.delete(k);
      const res = await b.fetch(`${node.base}/auth/authorize?${q}`);
      expect(res.status).toBe(303);
      const back = new URL(res.headers.get('location')!);
      expect(back.pathname).toBe('/auth-callback');
      expect(back.searchParams.get('error')).toBe('invalid_request');
      expect(back.searchParams.get('code')).toBeNull();
    }
  });

  it('refuses a code exchanged without the right verifier', async () => {
    const b = new Browser();
    const start = await startLogin(b, node);
    const { action } = parseForm(await start.login.text(), node.base);
    const res = await b.post(action!, { email: 'ada@example.com', password: 'paperdesk' });
    let next = res;
    while (next.status === 303 && !next.headers.get('location')!.includes('/auth-callback')) {
      next = await b.fetch(next.headers.get('location')!.replace(node.config.publicUrl, node.base));
    }
    const code = new URL(next.headers.get('location')!).searchParams.get('code')!;
    const bad = await token(node, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: `${node.config.publicUrl}/auth-callback`,
      code_verifier: 'y'.repeat(43),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('invalid_grant');
  });

  it('lets the vite dev origin call the token endpoint (CORS), not others', async () => {
    const preflight = (origin: string) =>
      fetch(`${node.base}/auth/token`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
    expect((await preflight('http://localhost:5173')).headers.get('access-control-allow-origin')).toBe(
      'http://localhost:5173',
    );
    const denied = await fetch(`${node.base}/auth/token`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: 'paperdesk', grant_type: 'refresh_token', refresh_token: 'x' }),
    });
    expect(denied.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('renders provider errors in the product look', async () => {
    const res = await fetch(`${node.base}/auth/authorize?client_id=unknown&response_type=code&scope=openid`, {
      headers: { accept: 'text/html' },
    });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('Paperdesk');
    expect(html).toContain('#1565c0');
    expect(html).not.toContain('fonts.googleapis');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
  });
});
