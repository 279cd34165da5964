/**
 * Built-in OpenID Connect provider (oidc-provider 9) mounted at /auth, used when no external
 * issuer is configured. Everything it keeps lives in the database, so any node serves any request.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import type { Config } from '../../config';
import { getCookieKeys } from './keys';
import { createProvider } from './provider';
import { identityRoutes, MOUNT } from './identity.routes';

export { getPublicJwks } from './keys';
export { isSessionActive } from './adapter';
export { generateTemporaryPassword, hashPassword, verifyPassword } from './passwords';

/** Registers the provider under /auth (issuer = config.issuer = `${publicUrl}/auth`). Call before app.listen/ready. */
export async function registerIdentityProvider(app: FastifyInstance, opts: { db: Db; config: Config }): Promise<void> {
  const { db, config } = opts;
  if (!config.builtinIdp)
    throw new Error(
      'registerIdentityProvider: an external OIDC_ISSUER is configured; the built-in provider is not used',
    );
  const expected = `${config.publicUrl}${MOUNT}`;
  if (config.issuer !== expected)
    throw new Error(`registerIdentityProvider: issuer ${config.issuer} must be ${expected}`);
  const provider = await createProvider(db, config, app.log);
  const cookieKeys = await getCookieKeys(db);
  await app.register(async (scope) => identityRoutes(scope, { provider, db, config, cookieKeys }), { prefix: MOUNT });
}
