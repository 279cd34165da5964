import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Database, Db } from '../db/client';
import { registerErrorHandler } from './plugins/errorHandler';
import { registerApiAuth } from './plugins/apiAuth';
import { createTokenVerifier, type TokenVerifier } from './plugins/tokens';
import { getPublicJwks, registerIdentityProvider } from './modules/identity';
import { tenancyRoutes } from './modules/tenancy/routes';
import { crudRoutes } from './crud';
import { apiModules } from './modules';
import { createServices, type Services } from './services';
import { documentsModule } from './modules/documents';
import { aiTestRoutes } from './modules/aiTest/routes';
import { registerExportDownload } from './modules/documents/exports';
import { registerPublicFiles } from './modules/storage';
import { organisationRoutes } from './crud/areas.organisation';

declare module 'fastify' {
  interface FastifyInstance { config: Config; db: Db; database: Database }
}

const distDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist');

export interface BuildOptions {
  config: Config;
  database: Database;
  /** Replaces the token verifier (tests of an external provider). */
  verifier?: TokenVerifier;
  logger?: boolean;
  services?: Partial<Pick<Services, 'mailer'>>;
}

/** Builds the app: external plugins, identity, the API subtree (auth + scope + routes), then the client. */
export async function buildApp({ config, database, verifier, logger, services }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger === false ? false : { level: config.LOG_LEVEL },
    bodyLimit: 2 * 1024 * 1024,
    trustProxy: true,
  });
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  const { files, jobs, mailer } = createServices(config, database.db, services);
  app.decorate('files', files);
  app.decorate('jobs', jobs);
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => {
    await jobs.stop();
    mailer.close();
  });
  registerErrorHandler(app);

  app.get('/healthz', async (_req, reply) => {
    try {
      await database.ping();
      return { status: 'ok', database: database.kind };
    } catch {
      return reply.status(503).send({ status: 'unavailable', code: 'UNAVAILABLE', message: 'The database is not reachable' });
    }
  });

  // Public client configuration: where to sign in.
  app.get('/paperdesk/config', async () => ({
    authority: config.issuer,
    clientId: config.OIDC_CLIENT_ID,
    builtinIdp: config.builtinIdp,
  }));

  if (config.builtinIdp) await registerIdentityProvider(app, { db: database.db, config });

  const verify = verifier ?? createTokenVerifier(config, config.builtinIdp ? () => getPublicJwks(database.db) : undefined);
  await app.register(async (api) => {
    await registerApiAuth(api, { verify, matchByEmail: !config.builtinIdp, cacheSeconds: config.ACCESS_CACHE_SECONDS });
    await api.register(tenancyRoutes);
    await api.register(crudRoutes);
    await api.register(organisationRoutes);
    await api.register(documentsModule);
    await api.register(aiTestRoutes);
    for (const mod of apiModules) await api.register(mod);
  }, { prefix: config.apiPrefix });

  registerPublicFiles(app);
  await registerExportDownload(app);
  await registerClient(app);
  return app;
}

/** Serves the built client with history-API fallback; API paths answer JSON 404. */
async function registerClient(app: FastifyInstance) {
  const hasClient = existsSync(path.join(distDir, 'index.html'));
  if (hasClient) {
    const { default: fastifyStatic } = await import('@fastify/static');
    await app.register(fastifyStatic, { root: distDir, index: false });
    app.get('/', (_req, reply) => reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html'));
  }
  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0];
    const isPage = req.method === 'GET' && !url.startsWith('/paperdesk/') && !url.startsWith('/auth/') && !path.extname(url);
    if (isPage && hasClient) return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html');
    return reply.status(404).send({ code: 'NOT_FOUND', message: `No route ${req.method} ${url}` });
  });
}
