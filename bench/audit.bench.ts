/**
 * The audit trail at size (issue 19): p50/p95 of the Audit page's first page, filtered by user, action and
 * period, and of a document's history, over a trail of --entries entries (1,000,000 by default) in the
 * scale seed's account; then what writing the trail adds to a document update: the p95 of PUT /documents/{id}
 * beside the p95 of `recordAudit` alone on the same chain (in transactions rolled back).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/scale npx tsx bench/audit.bench.ts [--entries 1000000]
 *
 * Run on a database the scale seed filled (`npm run seed:scale`). Missing entries are appended to the
 * account's chain first, as the app links them (server/src/audit/record.ts appendToChain), so `npm run
 * audit:verify` still holds. A command that prints, not a test.
 */
import { parseArgs } from 'node:util';
import { and, eq, sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../server/db/client';
import { documents, users } from '../server/db/schema';
import type { ChainContent } from '../server/src/audit/chain';
import { appendToChain, recordAudit, systemActor } from '../server/src/audit/record';
import { startScaleServer } from './scaleServerClient';

const { values: args } = parseArgs({
  options: { entries: { type: 'string', default: '1000000' }, runs: { type: 'string', default: '20' } },
});
const ENTRIES = Number(args.entries);
const RUNS = Number(args.runs);
const BATCH = 2_000; // 14 columns a row: under the 65,535 parameters of one statement

const database = await openDatabase({
  url: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATA_DIR || './data',
});
const db = database.db;
const [master] = await db.select().from(users).where(eq(users.email, 'master@demo.test'));
if (!master) throw new Error('No demo company here: run `npm run seed:scale` first');
const account = master.companyId;

/** Appends entries to the account's chain until it holds ENTRIES: updates of its documents, spread over 3 years. */
async function fillTrail() {
  const [{ n }] = await queryRows<{ n: string }>(
    db,
    sql`SELECT count(*)::text AS n FROM audit_entries WHERE account_id = ${account}`,
  );
  const missing = ENTRIES - Number(n);
  if (missing <= 0) return console.log(`the trail holds ${n} entries already`);
  const docs = await queryRows<{ id: string; company_id: string }>(
    db,
    sql`SELECT id, company_id FROM documents WHERE account_id = ${account} ORDER BY id LIMIT 50000`,
  );
  const start = Date.now() - 3 * 365 * 86_400_000;
  const step = (3 * 365 * 86_400_000) / missing;
  const t0 = performance.now();
  for (let done = 0; done < missing; done += BATCH) {
    const rows: ChainContent[] = [];
    for (let i = done; i < Math.min(missing, done + BATCH); i++) {
      const doc = docs[i % docs.length];
      rows.push({
        accountId: account,
        companyId: doc.company_id,
        userId: i % 7 === 0 ? null : master.id,
        userName: i % 7 === 0 ? 'system' : `${master.firstName} ${master.lastName}`,
        clientAddress: '127.0.0.1',
        entity: 'documents',
        entityId: doc.id,
        action: i % 50 === 0 ? 'VALIDATE' : 'UPDATE',
        changes: { totalttc: { before: `${(i % 900) + 100}.00`, after: `${(i % 900) + 101}.00` } },
        createdAt: new Date(start + i * step),
      });
    }
    // linked as the app links them (its head moved on with them)
    await db.transaction((tx) => appendToChain(tx, account, rows));
    if ((done / BATCH) % 100 === 0) console.log(`  ${done + rows.length} of ${missing} entries`);
  }
  console.log(`appended ${missing} entries in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
}

await fillTrail();
await db.execute(sql`ANALYZE audit_entries`);

const [often] = await queryRows<{ entity_id: string }>(
  db,
  sql`SELECT entity_id FROM audit_entries WHERE account_id = ${account} AND entity = 'documents' ORDER BY seq DESC LIMIT 1`,
);
const [target] = await db
  .select({ uuid: documents.uuid })
  .from(documents)
  .where(and(eq(documents.companyId, account), eq(documents.status, 1)))
  .limit(1);

// the app, signed in as the demo master (bench/scaleServer.ts)
const info = await startScaleServer();
const { base, child } = info;
const headers = { authorization: `Bearer ${info.token}`, 'content-type': 'application/json' };

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
const line = (name: string, t: number[], extra = '') =>
  console.log(
    `${name.padEnd(44)} p50 ${pct(t, 0.5).toFixed(1).padStart(7)} ms  p95 ${pct(t, 0.95).toFixed(1).padStart(7)} ms${extra}`,
  );

async function timed(path: string, init: RequestInit = {}): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < RUNS + 2; i++) {
    const t0 = performance.now();
    const res = await fetch(`${base}${path}`, { headers, ...init });
    await res.arrayBuffer();
    if (res.status >= 400) throw new Error(`${path}: ${res.status}`);
    if (i >= 2) times.push(performance.now() - t0);
  }
  return times.sort((a, b) => a - b);
}

const page = `range=${encodeURIComponent('[0,49]')}`;
const f = (o: object) => `filter=${encodeURIComponent(JSON.stringify(o))}`;
const month = new Date(Date.now() - 400 * 86_400_000).toISOString().slice(0, 10);
const monthEnd = new Date(Date.now() - 370 * 86_400_000).toISOString().slice(0, 10);
const [{ n: total }] = await queryRows<{ n: string }>(
  db,
  sql`SELECT count(*)::text AS n FROM audit_entries WHERE account_id = ${account}`,
);
console.log(`\naudit trail of ${Number(total).toLocaleString('en')} entries (${database.kind}), ${RUNS} runs each`);
line('Audit page, first page', await timed(`/audit?${page}`));
line('Audit page, page 100 (offset 4,950)', await timed(`/audit?range=${encodeURIComponent('[4950,4999]')}`));
line('Audit page, one user', await timed(`/audit?${page}&${f({ user: master.id })}`));
line('Audit page, one action (validations)', await timed(`/audit?${page}&${f({ action: 'VALIDATE' })}`));
line('Audit page, a month a year ago', await timed(`/audit?${page}&${f({ from: month, to: monthEnd })}`));
line('a document history', await timed(`/documents/${often.entity_id}/history?${page}`));

// what writing the trail adds to an update
const updates: number[] = [];
for (let i = 0; i < RUNS + 2; i++) {
  const t0 = performance.now();
  const res = await fetch(`${base}/documents/${target.uuid}`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ description: `bench ${Date.now()} ${i}` }),
  });
  await res.arrayBuffer();
  if (res.status >= 400) throw new Error(`PUT /documents: ${res.status}`);
  if (i >= 2) updates.push(performance.now() - t0);
}
updates.sort((a, b) => a - b);
const writes: number[] = [];
class Rollback extends Error {}
for (let i = 0; i < RUNS + 2; i++) {
  await db
    .transaction(async (tx) => {
      const t0 = performance.now();
      await recordAudit(tx, systemActor(account), {
        entity: 'documents',
        entityId: target.uuid,
        action: 'UPDATE',
        changes: { description: { before: 'a', after: `b ${i}` } },
      });
      if (i >= 2) writes.push(performance.now() - t0);
      throw new Rollback();
    })
    .catch((e) => {
      if (!(e instanceof Rollback)) throw e;
    });
}
writes.sort((a, b) => a - b);
line('PUT /documents/{id} (an update, audited)', updates);
line(
  'its audit entry alone (recordAudit)',
  writes,
  `  = ${((100 * pct(writes, 0.5)) / pct(updates, 0.5)).toFixed(1)}% of the update's p50, ${((100 * pct(writes, 0.95)) / pct(updates, 0.95)).toFixed(1)}% of its p95`,
);

child.kill('SIGTERM');
await database.close();
