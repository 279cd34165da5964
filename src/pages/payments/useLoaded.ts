import { useCallback, useEffect, useState } from 'react';
import { useToast } from '../../layout/feedback/toast';

/** Loads with `load` whenever it changes; errors shown as a toast (the list then stays empty). */
export function useLoaded<T>(load: () => Promise<T>, empty: T) {
  const toast = useToast();
  const [data, setData] = useState<T | null>(null);
  const reload = useCallback(() => {
    load().then(setData, (err) => { toast.error(err); setData(empty); });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [load, toast]);
  useEffect(reload, [reload]);
  return { data, reload };
}
