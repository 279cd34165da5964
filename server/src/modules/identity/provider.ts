import Provider, { errors, interactionPolicy, type KoaContextWithOIDC } from 'oidc-provider';
import type { Db } from '../../../db/client';
import type { Config } from '../../config';
import { findActiveUserById, userClaims, type IdentityUser } from './accounts';
import { createAdapterClass } from './adapter';
import { pickLanguage, t, UI_LOCALES_SUPPORTED } from './identity.language';
import { getCookieKeys, getSigningJwks } from './keys';
import { logoutPage, messagePage, pageCsp } from './pages';

const HOUR = 3600;
const TTL = {
  accessToken: 300,
  idToken: HOUR,
  refreshToken: 8 * HOUR,
  session: 8 * HOUR,
  grant: 8 * HOUR,
  interaction: HOUR,
};
/** Scopes of the API resource server (the `scope` claim of access tokens). */
const API_SCOPES = 'openid profile email offline_access';
const now = () => Math.floor(Date.now() / 1000);

/** Where our first-party client may be sent back to (vite dev server included). */
export function clientUris(config: Config) {
  const dev = 'http://localhost:5173';
  const uniq = (a: string[]) => [...new Set(a)];
  return {
    redirectUris: uniq([
      `${config.publicUrl}/auth-callback`,
      `${config.publicUrl}/silent-renew.html`,
      `${dev}/auth-callback`,
      `${dev}/silent-renew.html`,
    ]),
    postLogoutRedirectUris: uniq([`${config.publicUrl}/`, `${dev}/`]),
    origins: new Set([new URL(config.publicUrl).origin, dev]),
  };
}

/** The language of a provider-rendered page. */
function ctxLanguage(ctx: KoaContextWithOIDC) {
  let uiLocales: unknown;
  try {
    uiLocales = ctx.oidc?.params?.ui_locales;
  } catch {
    /* no params yet */
  }
  return pickLanguage({
    explicit: ctx.query?.lang,
    uiLocales,
    cookieHeader: ctx.get('cookie'),
    acceptLanguage: ctx.get('accept-language'),
  });
}

/** The default prompts, plus: a session whose account was deactivated or deleted must sign in again. */
function interactionPrompts() {
  const policy = interactionPolicy.base();
  policy
    .get('login')
    .checks.add(
      new interactionPolicy.Check(
        'account_unavailable',
        'the signed-in account is no longer available',
        'login_required',
        (ctx) => !!ctx.oidc.session.accountId && !ctx.oidc.account,
      ),
    );
  return policy;
}

interface Account {
  accountId: string;
  user: IdentityUser;
  claims(): Promise<Record<string, unknown>>;
}

export async function createProvider(
  db: Db,
  config: Config,
  log: { error: (obj: unknown, msg: string) => void },
): Promise<Provider> {
  const [jwks, cookieKeys] = await Promise.all([getSigningJwks(db), getCookieKeys(db)]);
  const clientId = config.OIDC_CLIENT_ID;
  const uris = clientUris(config);
  const issuerPath = new URL(config.issuer).pathname.replace(/\/$/, '');
  const appLink = (lang: ReturnType<typeof ctxLanguage>) => ({
    href: `${config.publicUrl}/`,
    label: t(lang, 'backToApp'),
  });

  async function findAccount(
    ctx: KoaContextWithOIDC,
    sub: string,
    token?: { sessionUid?: string },
  ): Promise<Account | undefined> {
    const user = await findActiveUserById(db, sub);
    if (!user) return undefined;
    const sid = token?.sessionUid ?? ctx?.oidc?.session?.uid;
    return { accountId: user.id, user, claims: async () => userClaims(user, sid) };
  }

  const provider = new Provider(config.issuer, {
    adapter: createAdapterClass(db),
    jwks,
    cookies: {
      names: { session: 'pd_session', interaction: 'pd_interaction', resume: 'pd_interaction_resume' },
      long: { httpOnly: true, sameSite: 'lax' },
      short: { httpOnly: true, sameSite: 'lax' },
      keys: cookieKeys,
    },
    clients: [
      {
        client_id: clientId,
        client_name: 'Paperdesk',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: uris.redirectUris,
        post_logout_redirect_uris: uris.postLogoutRedirectUris,
      },
    ],
    clientBasedCORS: (_ctx: unknown, origin: string) => uris.origins.has(origin),
    responseTypes: ['code'],
    scopes: ['openid', 'offline_access', 'profile', 'email'],
    claims: {
      openid: ['sub', 'sid', 'realm_access'],
      profile: ['name', 'given_name', 'family_name', 'preferred_username'],
      email: ['email', 'email_verified'],
    },
    conformIdTokenClaims: false,
    // v9 only implements S256; plain is refused. PKCE is required for every request.
    pkce: { required: () => true },
    routes: { authorization: '/authorize', userinfo: '/userinfo', end_session: '/logout', revocation: '/revoke' },
    discovery: { ui_locales_supported: UI_LOCALES_SUPPORTED, claim_types_supported: ['normal'] },
    interactions: {
      policy: interactionPrompts(),
      url: (_ctx: unknown, interaction: { uid: string }) => `${issuerPath}/interaction/${interaction.uid}`,
    },
    findAccount,
    // Our client never sees a consent screen: the grant covers whatever it asks for.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { oidc } = ctx;
      const cid: string = oidc.client.clientId;
      const grantId = oidc.result?.consent?.grantId || oidc.session.grantIdFor(cid);
      let grant = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
      if (grant && (grant.accountId !== oidc.session.accountId || grant.clientId !== cid)) grant = undefined;
      if (cid !== clientId) return grant;
      grant ??= new oidc.provider.Grant({ clientId: cid, accountId: oidc.session.accountId });
      const scopes = [...(oidc.requestParamOIDCScopes as Set<string>)];
      if (scopes.length) grant.addOIDCScope(scopes.join(' '));
      const claims = [...(oidc.requestParamClaims as Set<string>)];
      if (claims.length) grant.addOIDCClaims(claims);
      for (const [indicator, rs] of Object.entries(oidc.resourceServers as Record<string, { scopes: Set<string> }>)) {
        const rsScopes = [...(oidc.requestParamScopes as Set<string>)].filter((s) => rs.scopes.has(s));
        if (rsScopes.length) grant.addResourceScope(indicator, rsScopes.join(' '));
      }
      grant.exp = now() + TTL.grant; // sliding: lives as long as the refresh tokens it may still issue
      const jti = await grant.save();
      // The `sid` of this client is the session uid, which GET /auth/session/status looks up.
      if (oidc.session.grantIdFor(cid) !== jti || oidc.session.sidFor(cid) !== oidc.session.uid) {
        oidc.session.sidFor(cid, oidc.session.uid);
        oidc.session.touched = true;
      }
      return grant;
    },
    async extraTokenClaims(
      ctx: KoaContextWithOIDC,
      token: { accountId?: string; sessionUid?: string; clientId: string },
    ) {
      if (!token.accountId) return undefined;
      const known = ctx?.oidc?.entities?.Account as Account | undefined;
      const user = known?.accountId === token.accountId ? known.user : await findActiveUserById(db, token.accountId);
      if (!user) return undefined;
      const { sub: _sub, email_verified: _ev, ...claims } = userClaims(user, token.sessionUid);
      return { ...claims, azp: token.clientId };
    },
    issueRefreshToken: async (_ctx: unknown, client: any, code: any) =>
      client.grantTypeAllowed('refresh_token') && (client.clientId === clientId || code.scopes.has('offline_access')),
    // Tokens live only while the session does: signing out (or its expiry) ends refresh.
    expiresWithSession: async () => true,
    rotateRefreshToken: () => true,
    ttl: {
      AccessToken: TTL.accessToken,
      AuthorizationCode: 60,
      IdToken: TTL.idToken,
      Interaction: TTL.interaction,
      Grant: TTL.grant,
      // Absolute: 8 h after sign-in, whatever happens in between.
      Session: (_ctx: unknown, session: { loginTs?: number }) =>
        session.loginTs ? Math.max(1, session.loginTs + TTL.session - now()) : TTL.interaction,
      RefreshToken: (ctx: KoaContextWithOIDC) =>
        Math.max(1, ctx?.oidc?.entities?.RotatedRefreshToken?.remainingTTL ?? TTL.refreshToken),
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: async (_ctx: unknown, _client: unknown, oneOf?: string[]) => oneOf ?? config.audience,
        useGrantedResource: async () => true,
        async getResourceServerInfo(_ctx: unknown, indicator: string) {
          if (indicator !== config.audience) throw new errors.InvalidTarget();
          return {
            scope: API_SCOPES,
            audience: config.audience,
            accessTokenTTL: TTL.accessToken,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        async logoutSource(ctx: KoaContextWithOIDC, form: string) {
          const auto = !!ctx.oidc.params?.id_token_hint && ctx.oidc.client?.clientId === clientId;
          ctx.set('Content-Security-Policy', pageCsp(auto));
          ctx.body = logoutPage({ lang: ctxLanguage(ctx), form, auto });
        },
        async postLogoutSuccessSource(ctx: KoaContextWithOIDC) {
          const lang = ctxLanguage(ctx);
          ctx.set('Content-Security-Policy', pageCsp());
          ctx.body = messagePage({
            lang,
            title: t(lang, 'loggedOutTitle'),
            text: t(lang, 'loggedOutText'),
            link: appLink(lang),
          });
        },
      },
    },
    async renderError(ctx: KoaContextWithOIDC, out: { error?: string; error_description?: string }, error: Error) {
      const lang = ctxLanguage(ctx);
      const expired = error?.name === 'SessionNotFound';
      ctx.type = 'html';
      ctx.set('Content-Security-Policy', pageCsp());
      ctx.body = messagePage({
        lang,
        title: t(lang, 'errorTitle'),
        text: t(lang, expired ? 'expiredText' : 'errorText'),
        detail: [out.error, out.error_description].filter(Boolean).join(': '),
        link: appLink(lang),
      });
    },
  });
  provider.proxy = true;
  provider.on('server_error', (_ctx: unknown, err: unknown) => log.error({ err }, 'identity provider error'));
  provider.on('error', (err: unknown) => log.error({ err }, 'identity provider failure'));
  return provider;
}
