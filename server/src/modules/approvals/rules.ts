/** The account's approval rules in order, and the one that applies to an invoice. */
import { asc, eq } from 'drizzle-orm';
import { matchingRule, type ApprovalSubject } from '../../../../src/domain/approvals/approvalRule';
import type { DbOrTx } from '../../../db/client';
import { approvalRules } from '../../../db/schema';

export const accountRules = (db: DbOrTx, accountId: string) =>
  db
    .select()
    .from(approvalRules)
    .where(eq(approvalRules.accountId, accountId))
    .orderBy(asc(approvalRules.position), asc(approvalRules.createdAt));

/** The first active rule, in order, whose conditions the invoice meets; undefined: it needs no approval. */
export async function ruleFor(db: DbOrTx, accountId: string, doc: ApprovalSubject) {
  return matchingRule(await accountRules(db, accountId), doc);
}
