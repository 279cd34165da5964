import { useGetList } from 'react-admin';
import { supplierModel } from '../../domain/suppliers/supplier.model';
import {
  AUTOCOMPLETE_DELAY_MS,
  AUTOCOMPLETE_MIN_LENGTH,
  useAutocompleteQuery,
} from '../../resources/views/autocomplete';
import type { DocumentSourceRecord } from './types';

/** Spec §9: the picker searches 300 ms after the last keystroke, from 1 character; blanks alone never search (the app's rules). */
export const SOURCE_SEARCH_DELAY_MS = AUTOCOMPLETE_DELAY_MS;
export const SOURCE_SEARCH_MIN_LENGTH = AUTOCOMPLETE_MIN_LENGTH;
/** One page of matches (range [0,19]); the user types more to narrow it. */
export const SOURCE_SEARCH_PAGE_SIZE = 20;
/** Visible (0) and invisible (1) sources are offered; archived ones (2) are not. */
export const OFFERED_VISIBILITIES = [0, 1];

/**
 * Document sources matching what the user typed, searched on the server (name, description, e-mail),
 * first page by name. `searching` covers the delay as well as the request.
 */
export function useSourceSearch(typed: string): {
  results: DocumentSourceRecord[];
  searching: boolean;
  active: boolean;
} {
  const { query, active, settling } = useAutocompleteQuery(typed);
  const { data, isFetching } = useGetList<DocumentSourceRecord>(
    supplierModel.name,
    {
      filter: { q: query, visible: OFFERED_VISIBILITIES },
      pagination: { page: 1, perPage: SOURCE_SEARCH_PAGE_SIZE },
      sort: { field: 'name', order: 'ASC' },
    },
    { enabled: query !== '', placeholderData: (previous) => previous },
  );
  return {
    results: active && query ? (data ?? []) : [],
    searching: active && (settling || isFetching),
    active,
  };
}
