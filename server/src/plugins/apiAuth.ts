import type { FastifyInstance, FastifyRequest } from 'fastify';
import { can, isSuperAdmin, type Permission } from '../../../src/domain/access';
import { AppError, forbidden } from '../errors';
import type { Principal } from '../modules/tenancy/principal';
import { createPrincipalCache, resolvePrincipal } from '../modules/tenancy/principal';
import { resolveScope, type Scope } from '../modules/tenancy/scope';
import type { TokenVerifier } from './tokens';
import { authenticateApiKey, type ApiKeyUse } from '../modules/intake/apiKeyAuth';

/**
 * Every API route declares who may call it; a route that declares nothing does not start.
 * - a Permission name: checked with the shared access rules (offer AND user permission)
 * - 'authenticated': any signed-in user
 * - a function: a custom rule on the principal and scope
 */
export type RouteAccess = Permission | 'authenticated' | ((p: Principal, s: Scope) => boolean);
/** The super administrator's routes (accounts, offers, functionalities). */
export const superAdminOnly: RouteAccess = (p) => isSuperAdmin(p);

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** The route also takes an API key (`X-API-Key`) for this use; any other route refuses a key. */
    apiKey?: ApiKeyUse;
  }
  interface FastifyRequest {
    principal: Principal;
    scope: Scope;
    /** The API key the request came with (absent for a signed-in user). */
    apiKey?: { uuid: string; name: string };
  }
}

const header = (req: FastifyRequest, name: string) => {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
};

function checkAccess(access: RouteAccess, p: Principal, s: Scope): boolean {
  if (access === 'authenticated') return true;
  if (typeof access === 'function') return access(p, s);
  return can(p, access);
}

/** Authentication, tenancy scope and access, applied to a whole route subtree in one place. */
export async function registerApiAuth(
  app: FastifyInstance,
  opts: { verify: TokenVerifier; matchByEmail: boolean; cacheSeconds: number },
) {
  const cache = createPrincipalCache(opts.cacheSeconds);
  app.decorateRequest('principal', null as unknown as Principal);
  app.decorateRequest('scope', null as unknown as Scope);

  app.addHook('onRoute', (route) => {
    if (!route.config?.access) throw new Error(`API route ${route.method} ${route.url} declares no access rule`);
  });

  app.addHook('onRequest', async (req) => {
    const auth = header(req, 'authorization');
    const token = auth?.match(/^Bearer\s+(\S+)$/i)?.[1];
    const apiKey = header(req, 'x-api-key');
    if (!token && apiKey) {
      const caller = await authenticateApiKey(
        app.db,
        apiKey.trim(),
        req.routeOptions.config.apiKey,
        app.config.API_KEY_RATE_PER_MINUTE,
      );
      req.principal = caller.principal;
      req.scope = caller.scope;
      req.apiKey = caller.key;
    } else {
      if (!token)
        throw new AppError('UNAUTHORIZED', 'Authentication required: missing bearer token', {
          key: 'error.code.UNAUTHORIZED',
        });
      const verified = await opts.verify(token);
      const key = `${verified.sub}|${verified.email ?? ''}|${verified.roles?.join(',') ?? '-'}`;
      req.principal = await cache.get(key, () =>
        resolvePrincipal(app.db, verified, { matchByEmail: opts.matchByEmail }),
      );
      req.scope = await resolveScope(app.db, req.principal, { buid: header(req, 'buid'), sauid: header(req, 'sauid') });
    }
    const access = req.routeOptions.config.access!;
    if (!checkAccess(access, req.principal, req.scope)) {
      throw typeof access === 'string' && access !== 'authenticated'
        ? forbidden(
            `You do not have the permission ${access}, or your offer does not include it`,
            'error.permission.offer',
            {
              permission: access,
            },
          )
        : forbidden();
    }
  });
}
