import { useListController, type ListControllerResult } from 'react-admin';
import type { DocumentRecord, SearchCriteria } from '../../../domain/documents/document.model';
import { useOverviewLoad } from '../../../session/overviewLoads';

/** Which documents a list shows: its kind (the API list) and the permanent filter of the page. */
export interface DocumentPageFilter {
  kind: 'all' | 'saved' | 'validated' | 'duplicated' | 'uncategorized' | 'search';
  originType?: string;
  fromDate?: string;
  toDate?: string;
  overview?: boolean;
  status?: number | number[];
  /** Paid invoices, the period read on their payment date. */
  paid?: boolean;
  criteria?: SearchCriteria;
}

export type DocumentPage = ListControllerResult<DocumentRecord & { id: string }>;

export const DOCUMENT_PAGE_SIZES = [25, 50, 100];

/**
 * One page of a documents list, paged, sorted and filtered by the server (react-admin's list
 * controller over the data provider's `documents` resource); `q` is the quick filter.
 */
export function useDocumentPage(filter: DocumentPageFilter, enabled = true): DocumentPage {
  const page = useListController<DocumentRecord & { id: string }>({
    resource: 'documents',
    filter,
    sort: { field: 'date', order: 'DESC' },
    perPage: DOCUMENT_PAGE_SIZES[0],
    disableSyncWithLocation: true,
    storeKey: false,
    // the page guards its own access; the server checks every call
    disableAuthentication: true,
    debounce: 300,
    queryOptions: { enabled },
  });
  // a change of Overview Mode keeps its overlay until this page has loaded
  useOverviewLoad(enabled && Boolean(page.isFetching));
  return page;
}
