import { describe, expect, it } from 'vitest';
import { requestScopes } from './scopes';

describe('the scopes of an authorization request', () => {
  it('are the configured ones when OIDC_SCOPES names them', () => {
    expect(requestScopes('openid email', ['openid', 'offline_access'])).toBe('openid email');
  });
  it('ask for offline_access only when the provider lists it in scopes_supported', () => {
    expect(requestScopes(undefined, ['openid', 'profile', 'email', 'offline_access'])).toBe(
      'openid profile email offline_access',
    );
    expect(requestScopes(undefined, ['openid', 'profile', 'email'])).toBe('openid profile email');
    expect(requestScopes(undefined, undefined)).toBe('openid profile email');
    expect(requestScopes(undefined, 'offline_access')).toBe('openid profile email');
  });
});
