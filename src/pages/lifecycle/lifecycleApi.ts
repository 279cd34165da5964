import { useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import type { PaperdeskDataProvider } from '../../providers/data';
import type { LifecycleEntry, LifecyclePosted } from '../../domain/lifecycle/lifecycle';

export interface LifecycleAction {
  code: number;
  reason?: string;
  action?: string;
  amount?: string;
  text?: string;
}

/** The review's calls about a document's lifecycle (GET/POST /documents/{id}/lifecycle). */
export function useLifecycleApi() {
  const dp = useDataProvider<PaperdeskDataProvider>();
  return useMemo(
    () => ({
      list: (id: string) => dp.call<LifecycleEntry[]>(`/documents/${encodeURIComponent(id)}/lifecycle`),
      post: (id: string, body: LifecycleAction) =>
        dp.call<LifecyclePosted>(`/documents/${encodeURIComponent(id)}/lifecycle`, { method: 'POST', body }),
    }),
    [dp],
  );
}
