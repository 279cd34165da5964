/**
 * Signing out with the built-in provider, through the whole app: the refresh token is revoked (what the client
 * does first) and the access token is refused by the API as soon as its session has ended, not only at `exp`.
 */
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, createUser, parseForm, signIn, startAppNode, token, type AppNode } from '../../../test/identity';

let node: AppNode;

beforeAll(async () => {
  node = await startAppNode({ ACCESS_CACHE_SECONDS: '0' });
  await createUser(node.database.db, { email: 'leaving@example.com' });
});
afterAll(() => node?.close());

const userInfo = (accessToken: string) =>
  fetch(`${node.base}/paperdesk/api/users/userInfo`, { headers: { authorization: `Bearer ${accessToken}` } });

describe('logout', () => {
  it('revokes the refresh token at the revocation endpoint (as the client does on logout)', async () => {
    const { tokens } = await signIn(new Browser(), node, 'leaving@example.com');
    const discovery = (await (await fetch(`${node.base}/auth/.well-known/openid-configuration`)).json()) as Record<
      string,
      string
    >;
    expect(discovery.revocation_endpoint).toBe(`${node.config.issuer}/revoke`);
    const revoked = await fetch(`${node.base}/auth/revoke`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: 'paperdesk',
        token: tokens.body.refresh_token,
        token_type_hint: 'refresh_token',
      }),
    });
    expect(revoked.status).toBe(200);
    const refused = await token(node, { grant_type: 'refresh_token', refresh_token: tokens.body.refresh_token });
    expect(refused.body.error).toBe('invalid_grant');
  });

  it('ends the access token with the session', async () => {
    const b = new Browser();
    const { tokens } = await signIn(b, node, 'leaving@example.com');
    const at = tokens.body.access_token as string;
    expect(decodeJwt(at).sid).toEqual(expect.any(String));
    expect((await userInfo(at)).status).toBe(200);

    const q = new URLSearchParams({
      id_token_hint: tokens.body.id_token,
      post_logout_redirect_uri: `${node.config.publicUrl}/`,
    });
    const page = await b.fetch(`${node.base}/auth/logout?${q}`);
    const form = parseForm(await page.text(), node.base);
    expect((await b.post(form.action!.replace(node.config.publicUrl, node.base), form.fields)).status).toBe(303);

    const after = await userInfo(at);
    expect(after.status).toBe(401);
    expect((await after.json()).message).toMatch(/session has ended/);
    expect(decodeJwt(at).exp! * 1000).toBeGreaterThan(Date.now()); // not merely expired
  });
});
