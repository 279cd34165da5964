import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { PaperdeskDataProvider } from '../../../providers/data';
import { useSession } from '../../../session/SessionContext';
import { useOverviewLoad } from '../../../session/overviewLoads';
import type { RecognitionJob } from '../../shared/types';
import { useLoad } from '../../shared/useLoad';
import { usePolling } from '../../shared/usePolling';
import { isActiveJob } from '../recognition/recognitionJobs';
import { fetchMainStats, type StatsQuery } from './mainStats';

/** Recognition is polled every 2 s while something runs, every 15 s otherwise. */
export const DASHBOARD_POLL_MS = { active: 2000, idle: 15000 };
/** The recognition card reads one small page of the recognition jobs. */
export const RECOGNITION_CARD_PAGE = 25;

/**
 * The server's figures for the top bar's date range (Overview Mode included; GET /documents/stats, never
 * the documents themselves) and the recognition in progress (one page, polled).
 */
export function useDashboardData(enabled: boolean) {
  const dataProvider = useDataProvider<PaperdeskDataProvider>();
  const { dateRange, overviewMode } = useSession();
  const query: StatsQuery = {
    fromDate: dateRange.fromDate,
    toDate: dateRange.toDate,
    overview: overviewMode ? 'true' : undefined,
  };
  const stats = useLoad(enabled ? JSON.stringify(query) : null, () => fetchMainStats(dataProvider.call, query));
  // a change of Overview Mode keeps its overlay until the figures have loaded
  useOverviewLoad(enabled && stats.loading);
  const [jobs, setJobs] = useState<RecognitionJob[]>([]);
  const active = jobs.filter(isActiveJob);
  usePolling(
    async () => {
      const page = await dataProvider.getList<RecognitionJob & { id: string }>('recognition', {
        pagination: { page: 1, perPage: RECOGNITION_CARD_PAGE },
        sort: { field: 'createdAt', order: 'ASC' },
        filter: {},
      });
      setJobs(page.data);
    },
    active.length ? DASHBOARD_POLL_MS.active : DASHBOARD_POLL_MS.idle,
    enabled,
  );
  return { stats, jobs, active };
}
