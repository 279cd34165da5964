import { useListController, type ListControllerResult, type RaRecord, type SortPayload } from 'react-admin';

/** The page sizes every payment list offers. */
export const PAGE_SIZES = [25, 50, 100];

export type PagedList<T extends RaRecord> = ListControllerResult<T>;

/**
 * One page of a payments list (react-admin's list controller over the data provider): the server pages,
 * sorts and filters, so the browser holds one page. `filter` is the page's permanent filter; the
 * user's own filters go through `setFilters`.
 */
export function usePagedList<T extends RaRecord>(
  resource: string,
  filter: Record<string, unknown>,
  sort: SortPayload,
  enabled = true,
): PagedList<T> {
  return useListController<T>({
    resource,
    filter,
    sort,
    perPage: PAGE_SIZES[0],
    disableSyncWithLocation: true,
    storeKey: false,
    // the page guards its own access; the server checks every call
    disableAuthentication: true,
    queryOptions: { enabled },
  });
}
