/**
 * The job claim at a backlog (issue 18's outbox slowdown): N queued jobs of one company and N finished in the last
 * hour, then the time of one claim, averaged over 50. The claim is a few index probes (server/src/modules/jobs/claim.ts),
 * so the figure should not grow with N.
 * Run: npx tsx bench/claim.bench.ts   (BENCH_N, default 10,000; DATABASE_URL for PostgreSQL, else embedded)
 */
import { sql } from 'drizzle-orm';
import { jobs } from '../server/db/schema';
import { claimNext } from '../server/src/modules/jobs/claim';
import { openTestDatabase } from '../server/test/db';
import { createAccount } from '../server/test/factories';

const N = Number(process.env.BENCH_N ?? 10_000);

async function main() {
  const database = await openTestDatabase();
  const db = database.db;
  const acc = await createAccount(db, { branches: 0 });
  for (const status of ['queued', 'done'])
    for (let i = 0; i < N; i += 500)
      await db.insert(jobs).values(
        Array.from({ length: Math.min(500, N - i) }, () => ({
          kind: 'bench',
          payload: {},
          status,
          companyId: acc.master.id,
        })),
      );
  await db.execute(sql`analyze jobs`);
  const t = performance.now();
  for (let i = 0; i < 50; i++) await claimNext(db, 'bench-node', ['bench'], 60);
  const each = (performance.now() - t) / 50;
  console.log(
    `claim with ${N} queued + ${N} finished: ${each.toFixed(1)} ms (${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded'})`,
  );
  await database.close();
}

void main();
