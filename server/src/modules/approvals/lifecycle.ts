/**
 * The one seam where approval meets the invoice lifecycle (the reform's statuses): an invoice fully approved
 * is 205 (approved), one whose step passed while more remain 206 (partly approved), one refused 210 (refused),
 * written by recordLifecycleStatus in the decision's transaction, with the approver and their comment.
 */
import { eq } from 'drizzle-orm';
import { LIFECYCLE } from '../../../../src/domain/lifecycle/lifecycle';
import type { DbOrTx } from '../../../db/client';
import type { ApprovalState } from '../../../db/approvalSchema';
import { documents } from '../../../db/schema';
import { recordLifecycleStatus } from '../lifecycle/record-status';

export interface ApprovalOutcome {
  documentId: string;
  /** The request's state after the decision. */
  state: ApprovalState;
  /** A step was approved but more remain (206). */
  partly: boolean;
  comment: string;
  /** Who decided. */
  userId: string | null;
}

/** The lifecycle status a decision writes, if any (a step still waiting for more approvers writes none). */
export function approvalLifecycleCode(o: Pick<ApprovalOutcome, 'state' | 'partly'>): number | undefined {
  if (o.state === 'APPROVED') return LIFECYCLE.APPROVED;
  if (o.state === 'REFUSED') return LIFECYCLE.REFUSED;
  return o.partly ? LIFECYCLE.PARTIALLY_APPROVED : undefined;
}

export async function onApprovalDecision(tx: DbOrTx, outcome: ApprovalOutcome): Promise<void> {
  const code = approvalLifecycleCode(outcome);
  if (code === undefined) return;
  const [doc] = await tx.select().from(documents).where(eq(documents.uuid, outcome.documentId));
  if (!doc) return;
  await recordLifecycleStatus(tx, doc, { code, origin: 'USER', userId: outcome.userId, text: outcome.comment });
}
