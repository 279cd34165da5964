/**
 * The app against a third-party OpenID provider configured unlike the built-in one: a second oidc-provider that
 * refuses authorization requests without `nonce`, sends no roles claim and gives access tokens its own audience.
 * The client side is the app's own (src/session/oidcClient: settings and nonce), driven through the real
 * authorization code flow; the server side is the whole app with OIDC_ISSUER pointing at that provider.
 */
import http from 'node:http';
import { decodeJwt, exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';
import { InMemoryWebStorage, UserManager, type INavigator, type IWindow } from 'oidc-client-ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../../../server/test/factories';
import { Browser, freePort, location, parseForm, startAppNode, type AppNode } from '../../../server/test/identity';
import { NonceUserManager, userManagerSettings, type ClientConfig } from '../../session/oidcClient';

/** The resource (audience) the third party puts in its access tokens. */
const API = 'https://api.third-party.example';

let app: AppNode;
let account: TestAccount;
let issuer: string;
let server: http.Server;

beforeAll(async () => {
  const port = await freePort();
  issuer = `http://127.0.0.1:${port}`;
  app = await startAppNode({ OIDC_ISSUER: issuer, OIDC_AUDIENCE: API });
  account = await createAccount(app.database.db);

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'paperdesk',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [`${app.config.publicUrl}/auth-callback`, `${app.config.publicUrl}/silent-renew.html`],
        post_logout_redirect_uris: [`${app.config.publicUrl}/`],
      },
    ],
    jwks: { keys: [{ ...(await exportJWK(privateKey)), kid: 'third-party-1', alg: 'RS256', use: 'sig' }] },
    cookies: { keys: ['third-party-cookie-key'] },
    // accounts are their e-mail; no roles claim anywhere
    findAccount: async (_ctx: unknown, sub: string) => ({
      accountId: sub,
      claims: async () => ({ sub, email: sub, email_verified: true }),
    }),
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    // like Keycloak, the access token carries the e-mail (by which the API finds an external user)
    extraTokenClaims: async (_ctx: unknown, token: { accountId?: string }) =>
      token.accountId ? { email: token.accountId } : undefined,
    features: {
      resourceIndicators: {
        enabled: true,
        defaultResource: async () => API,
        useGrantedResource: async () => true,
        getResourceServerInfo: async () => ({
          scope: 'openid profile email',
          audience: API,
          accessTokenFormat: 'jwt',
          jwt: { sign: { alg: 'RS256' } },
        }),
      },
    },
  } as any);
  // This provider insists on a nonce in every authorization request.
  provider.use(async (ctx: any, next: () => Promise<void>) => {
    if (ctx.path === '/auth' && !ctx.query.nonce) {
      ctx.status = 400;
      ctx.body = { error: 'invalid_request', error_description: 'nonce required' };
      return;
    }
    await next();
  });
  server = http.createServer(provider.callback());
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  server?.closeAllConnections();
  await app?.close();
});

/** A navigator that records where the app would send the browser instead of leaving the page. */
function recordingNavigator() {
  const seen: string[] = [];
  const nav: INavigator = {
    prepare: async () =>
      ({
        navigate: async ({ url }) => {
          seen.push(url);
          return { url };
        },
        close: () => {},
      }) as IWindow,
    callback: async () => {},
  };
  return { nav, seen };
}

/** The app's own user manager, with the configuration the app's server publishes. */
async function appUserManager(store = new InMemoryWebStorage()) {
  const config = (await (await fetch(`${app.base}/paperdesk/config`)).json()) as ClientConfig;
  expect(config).toEqual({ authority: issuer, clientId: 'paperdesk', builtinIdp: false });
  const { nav, seen } = recordingNavigator();
  const settings = userManagerSettings(config, app.config.publicUrl, store as unknown as Storage);
  return { um: new NonceUserManager(settings, nav), seen, store, settings };
}

/** A person signing in at the third party (its development sign-in and consent forms) until sent back to the app. */
async function signInAtProvider(authorizeUrl: string, login: string): Promise<string> {
  const b = new Browser();
  let res = await b.fetch(authorizeUrl);
  for (let i = 0; i < 12; i += 1) {
    if (res.status >= 300 && res.status < 400) {
      const next = location(res, issuer);
      if (next.startsWith(app.config.publicUrl)) return next;
      res = await b.fetch(next);
    } else if (res.status === 200) {
      const { action, fields } = parseForm(await res.text(), issuer);
      res = await b.post(action!, { ...fields, login, password: 'any' });
    } else throw new Error(`the provider answered ${res.status}: ${await res.text()}`);
  }
  throw new Error('no way back to the app');
}

describe('a third-party provider with default settings', () => {
  it('signs in with a nonce that the ID token carries back, and the API accepts its access token', async () => {
    const { um, seen } = await appUserManager();
    await um.signinRedirect({ state: { returnTo: '/' } });
    const authorize = new URL(seen[0]);
    expect(authorize.origin + authorize.pathname).toBe(`${issuer}/auth`);
    const nonce = authorize.searchParams.get('nonce');
    expect(nonce).toMatch(/^[\w-]{43}$/);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('state')).toEqual(expect.any(String));
    // this provider lists offline_access in its discovery document: a refresh token is asked for
    expect(authorize.searchParams.get('scope')).toBe('openid profile email offline_access');

    const callback = await signInAtProvider(seen[0], account.admin.email);
    expect(callback).toMatch(new RegExp(`^${app.config.publicUrl}/auth-callback\\?`));
    const user = await um.signinRedirectCallback(callback);
    expect(decodeJwt(user.id_token!).nonce).toBe(nonce);
    expect(user.profile.sub).toBe(account.admin.email);

    // the access token: the provider's own audience, no roles claim
    const at = decodeJwt(user.access_token);
    expect(at).toMatchObject({ iss: issuer, aud: API });
    expect(at.realm_access).toBeUndefined();
    const res = await fetch(`${app.base}/paperdesk/api/users/userInfo`, {
      headers: { authorization: `Bearer ${user.access_token}` },
    });
    expect(res.status).toBe(200);
    // roles from our records, the user found by the token's e-mail
    expect(await res.json()).toMatchObject({
      uuid: account.admin.id,
      email: account.admin.email,
      admin: true,
      superAdmin: false,
    });
    um.stopSilentRenew();
  });

  it('refuses an ID token whose nonce is not the one sent', async () => {
    const { um, seen, store } = await appUserManager();
    await um.signinRedirect();
    const state = new URL(seen[0]).searchParams.get('state')!;
    const key = `oidc.${state}`;
    const stored = JSON.parse(store.getItem(key)!);
    expect(stored.nonce).toBe(new URL(seen[0]).searchParams.get('nonce'));
    store.setItem(key, JSON.stringify({ ...stored, nonce: 'another-nonce' }));
    const callback = await signInAtProvider(seen[0], account.admin.email);
    await expect(um.signinRedirectCallback(callback)).rejects.toThrow(/nonce in id_token does not match/);
    expect(await um.getUser()).toBeNull();
  });

  it('sends a fresh nonce in every authorization request (redirect, silent frame)', async () => {
    const { um, seen } = await appUserManager();
    await um.signinRedirect();
    await um.signinRedirect();
    const silent = recordingNavigator();
    const framed = new NonceUserManager((await appUserManager()).settings, undefined, undefined, silent.nav);
    await framed.signinSilent().catch(() => {}); // the recorded "frame" answers with no code
    const nonces = [...seen, ...silent.seen].map((u) => new URL(u).searchParams.get('nonce'));
    expect(nonces).toHaveLength(3);
    expect(nonces.every(Boolean)).toBe(true);
    expect(new Set(nonces).size).toBe(3);
    expect(new URL(silent.seen[0]).searchParams.get('prompt')).toBe('none');
  });

  it('asks for the scopes OIDC_SCOPES names, as they are', async () => {
    const { settings } = await appUserManager();
    const { nav, seen } = recordingNavigator();
    const config: ClientConfig = {
      authority: issuer,
      clientId: 'paperdesk',
      builtinIdp: false,
      scopes: 'openid email',
    };
    const configured = { ...userManagerSettings(config, app.config.publicUrl, new InMemoryWebStorage() as never) };
    expect(settings.configuredScopes).toBeUndefined();
    await new NonceUserManager(configured, nav).signinRedirect();
    expect(new URL(seen[0]).searchParams.get('scope')).toBe('openid email');
  });

  it("(without our nonce, oidc-client-ts's plain code flow is refused by such a provider)", async () => {
    const { settings } = await appUserManager();
    const { nav, seen } = recordingNavigator();
    await new UserManager(settings, nav).signinRedirect();
    expect(new URL(seen[0]).searchParams.get('nonce')).toBeNull();
    const res = await fetch(seen[0]);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error_description: 'nonce required' });
  });
});
