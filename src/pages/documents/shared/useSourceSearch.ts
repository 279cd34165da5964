import { useEffect, useState } from 'react';
import { useGetList } from 'react-admin';
import { supplierModel } from '../../../../resources/suppliers/model';
import type { DocumentSourceRecord } from './types';

/** Spec §9: the picker searches 300 ms after the last keystroke, from 1 character; blanks alone never search. */
export const SOURCE_SEARCH_DELAY_MS = 300;
export const SOURCE_SEARCH_MIN_LENGTH = 1;
/** One page of matches (range [0,19]); the user types more to narrow it. */
export const SOURCE_SEARCH_PAGE_SIZE = 20;
/** Visible (0) and invisible (1) sources are offered; archived ones (2) are not. */
export const OFFERED_VISIBILITIES = [0, 1];

/** The text to search for: `typed` trimmed, once it stopped changing for the delay; '' when too short. */
function useSettledQuery(typed: string): string {
  const [query, setQuery] = useState('');
  const wanted = typed.trim();
  useEffect(() => {
    if (wanted.length < SOURCE_SEARCH_MIN_LENGTH) {
      setQuery('');
      return undefined;
    }
    const timer = setTimeout(() => setQuery(wanted), SOURCE_SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [wanted]);
  return wanted.length < SOURCE_SEARCH_MIN_LENGTH ? '' : query;
}

/**
 * Document sources matching what the user typed, searched on the server (name, description, e-mail),
 * first page by name. `searching` covers the delay as well as the request.
 */
export function useSourceSearch(typed: string): { results: DocumentSourceRecord[]; searching: boolean; active: boolean } {
  const query = useSettledQuery(typed);
  const active = typed.trim().length >= SOURCE_SEARCH_MIN_LENGTH;
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
    results: active && query ? data ?? [] : [],
    searching: active && (query !== typed.trim() || isFetching),
    active,
  };
}
