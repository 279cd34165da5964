import { useEffect, useRef } from 'react';
import type { ListControllerResult } from 'react-admin';

/** The filters worth sending: blank values left out. */
export function filledFilters(values: Record<string, string | null | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1].trim() !== ''),
  );
}

/**
 * Sends the user's filters (all of them at once, so one never undoes another) to the list a moment
 * after the last change; the list goes back to its first page.
 */
export function useAppliedFilters(
  list: Pick<ListControllerResult, 'filterValues' | 'setFilters'>,
  values: Record<string, string | null | undefined>,
  delayMs = 300,
) {
  const wanted = JSON.stringify(filledFilters(values));
  const current = JSON.stringify(filledFilters(list.filterValues ?? {}));
  const setFilters = useRef(list.setFilters);
  setFilters.current = list.setFilters;
  useEffect(() => {
    if (wanted === current) return undefined;
    const timer = setTimeout(() => setFilters.current(JSON.parse(wanted), undefined, false), delayMs);
    return () => clearTimeout(timer);
  }, [wanted, current, delayMs]);
}
