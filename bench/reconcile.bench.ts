/**
 * Bank reconciliation throughput: statement lines reconciled per second by the reconciliation job
 * (server/src/modules/bankStatements/reconcile/job.ts) against recorded payments, on PostgreSQL
 * (BENCH_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/scale_bank20: the bench's own database, dropped and
 * created afresh each run; either way it is filled with one company of its own, seeded in SQL by
 * bench/reconcileSeed.ts). The issue's scale is 100,000 lines against 200,000 payments; on a shared
 * 2-core machine the default is scaled down 50 times (--lines 2000 --payments 4000), the same ratio: half the
 * lines carry a payment's end-to-end id (confirmed), the other half only its amount and supplier IBAN (proposed).
 * The job runs in a real app node (bench/scaleServer.ts, its own process) while GET /users/userInfo is measured
 * idle and during the job (it must keep answering); then the reconciliation view's first page p95, its SQL and
 * through GET /banklines. --in-process: the job alone in this process, no app node.
 * Run: npx tsx bench/reconcile.bench.ts [--lines N] [--payments N] [--in-process]
 * The issue's scale: npx tsx bench/reconcile.bench.ts --lines 100000 --payments 200000
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/client';
import { bankAccounts, bankLines, bankMatches, bankStatements, suppliers } from '../server/db/schema';
import { bankLines as lineTable } from '../server/db/schema';
import { ibanFromRib } from '../src/domain/bankDetails/rib';
import { listLines } from '../server/src/modules/bankStatements/present';
import { reconcileHandler } from '../server/src/modules/bankStatements/reconcile/job';
import { RECONCILE_JOB } from '../server/src/modules/bankStatements/use-cases/import-statement';
import { enqueue } from '../server/src/modules/jobs/queue';
import autocannon from 'autocannon';
import pg from 'pg';
import { readFileSync } from 'node:fs';
import { startScaleServer, type ScaleServer } from './scaleServerClient';
import { seedInSql } from './reconcileSeed';
import { createAccount } from '../server/test/factories';
import { and, asc, eq } from 'drizzle-orm';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const LINES = arg('lines', 2000);
const PAYMENTS = arg('payments', 4000);
/** The machine's load (1, 5, 15 min) beside each figure: the machine may be shared. */
const machineLoad = () => `[load ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}]`;
const URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/scale_bank20';

if (!process.env.BENCH_DATABASE_URL) {
  // the default database is the bench's own: made afresh each run, so runs neither pile up nor need a scale seed
  const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
  await admin.connect();
  await admin.query('drop database if exists scale_bank20 with (force)');
  await admin.query('create database scale_bank20');
  await admin.end();
}
const database = await openDatabase({ url: URL, dataDir: '/tmp' });
const db = database.db;
const a = await createAccount(db, { branches: 0 });
const companyId = a.master.id;
const supplierIbans = Array.from({ length: 50 }, (_, i) => ibanFromRib('20041', '01005', String(i).padStart(11, '0'))!);
const sources = await db
  .insert(suppliers)
  .values(
    supplierIbans.map((iban, i) => ({
      companyId,
      name: `Fournisseur ${i}`,
      identifiers: [{ type: 'IBAN' as const, value: iban }],
    })),
  )
  .returning({ uuid: suppliers.uuid });

console.log(`seeding ${PAYMENTS} payments (one invoice each) and ${LINES} statement lines…`);
const seedStart = performance.now();
const [acct] = await db
  .insert(bankAccounts)
  .values({
    companyId,
    accountId: companyId,
    name: 'Bench',
    iban: ibanFromRib('30006', '00001', String(Date.now()).slice(-11))!,
  })
  .returning();
const [statement] = await db
  .insert(bankStatements)
  .values({
    companyId,
    accountId: companyId,
    bankAccountId: acct.uuid,
    format: 'camt.053',
    fileHash: `bench-${Date.now()}`,
    lineCount: LINES,
    newLines: LINES,
    status: 'RECONCILING',
  })
  .returning();
await seedInSql(db, {
  companyId,
  bankAccountId: acct.uuid,
  statementId: statement.id,
  payments: PAYMENTS,
  lines: LINES,
  supplierIds: sources.map((s) => s.uuid),
  supplierIbans,
});
await db.execute(sql`analyze`);
console.log(`seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s ${machineLoad()}`);

// The job as a node runs it (the real app in its own process, bench/scaleServer.ts), GET /users/userInfo's throughput
// idle and while it runs: the job gives way to the node's requests between its chunks. --in-process: the job alone.
const load = (seconds: number, base: string, auth: Record<string, string>) =>
  autocannon({ url: `${base}/users/userInfo`, headers: auth, connections: 10, duration: seconds });
const countStates = () =>
  db
    .select({ state: bankLines.state, n: sql<number>`count(*)` })
    .from(bankLines)
    .where(eq(bankLines.statementId, statement.id))
    .groupBy(bankLines.state);
let seconds: number;
let server: ScaleServer | undefined;
if (process.argv.includes('--in-process')) {
  const started = performance.now();
  await reconcileHandler({ db })(
    { uuid: 'bench', kind: RECONCILE_JOB, payload: { statementId: statement.id } } as never,
    {
      progress: async () => undefined,
    },
  );
  seconds = (performance.now() - started) / 1000;
} else {
  process.env.DATABASE_URL = URL;
  process.env.BENCH_USER_EMAIL = a.admin.email;
  server = await startScaleServer();
  await load(2, server.base, server.auth);
  const idle = await load(5, server.base, server.auth);
  const started = performance.now();
  await enqueue(db, RECONCILE_JOB, { statementId: statement.id }, { companyId, subject: statement.id });
  let finish!: (result: autocannon.Result) => void;
  const finished = new Promise<autocannon.Result>((resolve) => (finish = resolve));
  const during = autocannon(
    { url: `${server.base}/users/userInfo`, headers: server.auth, connections: 10, duration: 3600 },
    (_err, result) => finish(result),
  );
  for (;;) {
    await new Promise((r) => setTimeout(r, 250));
    const [row] = await db
      .select({ status: bankStatements.status })
      .from(bankStatements)
      .where(eq(bankStatements.id, statement.id));
    if (row.status === 'RECONCILED') break;
  }
  seconds = (performance.now() - started) / 1000;
  during.stop();
  const busy = await finished;
  console.log(
    `GET /users/userInfo: ${idle.requests.average.toFixed(0)} req/s idle, ${busy.requests.average.toFixed(0)} req/s while the job ran ` +
      `(${((busy.requests.average / idle.requests.average) * 100).toFixed(0)}% kept) ${machineLoad()}`,
  );
}
const states = await countStates();
console.log(
  `reconciled ${LINES} lines against ${PAYMENTS} payments in ${seconds.toFixed(1)} s: ${Math.round(LINES / seconds)} lines/s ${machineLoad()}`,
);
console.log(`states: ${states.map((s) => `${s.state} ${s.n}`).join(', ')}`);
// lines by the rule that matched them (E2E end-to-end id, AMOUNT_IBAN amount + IBAN + date window, the invoice numbers
// of the remittance) and whether it was confirmed or proposed
const rules = await db
  .select({ rule: bankMatches.rule, status: bankMatches.status, n: sql<number>`count(distinct ${bankMatches.lineId})` })
  .from(bankMatches)
  .innerJoin(bankLines, eq(bankLines.id, bankMatches.lineId))
  .where(eq(bankLines.statementId, statement.id))
  .groupBy(bankMatches.rule, bankMatches.status);
console.log(`lines by rule: ${rules.map((r) => `${r.rule} ${r.status} ${r.n}`).join(', ') || 'none'}`);

// the reconciliation view's first page (20 proposed lines with their candidates), as GET /banklines runs it
const times: number[] = [];
for (let i = 0; i < 30; i++) {
  const t0 = performance.now();
  await listLines(db, and(eq(lineTable.companyId, companyId), eq(lineTable.state, 'PROPOSED'))!, {
    limit: 20,
    offset: 0,
    order: [asc(lineTable.bookingDate), asc(lineTable.id)],
  });
  times.push(performance.now() - t0);
}
times.sort((x, y) => x - y);
console.log(
  `reconciliation view first page, its SQL: p50 ${times[15].toFixed(1)} ms, p95 ${times[28].toFixed(1)} ms ${machineLoad()}`,
);
if (server) {
  // the same page as the screen asks for it: GET /banklines, 20 proposed lines with their candidates
  const query = new URLSearchParams({ range: '[0,19]', filter: JSON.stringify({ state: 'PROPOSED' }) });
  const api: number[] = [];
  for (let i = 0; i < 50; i++) {
    const t0 = performance.now();
    const res = await fetch(`${server.base}/banklines?${query}`, { headers: server.auth });
    if (!res.ok) throw new Error(`GET /banklines: ${res.status}`);
    await res.arrayBuffer();
    api.push(performance.now() - t0);
  }
  api.sort((x, y) => x - y);
  console.log(
    `reconciliation view first page, GET /banklines: p50 ${api[25].toFixed(1)} ms, p95 ${api[47].toFixed(1)} ms ${machineLoad()}`,
  );
  server.child.kill();
}
await database.close();
