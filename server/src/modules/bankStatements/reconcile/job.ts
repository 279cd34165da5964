/**
 * The reconciliation of an imported statement, as a job (never in the request): its lines a chunk at a time by
 * day, the end-to-end ids and the amounts matched for the whole chunk at once (bulk.ts), the lines they leave
 * through the other rules one by one (match.ts); exact matches confirmed, the others proposed. Each chunk is
 * one transaction, progress is reported, the node's requests go first (requestGauge) and the time limit and node
 * shutdown are honoured between chunks; a restarted job takes up the lines still unmatched without candidates.
 */
import { systemActor } from '../../../audit/record';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../../db/client';
import { bankLines, bankMatches, bankStatements } from '../../../../db/schema';
import { AppError } from '../../../errors';
import type { JobHandler } from '../../jobs/queue';
import { NO_GAUGE, type RequestGauge } from '../../jobs/requestGauge';
import { confirmMatch, type DecideContext } from './decide';
import { reconcileInBulk } from './bulk';
import { findMatches } from './match';

const CHUNK = 1000;

/** Finds and writes the matches of one line (inside the chunk's transaction); answers its new state. */
export async function reconcileLine(tx: Tx, ctx: DecideContext, line: typeof bankLines.$inferSelect) {
  const found = await findMatches(tx, line);
  if (!found) return 'UNMATCHED';
  const rows = [
    ...found.paymentIds.map((paymentId) => ({ paymentId, documentId: null })),
    ...found.documentIds.map((documentId) => ({ paymentId: null, documentId })),
  ].map((r) => ({ ...r, companyId: line.companyId, lineId: line.id, rule: found.rule, status: 'PROPOSED' }));
  const inserted = await tx.insert(bankMatches).values(rows).returning({ id: bankMatches.id });
  await tx.update(bankLines).set({ state: 'PROPOSED' }).where(eq(bankLines.id, line.id));
  if (found.exact && inserted.length === 1) {
    try {
      // in a savepoint: a payment another line took meanwhile leaves this one proposed
      await tx.transaction((sp) => confirmMatch(sp, ctx, { ...line, state: 'PROPOSED' }, inserted[0].id));
      return 'MATCHED';
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
    }
  }
  return 'PROPOSED';
}

export function reconcileHandler({ db, requests = NO_GAUGE }: { db: Db; requests?: RequestGauge }): JobHandler {
  return async (job, { progress, signal }) => {
    const statementId = String((job.payload as { statementId?: string }).statementId ?? '');
    const [statement] = await db.select().from(bankStatements).where(eq(bankStatements.id, statementId));
    if (!statement) return { skipped: 'statement gone' };
    const ctx: DecideContext = {
      companyId: statement.companyId,
      accountId: statement.accountId,
      userId: null,
      actor: systemActor(statement.accountId, statement.companyId),
    };
    const [{ n }] = await db
      .select({ n: sql<number>`count(*)` })
      .from(bankLines)
      .where(eq(bankLines.statementId, statementId));
    let after = { day: '0001-01-01', id: '00000000-0000-0000-0000-000000000000' };
    let done = 0;
    for (;;) {
      if (signal?.aborted) throw signal.reason;
      // between two chunks, the node's requests first
      await requests.giveWay();
      const chunk = await db
        .select()
        .from(bankLines)
        .where(
          and(
            eq(bankLines.statementId, statementId),
            sql`(${bankLines.bookingDate}, ${bankLines.id}) > (${after.day}::date, ${after.id}::uuid)`,
            // a line already decided or proposed (a job taken up again) keeps what it has
            eq(bankLines.state, 'UNMATCHED'),
            sql`not exists (select 1 from ${bankMatches} where ${bankMatches.lineId} = ${bankLines.id})`,
          ),
        )
        .orderBy(asc(bankLines.bookingDate), asc(bankLines.id))
        .limit(CHUNK);
      if (!chunk.length) break;
      await db.transaction(async (tx) => {
        for (const line of await reconcileInBulk(tx, ctx, chunk)) await reconcileLine(tx, ctx, line);
      });
      const last = chunk[chunk.length - 1];
      after = { day: last.bookingDate, id: last.id };
      done += chunk.length;
      await progress((done / Math.max(1, Number(n))) * 100);
    }
    await db.update(bankStatements).set({ status: 'RECONCILED' }).where(eq(bankStatements.id, statementId));
    return { lines: done };
  };
}
