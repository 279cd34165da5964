import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import type { Config } from '../config';
import { AppError } from '../errors';

export interface VerifiedToken {
  sub: string;
  email?: string;
  /** Roles from the configured claim; undefined when the provider sends none. */
  roles?: string[];
  exp: number;
  claims: JWTPayload;
}

const unauthorized = (why: string) => new AppError('UNAUTHORIZED', `Authentication required: ${why}`);

/** Reads a dotted claim path such as "realm_access.roles". */
export function readClaim(claims: Record<string, unknown>, path: string): unknown {
  return path.split('.').reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), claims);
}

/**
 * Verifies bearer tokens with jose: signature, issuer, audience, expiry, type.
 * Verified tokens are remembered until they expire (bounded), so a hot path does not re-verify RSA.
 */
export function createTokenVerifier(config: Config, localJwks?: () => Promise<{ keys: any[] }>) {
  let keySet: JWTVerifyGetKey | undefined;
  const cache = new Map<string, VerifiedToken>();

  async function getKeys(refresh = false): Promise<JWTVerifyGetKey> {
    if (keySet && !refresh) return keySet;
    if (localJwks) keySet = createLocalJWKSet(await localJwks());
    else {
      const res = await fetch(`${config.issuer}/.well-known/openid-configuration`);
      if (!res.ok) throw new AppError('UNAVAILABLE', 'The identity provider cannot be reached');
      const { jwks_uri } = (await res.json()) as { jwks_uri: string };
      keySet = createRemoteJWKSet(new URL(jwks_uri));
    }
    return keySet;
  }

  async function verifyOnce(token: string, refresh: boolean): Promise<JWTPayload> {
    const { payload, protectedHeader } = await jwtVerify(token, await getKeys(refresh), {
      issuer: config.issuer,
      audience: config.audience,
      clockTolerance: 5,
    });
    const typ = (protectedHeader.typ ?? '').toLowerCase();
    const accepted = config.tokenTypes.map((t) => t.toLowerCase());
    if (!accepted.includes(typ) && !accepted.includes(`application/${typ}`)) throw new Error(`token type ${typ || 'none'} not accepted`);
    return payload;
  }

  return async function verify(token: string): Promise<VerifiedToken> {
    const now = Date.now() / 1000;
    const hit = cache.get(token);
    if (hit && hit.exp > now) return hit;
    let payload: JWTPayload;
    try {
      payload = await verifyOnce(token, false);
    } catch (err: any) {
      if (err?.code === 'ERR_JWKS_NO_MATCHING_KEY' && localJwks) {
        try { payload = await verifyOnce(token, true); } catch (e: any) { throw unauthorized(e?.code ?? e?.message); }
      } else throw unauthorized(err?.code === 'ERR_JWT_EXPIRED' ? 'token expired' : (err?.message ?? 'invalid token'));
    }
    if (!payload.sub || !payload.exp) throw unauthorized('token without subject or expiry');
    const roles = readClaim(payload, config.OIDC_ROLES_CLAIM);
    const verified: VerifiedToken = {
      sub: payload.sub,
      email: typeof payload.email === 'string' ? payload.email : undefined,
      roles: Array.isArray(roles) ? roles.map(String) : undefined,
      exp: payload.exp,
      claims: payload,
    };
    if (cache.size > 5000) cache.clear();
    cache.set(token, verified);
    return verified;
  };
}
export type TokenVerifier = ReturnType<typeof createTokenVerifier>;
