import { Log, UserManager, WebStorageStateStore, type User } from 'oidc-client-ts';

if (typeof localStorage !== 'undefined' && localStorage.getItem('paperdesk.debug')) {
  Log.setLogger(console);
  Log.setLevel(Log.DEBUG);
}

export interface ClientConfig { authority: string; clientId: string; builtinIdp: boolean }

let config: Promise<ClientConfig> | undefined;
let manager: Promise<UserManager> | undefined;

/** Where to sign in: asked once from the server (`/paperdesk/config`). */
export function getClientConfig(): Promise<ClientConfig> {
  config ??= fetch('/paperdesk/config').then((r) => {
    if (!r.ok) throw new Error(`Cannot load the sign-in configuration (${r.status})`);
    return r.json() as Promise<ClientConfig>;
  });
  return config;
}

/** One UserManager per page: authorization code + PKCE S256 (oidc-client-ts' default for the code flow). */
export function getUserManager(): Promise<UserManager> {
  manager ??= getClientConfig().then((c) => {
    const origin = window.location.origin;
    return new UserManager({
      authority: c.authority,
      client_id: c.clientId,
      redirect_uri: `${origin}/auth-callback`,
      silent_redirect_uri: `${origin}/silent-renew.html`,
      post_logout_redirect_uri: `${origin}/`,
      response_type: 'code',
      scope: 'openid profile email offline_access',
      userStore: new WebStorageStateStore({ store: window.localStorage }),
      stateStore: new WebStorageStateStore({ store: window.localStorage }),
      // Renewal uses the refresh token: a POST to the token endpoint with the client id.
      automaticSilentRenew: true,
      silentRequestTimeoutInSeconds: 10,
      // Stored login state (state, nonce, code verifier) expires after 60 minutes.
      staleStateAgeInSeconds: 3600,
      // The provider's check-session iframe, polled every 5 s, where the provider has one.
      monitorSession: !c.builtinIdp,
      checkSessionIntervalInSeconds: 5,
      loadUserInfo: false,
    });
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

export async function getAccessToken(): Promise<string | null> {
  return (await getValidUser())?.access_token ?? null;
}
