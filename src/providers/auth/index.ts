import type { AuthProvider } from 'react-admin';
import { userAccess, type UserInfo } from '../../domain/users/user.model';
import { apiFetch } from '../data/http';
import { decideAccess } from './canAccess';
import { getClientConfig, getUserManager, getValidUser, signInThroughProviderSession } from '../../session/oidcClient';
import { startSessionMonitor, stopSessionMonitor } from './sessionMonitor';
import { clearSessionKeys } from '../../session/scope';
import { forgetRefusals, noteRefusal, SIGNIN_REFUSED_PATH } from '../../session/refusedSignIn';

let userInfo: Promise<UserInfo> | undefined;
/** Set by logout: the page is leaving for the provider's end-session endpoint, no sign-in may race it. */
let leaving = false;

/** The current user's rights, loaded once per session. */
export function loadUserInfo(refresh = false): Promise<UserInfo> {
  if (refresh || !userInfo) {
    userInfo = apiFetch<UserInfo>('/users/userInfo').then((r) => {
      forgetRefusals(); // the API takes this sign-in
      return r.json;
    });
    userInfo.catch(() => {
      userInfo = undefined;
    });
  }
  return userInfo;
}

async function redirectToSignIn(): Promise<never> {
  if (leaving) return new Promise<never>(() => {});
  const um = await getUserManager();
  await um.signinRedirect({ state: { returnTo: window.location.pathname + window.location.search } });
  // The browser is leaving; keep react-admin waiting.
  return new Promise<never>(() => {});
}

async function onSessionEnded() {
  const um = await getUserManager();
  await um.removeUser();
  userInfo = undefined;
  await redirectToSignIn();
}

/** The API's reason for a 401 (its JSON message), for the administrator. */
const refusalText = (error: { message?: string; body?: unknown }) =>
  (error.body as { message?: string } | undefined)?.message ?? error.message ?? '';

export const authProvider: AuthProvider = {
  async login() {
    await redirectToSignIn();
  },
  async handleCallback() {
    const um = await getUserManager();
    const user = await um.signinRedirectCallback();
    const returnTo = (user.state as { returnTo?: string } | undefined)?.returnTo;
    return { redirectTo: returnTo && returnTo !== '/auth-callback' ? returnTo : '/' };
  },
  async checkAuth() {
    if (leaving) return new Promise<never>(() => {});
    const user = (await getValidUser()) ?? (await signInThroughProviderSession());
    if (!user) return redirectToSignIn();
    startSessionMonitor(await getUserManager(), await getClientConfig(), onSessionEnded);
  },
  async checkError(error) {
    if (error?.status === 401) {
      if (noteRefusal(refusalText(error))) {
        // the API refused two fresh sign-ins: say so rather than sign in again in circles
        window.location.assign(SIGNIN_REFUSED_PATH);
        return new Promise<never>(() => {});
      }
      const um = await getUserManager();
      await um.removeUser();
      userInfo = undefined;
      await redirectToSignIn();
    }
  },
  async logout() {
    leaving = true;
    clearSessionKeys();
    stopSessionMonitor();
    userInfo = undefined;
    const um = await getUserManager();
    const user = await um.getUser();
    if (!user) {
      leaving = false;
      return '/';
    }
    // The refresh token is revoked at the provider; should it not answer, ending the session below still ends it there.
    try {
      await um.revokeTokens(['refresh_token']);
    } catch {
      /* signing out goes on */
    }
    // signoutRedirect removes the tokens from this tab before leaving for the provider's end-session endpoint.
    await um.signoutRedirect({ id_token_hint: user.id_token, post_logout_redirect_uri: `${window.location.origin}/` });
    return false;
  },
  async getIdentity() {
    const user = await getValidUser();
    if (!user) throw new Error('Not signed in');
    const p = user.profile;
    const fullName = [p.given_name, p.family_name].filter(Boolean).join(' ') || p.email || p.sub;
    return { id: p.sub, fullName, email: p.email };
  },
  // Nothing is asked of the API before sign-in has completed (e.g. on the callback page).
  async getPermissions() {
    return (await getValidUser()) ? loadUserInfo() : undefined;
  },
  async canAccess({ resource, action }) {
    if (!(await getValidUser())) return false;
    // the resource models (zod schemas) load with the first question, not with the first screen
    const { modelByName } = await import('../../domain/models');
    return decideAccess(userAccess(await loadUserInfo()), resource, action, modelByName);
  },
};
