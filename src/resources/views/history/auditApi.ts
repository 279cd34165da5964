import { useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import type { PaperdeskDataProvider } from '../../../providers/data';

/** One entry of the audit trail as GET /audit and the history routes answer it. */
export interface AuditEntry {
  id: string;
  companyId: string;
  seq: number;
  userId: string | null;
  userName: string;
  clientAddress: string;
  entity: string;
  entityId: string;
  action: string;
  changes: Record<string, { before: unknown; after: unknown }>;
  createdAt: string;
  hash: string;
}

/** GET /audit/verify: the chain holds, or its first broken link. */
export type ChainCheck =
  { valid: true } | { valid: false; broken: { id: string; seq: number; reason: 'sequence' | 'link' | 'hash' } };

/** Whose history a panel shows. */
export type HistorySubject = { kind: 'documents' | 'suppliers'; id: string };

export function useAuditApi() {
  const dp = useDataProvider<PaperdeskDataProvider>();
  return useMemo(
    () => ({
      /** A page of a record's history, newest first. */
      history: (s: HistorySubject, start: number, size: number) =>
        dp.callPage<AuditEntry>(`/${s.kind}/${encodeURIComponent(s.id)}/history`, {
          query: { range: JSON.stringify([start, start + size - 1]) },
        }),
      verify: () => dp.call<ChainCheck>('/audit/verify'),
    }),
    [dp],
  );
}
