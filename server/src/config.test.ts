import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { startAppNode } from '../test/identity';

describe('OIDC_SCOPES', () => {
  it('is unset by default, normalised when given, and must hold openid', () => {
    expect(loadConfig({}).OIDC_SCOPES).toBeUndefined();
    expect(loadConfig({ OIDC_SCOPES: '  openid   email profile ' }).OIDC_SCOPES).toBe('openid email profile');
    expect(() => loadConfig({ OIDC_SCOPES: 'profile email' })).toThrow(/OIDC_SCOPES: must include openid/);
    expect(() => loadConfig({ OIDC_SCOPES: 'openid "x"' })).toThrow(/OIDC_SCOPES/);
  });

  // unset, the configuration names no scopes (src/providers/auth/thirdPartyProvider.test.ts)
  it('reaches the client with the rest of the sign-in configuration (/paperdesk/config)', async () => {
    const node = await startAppNode({ OIDC_SCOPES: 'openid profile email groups' });
    try {
      expect(await (await fetch(`${node.base}/paperdesk/config`)).json()).toEqual({
        authority: `${node.base}/auth`,
        clientId: 'paperdesk',
        builtinIdp: true,
        scopes: 'openid profile email groups',
      });
    } finally {
      await node.close();
    }
  }, 90_000);
});
