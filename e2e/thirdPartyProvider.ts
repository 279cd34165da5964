/**
 * A second OpenID provider for the browser tests, configured unlike the built-in one and unlike the API tests'
 * (src/providers/auth/thirdPartyProvider.test.ts), the way a stock deployment of a provider no one here wrote is:
 *
 * - oidc-provider with its stock pages: a sign-in form, then the consent page and its "Continue" button;
 * - scopes `openid profile email` only: no `offline_access` (not in `scopes_supported`), no refresh tokens;
 * - access tokens without `realm_access`, for the audience its resource names (`AUDIENCE`), short-lived
 *   (`ACCESS_TOKEN_TTL`), so a session lives on only by renewing through the provider (prompt=none);
 * - consent per scope asked, as such providers keep it: the "Continue" page returns while the request names a
 *   scope the user has not granted, and a scope the provider does not define can never be granted — a request
 *   for `offline_access` never gets past it (`unknownScopes: 'consent'`, the loop users reported), or, like
 *   Google, is refused outright (`unknownScopes: 'refuse'`).
 *
 * Every user of the app's database signs in with any password: the subject is the e-mail, which the access token
 * carries (the app finds external users by it).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { interactionPolicy } from 'oidc-provider';

export const AUDIENCE = 'api://paperdesk';
export const SCOPES = ['openid', 'profile', 'email'];
/** Just over oidc-client-ts' renewal notice (60 s before expiry): the app renews a few seconds after sign-in. */
export const ACCESS_TOKEN_TTL = 68;

export interface ThirdPartyProvider {
  issuer: string;
  /** What the provider does with a scope it does not define. */
  unknownScopes: 'consent' | 'refuse';
  /** The scope of each authorization request received, in order. */
  requests: Array<{ scope: string; prompt?: string }>;
  close(): Promise<void>;
}

/** Starts the provider on a free port of `host` (the app's host: the same site, as a company's provider is). */
export async function startThirdPartyProvider(appUrl: string, host = 'localhost'): Promise<ThirdPartyProvider> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://${host}:${(server.address() as AddressInfo).port}`;
  const state: ThirdPartyProvider = {
    issuer,
    unknownScopes: 'consent',
    requests: [],
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  /** The scope each request asked for, by its `state` (the provider itself drops `offline_access` from it). */
  const asked = new Map<string, string[]>();
  const unknown = (scopes: string[]) => scopes.filter((s) => !SCOPES.includes(s));

  const consent = interactionPolicy.base();
  consent.get('consent')!.checks.add(
    new interactionPolicy.Check(
      'scope_not_granted',
      'every scope asked for needs the consent of the user',
      'consent_required',
      (ctx: any) => {
        const granted = new Set(String(ctx.oidc.grant?.getOIDCScopeEncountered() ?? '').split(' '));
        const wanted = asked.get(String(ctx.oidc.params.state)) ?? [];
        return wanted.some((s) => !granted.has(s)); // true: ask (Check.REQUEST_PROMPT)
      },
    ),
  );

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'paperdesk',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code'],
        response_types: ['code'],
        redirect_uris: [`${appUrl}/auth-callback`, `${appUrl}/silent-renew.html`],
        post_logout_redirect_uris: [`${appUrl}/`],
      },
    ],
    scopes: SCOPES,
    claims: { openid: ['sub'], profile: ['name'], email: ['email', 'email_verified'] },
    findAccount: async (_ctx: unknown, sub: string) => ({
      accountId: sub,
      claims: async () => ({ sub, email: sub, email_verified: true }),
    }),
    extraTokenClaims: async (_ctx: unknown, token: { accountId?: string }) =>
      token.accountId ? { email: token.accountId } : undefined,
    interactions: { policy: consent },
    clientBasedCORS: () => true,
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, IdToken: 3600, AccessToken: ACCESS_TOKEN_TTL },
    features: {
      devInteractions: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: async () => AUDIENCE,
        useGrantedResource: async () => true,
        getResourceServerInfo: async () => ({
          scope: SCOPES.join(' '),
          audience: AUDIENCE,
          accessTokenFormat: 'jwt',
          accessTokenTTL: ACCESS_TOKEN_TTL,
        }),
      },
    },
  } as any);
  provider.use(async (ctx: any, next: () => Promise<void>) => {
    if (ctx.path === '/auth' && typeof ctx.query.scope === 'string') {
      const scopes = ctx.query.scope.split(' ').filter(Boolean);
      state.requests.push({ scope: ctx.query.scope, prompt: ctx.query.prompt });
      if (state.unknownScopes === 'refuse' && unknown(scopes).length) {
        ctx.status = 400;
        ctx.type = 'text';
        ctx.body = `Error 400: invalid_scope. Some requested scopes were invalid: ${unknown(scopes).join(', ')}`;
        return;
      }
      if (typeof ctx.query.state === 'string') asked.set(ctx.query.state, scopes);
    }
    await next();
  });
  server.on('request', provider.callback());
  return state;
}
