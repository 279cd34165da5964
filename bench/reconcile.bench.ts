/**
 * Bank reconciliation throughput: statement lines reconciled per second by the reconciliation job
 * (server/src/modules/bankStatements/reconcile/job.ts) against recorded payments, on PostgreSQL
 * (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/scale_bank20: a throwaway database; it is filled
 * with one company of its own each run). The issue's scale is 100,000 lines against 200,000 payments; on a shared
 * 2-core machine the default is scaled down 50 times (--lines 2000 --payments 4000), the same ratio: half the
 * lines carry a payment's end-to-end id (confirmed), the other half only its amount and supplier IBAN (proposed).
 * Also prints the reconciliation view's first page (GET /banklines' query) p95 at that size.
 * Run: npx tsx bench/reconcile.bench.ts [--lines N] [--payments N]
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/client';
import {
  bankAccounts,
  bankLines,
  bankStatements,
  documentLifecycle,
  documents,
  paymentInvoices,
  payments,
  suppliers,
} from '../server/db/schema';
import { bankLines as lineTable } from '../server/db/schema';
import { ibanFromRib } from '../resources/bankDetails/rib';
import { listLines } from '../server/src/modules/bankStatements/present';
import { reconcileHandler } from '../server/src/modules/bankStatements/reconcile/job';
import { createAccount } from '../server/test/factories';
import { and, asc, eq } from 'drizzle-orm';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const LINES = arg('lines', 2000);
const PAYMENTS = arg('payments', 4000);
const URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/scale_bank20';
const CHUNK = 1000;

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
const day = (i: number) => `2026-${String(1 + (i % 11)).padStart(2, '0')}-${String(1 + (i % 27)).padStart(2, '0')}`;
const amount = (i: number) => `${100 + (i % 9000)}.${String(i % 100).padStart(2, '0')}`;

console.log(`seeding ${PAYMENTS} payments (one invoice each) and ${LINES} statement lines…`);
const seedStart = performance.now();
const paymentIds: string[] = [];
for (let at = 0; at < PAYMENTS; at += CHUNK) {
  const n = Math.min(CHUNK, PAYMENTS - at);
  const idx = Array.from({ length: n }, (_, j) => at + j);
  const docs = await db
    .insert(documents)
    .values(
      idx.map((i) => ({
        companyId,
        accountId: companyId,
        supplieruuid: sources[i % 50].uuid,
        suppliername: `Fournisseur ${i % 50}`,
        id: `F-${i}`,
        status: 4,
        totalttc: amount(i),
        solde: '0.00',
      })),
    )
    .returning({ uuid: documents.uuid });
  const pays = await db
    .insert(payments)
    .values(
      idx.map((i) => ({
        companyId,
        accountId: companyId,
        supplieruuid: sources[i % 50].uuid,
        paymentdate: day(i),
        paymentstatus: 0,
      })),
    )
    .returning({ uuid: payments.uuid });
  await db
    .insert(paymentInvoices)
    .values(idx.map((i, j) => ({ paymentId: pays[j].uuid, documentId: docs[j].uuid, amount: amount(i) })));
  // recorded as Paperdesk records a payment: its invoices have the lifecycle's 211 already
  await db
    .insert(documentLifecycle)
    .values(docs.map((d) => ({ companyId, documentId: d.uuid, code: 211, direction: 'OUT', origin: 'SYSTEM' })));
  paymentIds.push(...pays.map((p) => p.uuid));
}
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
for (let at = 0; at < LINES; at += CHUNK) {
  const n = Math.min(CHUNK, LINES - at);
  await db.insert(bankLines).values(
    Array.from({ length: n }, (_, j) => {
      const i = at + j;
      const e2e = i % 2 === 0 ? paymentIds[i].replace(/-/g, '') : '';
      return {
        companyId,
        accountId: companyId,
        bankAccountId: acct.uuid,
        statementId: statement.id,
        lineKey: `bench:${i}`,
        lineNo: i + 1,
        bookingDate: day(i),
        amount: `-${amount(i)}`,
        endToEndId: e2e,
        counterpartyIban: supplierIbans[i % 50],
        counterpartyName: `Fournisseur ${i % 50}`,
      };
    }),
  );
}
await db.execute(sql`analyze`);
console.log(`seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);

const handler = reconcileHandler({ db });
const started = performance.now();
await handler({ uuid: 'bench', kind: 'bank-reconcile', payload: { statementId: statement.id } } as never, {
  progress: async () => undefined,
});
const seconds = (performance.now() - started) / 1000;
const states = await db
  .select({ state: bankLines.state, n: sql<number>`count(*)` })
  .from(bankLines)
  .where(eq(bankLines.statementId, statement.id))
  .groupBy(bankLines.state);
console.log(
  `reconciled ${LINES} lines against ${PAYMENTS} payments in ${seconds.toFixed(1)} s: ${Math.round(LINES / seconds)} lines/s`,
);
console.log(`states: ${states.map((s) => `${s.state} ${s.n}`).join(', ')}`);

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
console.log(`reconciliation view first page: p50 ${times[15].toFixed(1)} ms, p95 ${times[28].toFixed(1)} ms`);
await database.close();
