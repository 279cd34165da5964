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

const unauthorized = (why: string) =>
  new AppError('UNAUTHORIZED', `Authentication required: ${why}`, { key: 'error.code.UNAUTHORIZED' });

/** Reads a dotted claim path such as "realm_access.roles". */
function readClaim(claims: Record<string, unknown>, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), claims);
}

export interface VerifierOptions {
  /**
   * Whether the provider's session named by a token's `sid` is still open (the built-in provider): an access
   * token then dies with its session (sign-out, expiry, revocation) rather than living on until `exp`.
   */
  sessionActive?: (sid: string) => Promise<boolean>;
  /** How long a session's answer is reused, in seconds (default 5). */
  sessionCacheSeconds?: number;
}

/**
 * Verifies bearer tokens with jose: signature, issuer, audience (any of OIDC_AUDIENCE), expiry, type, and with
 * `sessionActive` the token's session. Verified tokens are remembered until they expire (bounded), so a hot
 * path does not re-verify RSA; a session's state is asked again after a few seconds.
 */
export function createTokenVerifier(
  config: Config,
  localJwks?: () => Promise<{ keys: any[] }>,
  opts: VerifierOptions = {},
) {
  let keySet: JWTVerifyGetKey | undefined;
  const cache = new Map<string, VerifiedToken>();
  const sessions = new Map<string, { active: Promise<boolean>; until: number }>();
  const sessionTtlMs = (opts.sessionCacheSeconds ?? 5) * 1000;

  /** The session's state, shared by concurrent requests and reused for a few seconds. */
  function sessionActive(sid: string): Promise<boolean> {
    const now = Date.now();
    const hit = sessions.get(sid);
    if (hit && hit.until > now) return hit.active;
    if (sessions.size > 5000) sessions.clear();
    const active = opts.sessionActive!(sid);
    sessions.set(sid, { active, until: now + sessionTtlMs });
    active.catch(() => sessions.delete(sid));
    return active;
  }

  async function getKeys(refresh = false): Promise<JWTVerifyGetKey> {
    if (keySet && !refresh) return keySet;
    if (localJwks) keySet = createLocalJWKSet(await localJwks());
    else {
      const res = await fetch(`${config.issuer}/.well-known/openid-configuration`);
      if (!res.ok)
        throw new AppError('UNAVAILABLE', 'The identity provider cannot be reached', { key: 'error.auth.idp' });
      const { jwks_uri } = (await res.json()) as { jwks_uri: string };
      keySet = createRemoteJWKSet(new URL(jwks_uri));
    }
    return keySet;
  }

  async function verifyOnce(token: string, refresh: boolean): Promise<JWTPayload> {
    const { payload, protectedHeader } = await jwtVerify(token, await getKeys(refresh), {
      issuer: config.issuer,
      audience: config.audiences ?? config.audience,
      clockTolerance: 5,
    });
    const typ = (protectedHeader.typ ?? '').toLowerCase();
    const accepted = config.tokenTypes.map((t) => t.toLowerCase());
    if (!accepted.includes(typ) && !accepted.includes(`application/${typ}`))
      throw new Error(`token type ${typ || 'none'} not accepted`);
    return payload;
  }

  return async function verify(token: string): Promise<VerifiedToken> {
    const now = Date.now() / 1000;
    const hit = cache.get(token);
    if (hit && hit.exp > now) return checkSession(hit);
    let payload: JWTPayload;
    try {
      payload = await verifyOnce(token, false);
    } catch (err: any) {
      if (err?.code === 'ERR_JWKS_NO_MATCHING_KEY' && localJwks) {
        try {
          payload = await verifyOnce(token, true);
        } catch (e: any) {
          throw unauthorized(e?.code ?? e?.message);
        }
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
    return checkSession(verified);
  };

  async function checkSession(verified: VerifiedToken): Promise<VerifiedToken> {
    const sid = verified.claims.sid;
    if (!opts.sessionActive || typeof sid !== 'string') return verified;
    let active: boolean;
    try {
      active = await sessionActive(sid);
    } catch {
      throw new AppError('UNAVAILABLE', 'The sign-in session cannot be checked', { key: 'error.auth.session' });
    }
    if (!active) throw unauthorized('the sign-in session has ended');
    return verified;
  }
}
export type TokenVerifier = ReturnType<typeof createTokenVerifier>;
