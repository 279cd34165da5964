/**
 * The one seam where approval meets the invoice lifecycle (the reform's statuses: 205 approved, 206 partly
 * approved, 207 suspended, 210 refused). The lifecycle (recordLifecycleStatus) is written by another part of the
 * work and does not exist yet: once it does, this function writes the status in the decision's transaction.
 */
import type { DbOrTx } from '../../../db/client';
import type { ApprovalState } from '../../../db/approvalSchema';

export interface ApprovalOutcome {
  documentId: string;
  /** The request's state after the decision. */
  state: ApprovalState;
  /** A step was approved but more remain (206). */
  partly: boolean;
  comment: string;
}

/** 205 when APPROVED, 206 when a step passed and more remain, 210 when REFUSED: to be written here. */
export async function onApprovalDecision(_tx: DbOrTx, _outcome: ApprovalOutcome): Promise<void> {
  // recordLifecycleStatus(tx, documentId, state === 'APPROVED' ? 205 : state === 'REFUSED' ? 210 : 206, comment)
}
