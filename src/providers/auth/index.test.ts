// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { withOidcConfigServer } from '../../test/oidcSetup';

withOidcConfigServer();

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
    vi.doMock('../../session/oidcClient', () => ({
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
    vi.doUnmock('../src/session/oidcClient');
  });

  it('a tab without tokens signs in through the provider session before redirecting', async () => {
    const signinRedirect = vi.fn();
    const silent = vi.fn(async () => ({ profile: { sub: 's' } }));
    vi.doMock('../../session/oidcClient', () => ({
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
    vi.doUnmock('../src/session/oidcClient');
  });
});
