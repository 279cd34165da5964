import { useSession } from '../../../session/SessionContext';
import { useDocumentsApi } from '../shared/api';
import type { ListKind } from '../shared/types';
import { useLoad } from '../shared/useLoad';
import { listCalls, mergeLists } from './listSource';

/** Loads a documents list; reloads when the origin type, the date range (main list) or Overview Mode changes. */
export function useDocumentList(kind: ListKind, originType: string | undefined, ready = true) {
  const api = useDocumentsApi();
  const { dateRange, overviewMode } = useSession();
  const calls = listCalls(kind, { originType, range: dateRange, overview: overviewMode });
  const key = ready ? JSON.stringify(calls) : null;
  return useLoad(key, async () => mergeLists(kind, await Promise.all(calls.map((c) => api.list(c)))));
}
