import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createTokenVerifier } from './tokens';

let keys: { privateKey: CryptoKey; jwks: { keys: any[] } };

beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true });
  keys = {
    privateKey: pair.privateKey,
    jwks: { keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' }] },
  };
});

const sign = (claims: Record<string, unknown>, o: { iss: string; aud: string | string[]; typ?: string }) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: 'k1', typ: o.typ ?? 'at+jwt' })
    .setSubject('user-1')
    .setIssuer(o.iss)
    .setAudience(o.aud)
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(keys.privateKey);

describe('token verifier', () => {
  it('accepts any audience OIDC_AUDIENCE lists, and only those', async () => {
    const config = loadConfig({
      OIDC_ISSUER: 'https://idp.example.org',
      OIDC_AUDIENCE: 'https://api.example.org, account',
    });
    expect(config.audiences).toEqual(['https://api.example.org', 'account']);
    expect(config.audience).toBe('https://api.example.org');
    const verify = createTokenVerifier(config, async () => keys.jwks);
    const iss = 'https://idp.example.org';
    expect((await verify(await sign({}, { iss, aud: 'https://api.example.org' }))).sub).toBe('user-1');
    expect((await verify(await sign({}, { iss, aud: 'account', typ: 'JWT' }))).sub).toBe('user-1');
    expect((await verify(await sign({}, { iss, aud: ['other', 'account'] }))).sub).toBe('user-1');
    await expect(verify(await sign({}, { iss, aud: 'paperdesk' }))).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    // without a roles claim the roles are unknown (they come from our records), not empty
    expect((await verify(await sign({ email: 'a@b.fr' }, { iss, aud: 'account' }))).roles).toBeUndefined();
  });

  it('keeps the single default audience', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://desk.example.com' }).audiences).toEqual([
      'https://desk.example.com/paperdesk/api',
    ]);
    expect(loadConfig({ OIDC_ISSUER: 'https://kc.example.org/realms/r' }).audiences).toEqual(['account']);
  });

  it('with the built-in provider, refuses an access token whose sign-in session has ended', async () => {
    const config = loadConfig({ PUBLIC_URL: 'https://desk.example.com' });
    const open = new Set(['s1']);
    let asked = 0;
    const verify = createTokenVerifier(config, async () => keys.jwks, {
      sessionActive: async (sid) => {
        asked += 1;
        return open.has(sid);
      },
      sessionCacheSeconds: 0,
    });
    const at = await sign({ sid: 's1' }, { iss: config.issuer, aud: config.audience });
    expect((await verify(at)).sub).toBe('user-1');
    open.delete('s1'); // signed out
    await expect(verify(at)).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
      message: expect.stringMatching(/session has ended/),
    });
    expect(asked).toBe(2);
  });

  it('asks about a session at most once per cache period', async () => {
    const config = loadConfig({ PUBLIC_URL: 'https://desk.example.com' });
    let asked = 0;
    const verify = createTokenVerifier(config, async () => keys.jwks, {
      sessionActive: async () => {
        asked += 1;
        return true;
      },
      sessionCacheSeconds: 5,
    });
    const at = await sign({ sid: 's2' }, { iss: config.issuer, aud: config.audience });
    await Promise.all([verify(at), verify(at), verify(at)]);
    await verify(at);
    expect(asked).toBe(1);
  });
});
