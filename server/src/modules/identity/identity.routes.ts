import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Provider } from 'oidc-provider';
import type { Db } from '../../../db/client';
import type { Config } from '../../config';
import { isSessionActive } from './adapter';
import { registerInteractionRoutes } from './interaction.routes';
import { clientUris } from './provider';

/** Where the provider is mounted in the Fastify app. */
export const MOUNT = '/auth';

export interface IdentityRouteOptions {
  provider: Provider;
  db: Db;
  config: Config;
  cookieKeys: string[];
}

/** The provider's scope (register with prefix MOUNT): our interaction pages, the session poll, then everything else to oidc-provider. */
export async function identityRoutes(
  scope: FastifyInstance,
  { provider, db, config, cookieKeys }: IdentityRouteOptions,
) {
  // oidc-provider reads request bodies itself: no parser in this scope may consume the stream.
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', (_req, _payload, done) => done(null, undefined));

  const issuerPath = new URL(config.issuer).pathname.replace(/\/$/, '');
  const publicUrl = new URL(config.publicUrl);
  const { origins } = clientUris(config);

  registerInteractionRoutes(scope, { provider, db, config, cookieKeys, issuerPath });

  // oidc-provider has no check_session iframe: the client polls this with the `sid` of its ID token.
  scope.get('/session/status', async (req, reply) => {
    const origin = req.headers.origin;
    if (origin && origins.has(origin)) reply.header('access-control-allow-origin', origin).header('vary', 'Origin');
    reply.header('cache-control', 'no-store');
    const sid = (req.query as Record<string, unknown>)?.sid;
    return { active: typeof sid === 'string' ? await isSessionActive(db, sid) : false };
  });

  const callback = provider.callback();
  const handOver = (req: FastifyRequest, reply: FastifyReply) => {
    reply.hijack();
    const raw = req.raw as IncomingMessage & { originalUrl?: string };
    const full = raw.url ?? '/';
    let rest = full.startsWith(MOUNT) ? full.slice(MOUNT.length) : full;
    if (!rest.startsWith('/')) rest = `/${rest}`;
    // The provider derives its mount path from originalUrl, and its host and scheme from X-Forwarded-*:
    // pin both to the public URL so every endpoint it advertises sits under the issuer.
    raw.originalUrl = `${issuerPath}${rest}`;
    raw.url = rest;
    raw.headers['x-forwarded-host'] = publicUrl.host;
    raw.headers['x-forwarded-proto'] = publicUrl.protocol.replace(':', '');
    void callback(raw, reply.raw);
  };
  scope.all('/*', handOver);
}
