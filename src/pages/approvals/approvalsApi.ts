import { useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import type { PaperdeskDataProvider } from '../../providers/data';
import type { DocumentApproval } from '../../domain/approvals/approvalAnswer';
import type { ApprovalDecision } from '../../domain/approvals/approvalRule';

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
