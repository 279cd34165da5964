import { useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import type { AuditEntry, ChainCheck } from '../../../domain/audit/auditEntry.model';
import type { PaperdeskDataProvider } from '../../../providers/data';

export type { AuditEntry, ChainCheck };

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
