import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Database, Db } from '../db/client';
import { registerErrorHandler } from './plugins/errorHandler';
import { registerTextInput } from './plugins/textInput';
import { registerRouteSchemas } from './plugins/routeSchemas';
import { withQuerySignal } from '../db/cancellation';
import { registerListRanges } from './crud/listQuery';
import { registerApiAuth } from './plugins/apiAuth';
import { registerSecurityHeaders } from './plugins/securityHeaders';
import { createTokenVerifier, type TokenVerifier } from './plugins/tokens';
import { getPublicJwks, isSessionActive, registerIdentityProvider } from './modules/identity';
import { tenancyRoutes } from './modules/tenancy/tenancy.routes';
import { crudRoutes } from './crud';
import { createServices, type Services } from './services';
import { documentsModule } from './modules/documents';
import { aiTestRoutes } from './modules/aiTest/aiTest.routes';
import { exportsModule } from './modules/exports';
import { mailRoutes } from './modules/mail/mail.routes';
import { paymentsModule } from './modules/payments';
import { bankDetailsModule } from './modules/bankDetails/bankDetails.routes';
import { bankStatementsModule } from './modules/bankStatements';
import { registerExportDownload } from './modules/exports/download.routes';
import { registerPublicFiles } from './storage';
import { organisationRoutes } from './modules/organisation/organisation.routes';
import { subscriptionsModule } from './modules/subscriptions';
import { intakeModule } from './modules/intake/intake.routes';
import { webhooksModule } from './modules/webhooks/webhooks.routes';
import { auditModule } from './modules/audit/audit.routes';
import { approvalsModule } from './modules/approvals';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    database: Database;
  }
}

/**
 * Every API module, the one list: each registers its routes under the API prefix, after authentication and
 * scoping (every route declares its access rule, plugins/apiAuth.ts). A new module is one line here.
 */
const apiModules: Array<(api: FastifyInstance) => Promise<void>> = [
  tenancyRoutes,
  crudRoutes,
  organisationRoutes,
  subscriptionsModule(),
  documentsModule,
  aiTestRoutes,
  mailRoutes,
  // before payments: a validated invoice's approval request is opened before pay on validation runs
  approvalsModule,
  paymentsModule,
  bankDetailsModule,
  bankStatementsModule,
  exportsModule,
  intakeModule,
  webhooksModule,
  auditModule,
];

// the built client: dist/ beside the repository root, or CLIENT_DIR (parallel browser-test runs build their own)
const distDir = process.env.CLIENT_DIR
  ? path.resolve(process.env.CLIENT_DIR)
  : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist');

export interface BuildOptions {
  config: Config;
  database: Database;
  /** Replaces the token verifier (tests of an external provider). */
  verifier?: TokenVerifier;
  logger?: boolean;
  services?: Partial<Pick<Services, 'mailer'>>;
}

/** Builds the app: external plugins, identity, the API subtree (auth + scope + routes), then the client. */
export async function buildApp({
  config,
  database,
  verifier,
  logger,
  services,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger === false ? false : { level: config.LOG_LEVEL },
    bodyLimit: 2 * 1024 * 1024,
    // X-Forwarded-* only from the proxies TRUST_PROXY names (none by default): the client address is the peer's
    trustProxy: config.TRUST_PROXY,
  });
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  const { files, jobs, mailer, requests } = createServices(config, database.db, services);
  // every request counts until its answer is sent or its client goes away (background work gives way meanwhile)
  app.addHook('onRequest', (req, reply, done) => {
    requests.begin();
    reply.raw.once('close', () => requests.end());
    done();
  });
  app.decorate('files', files);
  app.decorate('jobs', jobs);
  app.decorate('mailer', mailer);
  app.decorate('requests', requests);
  app.addHook('onClose', async () => {
    await jobs.stop();
    mailer.close();
  });
  registerErrorHandler(app);
  registerRouteSchemas(app);
  registerTextInput(app);
  await registerSecurityHeaders(app, config);
  // JSON pages, scripts and styles travel compressed (a page of documents: ~10x smaller)
  await app.register(compress, { threshold: 1024 });
  registerListRanges(app);

  app.get('/healthz', async (_req, reply) => {
    try {
      await database.ping();
      return { status: 'ok', database: database.kind };
    } catch {
      return reply.status(503).send({
        status: 'unavailable',
        code: 'UNAVAILABLE',
        message: 'The database is not reachable',
        key: 'error.code.UNAVAILABLE',
      });
    }
  });

  // Public client configuration: where to sign in, and the scopes to ask for when OIDC_SCOPES names them.
  app.get('/paperdesk/config', async () => ({
    authority: config.issuer,
    clientId: config.OIDC_CLIENT_ID,
    builtinIdp: config.builtinIdp,
    ...(config.OIDC_SCOPES ? { scopes: config.OIDC_SCOPES } : {}),
  }));

  if (config.builtinIdp) await registerIdentityProvider(app, { db: database.db, config });

  // with the built-in provider an access token ends with its sign-in session (logout), not only at `exp`
  const verify =
    verifier ??
    createTokenVerifier(
      config,
      config.builtinIdp ? () => getPublicJwks(database.db) : undefined,
      config.builtinIdp
        ? {
            sessionActive: (sid) => isSessionActive(database.db, sid),
            sessionCacheSeconds: config.ACCESS_CACHE_SECONDS,
          }
        : {},
    );
  await app.register(
    async (api) => {
      // a query of a request whose client went away is cancelled (db/cancellation.ts)
      api.addHook('onRequest', (req, reply, done) => {
        const abandoned = new AbortController();
        reply.raw.on('close', () => {
          if (!reply.raw.writableFinished) abandoned.abort();
        });
        withQuerySignal(abandoned.signal, done);
      });
      await registerApiAuth(api, {
        verify,
        matchByEmail: !config.builtinIdp,
        cacheSeconds: config.ACCESS_CACHE_SECONDS,
      });
      for (const mod of apiModules) await api.register(mod);
    },
    { prefix: config.apiPrefix },
  );

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
    await app.register(fastifyStatic, {
      root: distDir,
      index: false,
      dotfiles: 'ignore', // dist/.vite (the build manifest) is not served
      // hashed build files never change: cached for a year; index.html is always revalidated
      setHeaders: (res, file) => {
        if (file.includes(`${path.sep}assets${path.sep}`))
          res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
    app.get('/', (_req, reply) => reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html'));
  }
  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0];
    const isPage =
      req.method === 'GET' && !url.startsWith('/paperdesk/') && !url.startsWith('/auth/') && !path.extname(url);
    if (isPage && hasClient) return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html');
    return reply
      .status(404)
      .send({ code: 'NOT_FOUND', message: `No route ${req.method} ${url}`, key: 'error.code.NOT_FOUND' });
  });
}
