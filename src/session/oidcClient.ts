import {
  Log,
  UserManager,
  WebStorageStateStore,
  type CreateSigninRequestArgs,
  type IWindow,
  type NavigateResponse,
  type User,
  type UserManagerSettings,
} from 'oidc-client-ts';
import { DEFAULT_SCOPES, requestScopes } from './scopes';

if (typeof localStorage !== 'undefined' && localStorage.getItem('paperdesk.debug')) {
  Log.setLogger(console);
  Log.setLevel(Log.DEBUG);
}

export interface ClientConfig {
  authority: string;
  clientId: string;
  builtinIdp: boolean;
  /** OIDC_SCOPES: the scopes to ask for; absent = requestScopes' default. */
  scopes?: string;
}

/** The app's settings: oidc-client-ts's, and the scopes OIDC_SCOPES names (else chosen from discovery). */
export type AppUserManagerSettings = UserManagerSettings & { configuredScopes?: string };

let config: Promise<ClientConfig> | undefined;
let manager: Promise<UserManager> | undefined;
let silentAttempt: Promise<User | null> | undefined;

/** Where to sign in: asked once from the server (`/paperdesk/config`). */
export function getClientConfig(): Promise<ClientConfig> {
  config ??= fetch('/paperdesk/config').then((r) => {
    if (!r.ok) throw new Error(`Cannot load the sign-in configuration (${r.status})`);
    return r.json() as Promise<ClientConfig>;
  });
  return config;
}

/** A fresh random nonce (256 bits, base64url). */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/**
 * oidc-client-ts sends a `nonce` only when asked to. Every authorization request of ours goes through
 * `_signinStart` (sign-in redirect, silent sign-in frame, session query): each gets a fresh nonce, which the
 * library keeps with the request's state and compares with the ID token's `nonce` claim on the way back
 * ("nonce in id_token does not match nonce in client storage" otherwise), and the scopes of requestScopes
 * (the provider's discovery document is read once anyway, for its endpoints).
 */
export class NonceUserManager extends UserManager {
  private readonly configuredScopes: string | undefined;
  private scopes: Promise<string> | undefined;

  constructor(settings: AppUserManagerSettings, ...navigators: DropFirst<ConstructorParameters<typeof UserManager>>) {
    super(settings, ...navigators);
    this.configuredScopes = settings.configuredScopes;
  }

  /** The scopes of this page's authorization requests. */
  requestScope(): Promise<string> {
    const configured = this.configuredScopes;
    this.scopes ??= configured
      ? Promise.resolve(configured)
      : this.metadataService.getMetadata().then(
          (m) => requestScopes(undefined, m.scopes_supported),
          (err: unknown) => {
            this.scopes = undefined; // asked again next time
            throw err;
          },
        );
    return this.scopes;
  }

  protected override async _signinStart(args: CreateSigninRequestArgs, handle: IWindow): Promise<NavigateResponse> {
    const scope = args.scope ?? (await this.requestScope());
    return super._signinStart({ ...args, scope, nonce: args.nonce ?? newNonce() }, handle);
  }
}
type DropFirst<T extends unknown[]> = T extends [unknown, ...infer R] ? R : never;

/**
 * Authorization code + PKCE S256 with a nonce. Tokens and pending sign-in state live in this tab's
 * sessionStorage (never localStorage): another tab signs in on its own through the provider's session.
 * Sign-out revokes the refresh token.
 */
export function userManagerSettings(c: ClientConfig, origin: string, store: Storage): AppUserManagerSettings {
  return {
    authority: c.authority,
    client_id: c.clientId,
    redirect_uri: `${origin}/auth-callback`,
    silent_redirect_uri: `${origin}/silent-renew.html`,
    post_logout_redirect_uri: `${origin}/`,
    response_type: 'code',
    scope: c.scopes ?? DEFAULT_SCOPES,
    configuredScopes: c.scopes,
    userStore: new WebStorageStateStore({ store }),
    stateStore: new WebStorageStateStore({ store }),
    // Renewal uses the refresh token (a POST to the token endpoint with the client id), else the silent frame:
    // a provider without offline_access renews through its own session (prompt=none).
    automaticSilentRenew: true,
    silentRequestTimeoutInSeconds: 10,
    // Stored login state (state, nonce, code verifier) expires after 60 minutes.
    staleStateAgeInSeconds: 3600,
    // The provider's check-session iframe, polled every 5 s, where the provider has one.
    monitorSession: !c.builtinIdp,
    checkSessionIntervalInSeconds: 5,
    loadUserInfo: false,
    // Revoked explicitly by logout (authProvider), which goes on signing out should the provider not answer.
    revokeTokenTypes: ['refresh_token'],
    revokeTokensOnSignout: false,
  };
}

/** Tokens stored by earlier versions in localStorage are dropped: any script of the page could read them. */
function dropLegacyTokens() {
  if (typeof localStorage === 'undefined') return;
  for (const key of Object.keys(localStorage)) if (key.startsWith('oidc.')) localStorage.removeItem(key);
}

/** One UserManager per page. */
export function getUserManager(): Promise<UserManager> {
  manager ??= getClientConfig().then((c) => {
    dropLegacyTokens();
    return new NonceUserManager(userManagerSettings(c, window.location.origin, window.sessionStorage));
  });
  return manager;
}

/** A valid user, renewing with the refresh token when the access token has expired. */
export async function getValidUser(): Promise<User | null> {
  const um = await getUserManager();
  const user = await um.getUser();
  if (!user) return null;
  if (!user.expired) return user;
  try {
    return await um.signinSilent();
  } catch {
    await um.removeUser();
    return null;
  }
}

/**
 * A tab without tokens of its own (a new tab, a reopened window) first asks the built-in provider, in a hidden
 * frame (prompt=none), whether its session is still open: if so the tab is signed in without leaving the page.
 * Once per page; null when there is no session (then the sign-in redirect follows, which also signs in without
 * a password while the provider's session lasts). External providers go straight to the redirect: their
 * session cookie is often withheld from frames of another site.
 */
export async function signInThroughProviderSession(): Promise<User | null> {
  const c = await getClientConfig();
  if (!c.builtinIdp) return null;
  const um = await getUserManager();
  silentAttempt ??= um.signinSilent({ silentRequestTimeoutInSeconds: 5 }).catch(() => null);
  return silentAttempt;
}

export async function getAccessToken(): Promise<string | null> {
  return (await getValidUser())?.access_token ?? null;
}
