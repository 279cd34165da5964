// @vitest-environment happy-dom
import { User } from 'oidc-client-ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

beforeEach(() => {
  vi.resetModules();
  localStorage.clear();
  sessionStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/paperdesk/config')
        return new Response(
          JSON.stringify({ authority: `${location.origin}/auth`, clientId: 'paperdesk', builtinIdp: true }),
        );
      throw new Error(`unexpected fetch ${url}`);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('oidc client', () => {
  it("keeps tokens in this tab's sessionStorage, never in localStorage, and drops those older versions left there", async () => {
    localStorage.setItem('oidc.user:https://old/auth:paperdesk', '{"access_token":"old"}');
    localStorage.setItem('buid', 'b1');
    const { getUserManager } = await import('./oidcClient');
    const um = await getUserManager();
    expect(localStorage.getItem('oidc.user:https://old/auth:paperdesk')).toBeNull();
    expect(localStorage.getItem('buid')).toBe('b1'); // the session values of spec §3 stay where they are

    await um.storeUser(
      new User({ access_token: 'at', refresh_token: 'rt', token_type: 'Bearer', profile: { sub: 's' } as never }),
    );
    expect(Object.keys(sessionStorage).filter((k) => k.startsWith('oidc.user:'))).toHaveLength(1);
    expect(Object.keys(localStorage).filter((k) => k.startsWith('oidc.'))).toEqual([]);
    expect(um.settings.revokeTokenTypes).toEqual(['refresh_token']);
  });

  it('makes a fresh url-safe nonce each time', async () => {
    const { newNonce } = await import('./oidcClient');
    const a = newNonce();
    expect(a).toMatch(/^[\w-]{43}$/);
    expect(newNonce()).not.toBe(a);
  });
});

describe('logout', () => {
  it('revokes the refresh token, then ends the provider session, even when revocation fails', async () => {
    const calls: string[] = [];
    const um = {
      getUser: async () => ({ id_token: 'idt' }),
      revokeTokens: vi.fn(async () => {
        calls.push('revoke');
        throw new Error('provider down');
      }),
      signoutRedirect: vi.fn(async () => {
        calls.push('signout');
      }),
    };
    vi.doMock('./oidcClient', () => ({
      getUserManager: async () => um,
      getValidUser: async () => null,
      getClientConfig: async () => ({}),
      signInThroughProviderSession: async () => null,
    }));
    localStorage.setItem('buid', 'b1');
    const { authProvider } = await import('./index');
    expect(await authProvider.logout(undefined)).toBe(false);
    expect(calls).toEqual(['revoke', 'signout']);
    expect(um.revokeTokens).toHaveBeenCalledWith(['refresh_token']);
    expect(um.signoutRedirect).toHaveBeenCalledWith({
      id_token_hint: 'idt',
      post_logout_redirect_uri: `${location.origin}/`,
    });
    expect(localStorage.getItem('buid')).toBeNull();
    vi.doUnmock('./oidcClient');
  });

  it('a tab without tokens signs in through the provider session before redirecting', async () => {
    const signinRedirect = vi.fn();
    const silent = vi.fn(async () => ({ profile: { sub: 's' } }));
    vi.doMock('./oidcClient', () => ({
      getUserManager: async () => ({
        signinRedirect,
        events: { addUserSignedOut: vi.fn() },
        getUser: async () => null,
      }),
      getValidUser: async () => null,
      getClientConfig: async () => ({ authority: 'http://x/auth', clientId: 'paperdesk', builtinIdp: false }),
      signInThroughProviderSession: silent,
    }));
    const { authProvider } = await import('./index');
    await authProvider.checkAuth({});
    expect(silent).toHaveBeenCalled();
    expect(signinRedirect).not.toHaveBeenCalled();
    vi.doUnmock('./oidcClient');
  });
});
