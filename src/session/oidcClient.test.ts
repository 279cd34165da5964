// @vitest-environment happy-dom
import { User } from 'oidc-client-ts';
import { describe, expect, it } from 'vitest';
import { withOidcConfigServer } from '../test/oidcSetup';

withOidcConfigServer();

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
