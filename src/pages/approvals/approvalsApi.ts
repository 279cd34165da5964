import { useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import type { PaperdeskDataProvider } from '../../providers/data';
import type { ApprovalDecision, ApprovalStep } from '../../domain/approvals/approvalRule';

/** A document's approval as GET /documents/{id}/approvals answers it. */
export type DocumentApproval =
  | { required: false }
  | {
      required: true;
      state: 'PENDING' | 'APPROVED' | 'REFUSED';
      rule: string;
      currentStep: number;
      steps: Array<ApprovalStep & { approvals: number }>;
      decisions: Array<{
        id: string;
        step: number;
        userName: string;
        decision: ApprovalDecision;
        comment: string;
        createdAt: string;
      }>;
      /** The invoice as read: sent back with the decision (409 when it changed meanwhile). */
      version: string;
      canDecide: boolean;
      reason?: string;
    };

/** The review's calls about the invoice's approval. */
export function useApprovalsApi() {
  const dp = useDataProvider<PaperdeskDataProvider>();
  return useMemo(
    () => ({
      get: (id: string) => dp.call<DocumentApproval>(`/documents/${encodeURIComponent(id)}/approvals`),
      decide: (id: string, decision: ApprovalDecision, comment: string, version?: string) =>
        dp.call<DocumentApproval>(`/documents/${encodeURIComponent(id)}/approvals`, {
          method: 'POST',
          body: { decision, comment, version },
        }),
    }),
    [dp],
  );
}
