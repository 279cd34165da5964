import { useState } from 'react';
import { useSession } from '../../../session/SessionContext';
import { useDocumentsApi } from '../shared/api';
import type { RecognitionJob } from '../shared/types';
import { useLoad } from '../shared/useLoad';
import { usePolling } from '../shared/usePolling';
import { isActiveJob } from '../recognition/recognitionJobs';

/** Recognition is polled every 2 s while something runs, every 15 s otherwise. */
export const DASHBOARD_POLL_MS = { active: 2000, idle: 15000 };

/** The documents of the top bar's date range (Overview Mode included) and the recognition in progress. */
export function useDashboardData(enabled: boolean) {
  const api = useDocumentsApi();
  const { dateRange, overviewMode } = useSession();
  const query = { fromDate: dateRange.fromDate, toDate: dateRange.toDate, overview: overviewMode ? 'true' : undefined };
  const documents = useLoad(enabled ? JSON.stringify(query) : null, () => api.list({ path: '/documents', query }));
  const [jobs, setJobs] = useState<RecognitionJob[]>([]);
  const active = jobs.filter(isActiveJob);
  usePolling(async () => setJobs(await api.recognitionJobs()), active.length ? DASHBOARD_POLL_MS.active : DASHBOARD_POLL_MS.idle, enabled);
  return { documents, jobs, active };
}
