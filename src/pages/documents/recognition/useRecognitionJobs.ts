import { useListController, type ListControllerResult } from 'react-admin';
import type { RecognitionJob } from '../../shared/types';

/** Polled every 2 s. */
export const RECOGNITION_PAGE_POLL_MS = 2000;
/** Jobs shown at once: recognition keeps finished jobs ten minutes, so a page is usually all there is. */
export const RECOGNITION_PAGE_SIZE = 50;

export type RecognitionJobsPage = ListControllerResult<RecognitionJob & { id: string }>;

/**
 * One page of the recognition jobs (waiting, running, or finished in the last ten minutes), polled:
 * react-admin's list controller over the data provider's `recognition` resource, paged by the server.
 * A failed poll is shown by the page (no toast every 2 s); the next one retries.
 */
export function useRecognitionJobs(): RecognitionJobsPage {
  return useListController<RecognitionJob & { id: string }>({
    resource: 'recognition',
    sort: { field: 'createdAt', order: 'ASC' },
    perPage: RECOGNITION_PAGE_SIZE,
    disableSyncWithLocation: true,
    storeKey: false,
    // the page guards its own access; the server checks every call
    disableAuthentication: true,
    queryOptions: { refetchInterval: RECOGNITION_PAGE_POLL_MS, onError: () => undefined },
  });
}
