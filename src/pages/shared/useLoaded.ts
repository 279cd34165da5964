import { useCallback, useEffect, useRef } from 'react';
import { useToast } from '../../shell/feedback/toast';
import { useLoad } from './useLoad';

/**
 * useLoad for pages that load with a memoised function: loads again whenever `load` changes (a late
 * answer to an older load is dropped), shows a failure as a toast and then answers `empty`.
 * `data` is null until the first answer.
 */
export function useLoaded<T>(load: () => Promise<T>, empty: T): { data: T | null; reload: () => void } {
  const toast = useToast();
  const version = useRef({ load, n: 0 });
  if (version.current.load !== load) version.current = { load, n: version.current.n + 1 };
  const loaded = useLoad(`load-${version.current.n}`, load);
  useEffect(() => {
    if (loaded.error) toast.error(loaded.error);
  }, [loaded.error, toast]);
  const { reload: again } = loaded;
  const reload = useCallback(() => {
    void again();
  }, [again]);
  return { data: loaded.error ? empty : (loaded.data ?? null), reload };
}
