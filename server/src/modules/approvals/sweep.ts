/**
 * Invoices validated before a rule that now covers them: when an approval rule is created or changed, a job opens
 * their approval requests, so they wait in the approvers' "To approve" list instead of only being refused at payment
 * (guard.ts refuses them either way). It reads the account's companies one at a time through the invoices-to-pay
 * index, a chunk at a time, giving way to the node's requests between chunks.
 */
import { and, eq, inArray, notExists, sql } from 'drizzle-orm';
import { matchingRule } from '../../../../src/domain/approvals/approvalRule';
import type { Db, DbOrTx } from '../../../db/client';
import { TO_PAY_PREDICATE } from '../../../db/documentSchema';
import { approvalDecisions, approvalRequests, documents } from '../../../db/schema';
import type { JobHandler } from '../jobs/jobTypes';
import { enqueue } from '../jobs/queue';
import { NO_GAUGE, type RequestGauge } from '../jobs/requestGauge';
import { accountCompanyIds } from '../tenancy/companies';
import { accountRules } from './rules';
import { requestOf } from './use-cases/request-approval';

export const APPROVAL_SWEEP_JOB = 'approval-sweep';
const CHUNK = 500;

/** Queued with the rule's change (in its transaction): the sweep sees the rules as committed. */
export const queueApprovalSweep = (tx: DbOrTx, accountId: string) =>
  enqueue(tx, APPROVAL_SWEEP_JOB, { accountId }, { companyId: accountId, subject: accountId });

/**
 * A rule changed, deactivated or deleted: the requests it opened that nobody decided yet are withdrawn (in the
 * change's transaction), so a rule no longer in force holds no invoice; the sweep queued beside it opens them again
 * under the rules as they are now. A request someone already decided on keeps its steps, as when it was opened.
 */
export async function withdrawUndecided(tx: DbOrTx, ruleId: string) {
  await tx.delete(approvalRequests).where(
    and(
      eq(approvalRequests.ruleId, ruleId),
      eq(approvalRequests.state, 'PENDING'),
      notExists(
        tx
          .select({ one: sql`1` })
          .from(approvalDecisions)
          .where(eq(approvalDecisions.documentId, approvalRequests.documentId)),
      ),
    ),
  );
}

export function approvalSweepHandler({ db, requests = NO_GAUGE }: { db: Db; requests?: RequestGauge }): JobHandler {
  return async (job, { progress, signal }) => {
    const accountId = String((job.payload as { accountId?: string }).accountId ?? '');
    const rules = (await accountRules(db, accountId)).filter((r) => r.active);
    if (!rules.length) return { opened: 0 };
    const branches = await accountCompanyIds(db, accountId);
    let opened = 0;
    for (const [n, companyId] of branches.entries()) {
      // the company's open invoices without a request: ids only, from the invoices-to-pay index
      const waiting = await db
        .select({ uuid: documents.uuid })
        .from(documents)
        .where(
          and(
            eq(documents.companyId, companyId),
            sql.raw(TO_PAY_PREDICATE),
            notExists(
              db
                .select({ one: sql`1` })
                .from(approvalRequests)
                .where(eq(approvalRequests.documentId, documents.uuid)),
            ),
          ),
        );
      for (let i = 0; i < waiting.length; i += CHUNK) {
        if (signal?.aborted) throw signal.reason;
        await requests.giveWay();
        const ids = waiting.slice(i, i + CHUNK).map((d) => d.uuid);
        opened += await db.transaction(async (tx) => {
          // the rules as they are now, held (FOR SHARE) until the chunk's requests are written: a rule changed or
          // deleted meanwhile waits, then withdraws what this chunk opened under it (withdrawUndecided)
          const current = (await accountRules(tx, accountId).for('share')).filter((r) => r.active);
          const docs = await tx.select().from(documents).where(inArray(documents.uuid, ids));
          const values = docs.flatMap((doc) => {
            const rule = doc.category === 'CREDIT' ? undefined : matchingRule(current, doc);
            // who validated it is not known here: any approver of the step may decide
            return rule ? [requestOf(doc, rule, null)] : [];
          });
          if (!values.length) return 0;
          return (await tx.insert(approvalRequests).values(values).onConflictDoNothing().returning()).length;
        });
      }
      await progress(Math.round(((n + 1) * 100) / branches.length));
    }
    return { opened };
  };
}
