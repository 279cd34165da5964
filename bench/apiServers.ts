/** Child process of api.bench.ts: a bare Fastify server and the real app, so the load generator runs apart. */
import Fastify from 'fastify';
import { createTestContext } from '../server/test/app';
import { createAccount } from '../server/test/factories';

const bare = Fastify({ logger: false });
bare.get('/bare', async () => ({ ok: true }));
await bare.listen({ port: 0, host: '127.0.0.1' });

const t = await createTestContext();
const acc = await createAccount(t.database.db);
const token = await t.token({ sub: acc.admin.id, roles: [] }, { expiresIn: '1h' });
await t.app.listen({ port: 0, host: '127.0.0.1' });

process.stdout.write(
  `${JSON.stringify({
    bare: (bare.server.address() as { port: number }).port,
    app: (t.app.server.address() as { port: number }).port,
    token,
    database: t.database.kind,
    cacheSeconds: t.config.ACCESS_CACHE_SECONDS,
  })}\n`,
);
process.on('SIGTERM', async () => {
  await bare.close();
  await t.close();
  process.exit(0);
});
