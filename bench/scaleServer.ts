/**
 * Child process of scale.bench.ts: the real app on a seeded database (DATABASE_URL, else the embedded one
 * in DATA_DIR), signed in as the demo master through a bench signing key, plus a control port that
 * hands the queries the app ran (to time them as raw SQL in the same process, which an embedded
 * database requires) and times raw SQL. It prints one JSON line with the ports, a token and the ids.
 */
import Fastify from 'fastify';
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { and, eq, isNull } from 'drizzle-orm';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { createTokenVerifier } from '../server/src/plugins/tokens';
import { openDatabase } from '../server/db/client';
import { companies, keywords, originTypes, users } from '../server/db/schema';

const captured: Array<{ sql: string; params: unknown[] }> = [];
const config = loadConfig({ LOG_LEVEL: 'silent', DEMO_DATA: 'false', ...process.env });
const database = await openDatabase({
  url: config.DATABASE_URL,
  dataDir: config.DATA_DIR,
  statementTimeoutMs: config.STATEMENT_TIMEOUT_SECONDS * 1000,
  logger: {
    logQuery: (sql, params) => {
      captured.push({ sql, params });
    },
  },
});
const db = database.db;

const key = await generateKeyPair('RS256', { extractable: true });
const jwk: JWK = { ...(await exportJWK(key.publicKey)), kid: 'bench', alg: 'RS256', use: 'sig' };
const app = await buildApp({
  config,
  database,
  verifier: createTokenVerifier(config, async () => ({ keys: [jwk] })),
  logger: false,
});
await app.listen({ port: 0, host: '127.0.0.1' });
// background work (export jobs) runs as on a real node (server/src/server.ts)
app.jobs.start();

// the demo master of the scale seed, or the user a bench names (BENCH_USER_EMAIL)
const [master] = await db
  .select()
  .from(users)
  .where(eq(users.email, process.env.BENCH_USER_EMAIL ?? 'master@demo.test'));
if (!master) throw new Error('No demo company here: run `npm run seed:scale` first');
const token = await new SignJWT({ email: master.email })
  .setProtectedHeader({ alg: 'RS256', kid: 'bench', typ: 'at+jwt' })
  .setSubject(master.id)
  .setIssuer(config.issuer)
  .setAudience(config.audience)
  .setIssuedAt()
  .setExpirationTime('2h')
  .sign(key.privateKey);
const [company] = await db
  .select()
  .from(companies)
  .where(and(eq(companies.id, master.companyId), isNull(companies.masterId)));
const [origin] = await db
  .select()
  .from(originTypes)
  .where(and(eq(originTypes.companyId, company.id), eq(originTypes.type, 'SUPPLIER')));
const kws = await db.select().from(keywords).where(eq(keywords.companyId, company.id));
const [big] = (
  (await database.query(
    `select supplier_id from documents where company_id = $1 and status in (2,3,4) and supplier_id is not null
  group by 1 order by count(*) desc limit 1`,
    [company.id],
  )) as { rows: Array<{ supplier_id: string }> }
).rows;

const control = Fastify({ logger: false });
control.post('/captured/reset', async () => {
  captured.length = 0;
  return {};
});
control.get('/captured', async () => captured);
/** Times a statement `n` times; answers the sorted durations in ms. */
control.post('/raw', async (req) => {
  const { sql, params, n } = req.body as { sql: string; params: unknown[]; n: number };
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await database.query(sql, params);
    times.push(performance.now() - t0);
  }
  return times.sort((a, b) => a - b);
});
await control.listen({ port: 0, host: '127.0.0.1' });

const port = (s: typeof app) => (s.server.address() as { port: number }).port;
process.stdout.write(
  `${JSON.stringify({
    app: port(app),
    control: port(control),
    token,
    database: database.kind,
    company: company.id,
    originType: origin?.uuid,
    bigSupplier: big?.supplier_id,
    keywords: Object.fromEntries(kws.map((k) => [k.type, k.uuid])),
  })}\n`,
);
process.on('SIGTERM', async () => {
  await control.close();
  await app.close();
  await database.close();
  process.exit(0);
});
