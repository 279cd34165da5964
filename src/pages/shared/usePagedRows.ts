import { useCallback, useEffect, useState } from 'react';
import { useToast } from '../../shell/feedback/toast';

/** One page of a list, loaded from the server, reloaded on demand; errors go to a toast. */
export function usePagedRows<T>(
  load: (start: number, size: number) => Promise<{ rows: T[]; total: number }>,
  size0 = 20,
) {
  const toast = useToast();
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(size0);
  const [data, setData] = useState<{ rows: T[]; total: number } | null>(null);
  const [loading, setLoading] = useState(false);
  const reload = useCallback(async () => {
    setLoading(true);
    try {
      setData(await load((page - 1) * size, size));
    } catch (err) {
      toast.error(err);
    } finally {
      setLoading(false);
    }
  }, [load, page, size, toast]);
  useEffect(() => {
    void reload();
  }, [reload]);
  /** Loads the page again without the progress bar, an error ignored (to follow work under way). */
  const refresh = useCallback(() => load((page - 1) * size, size).then(setData, () => undefined), [load, page, size]);
  /** Changes the rows on screen (after a change the server confirmed). */
  const setRows = useCallback(
    (update: (rows: T[]) => T[]) => setData((d) => (d ? { ...d, rows: update(d.rows) } : d)),
    [],
  );
  return {
    rows: data?.rows ?? [],
    loaded: data !== null,
    loading,
    reload,
    refresh,
    setRows,
    paging: {
      page,
      perPage: size,
      total: data?.total ?? 0,
      setPage,
      setPerPage: (n: number) => {
        setSize(n);
        setPage(1);
      },
    },
  };
}
