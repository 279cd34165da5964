import { useCallback, useEffect, useRef, useState } from 'react';

export interface Loaded<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  /** Loads again (keeps the current data on screen meanwhile). */
  reload: () => Promise<void>;
  /** Replaces the data locally (after a change the server confirmed). */
  setData: (update: (current: T | undefined) => T | undefined) => void;
}

/**
 * Runs `load` when `key` changes; a result that arrives after a newer load started is dropped.
 * `key` null means "nothing to load yet".
 */
export function useLoad<T>(key: string | null, load: () => Promise<T>): Loaded<T> {
  const [data, setState] = useState<T>();
  const [error, setError] = useState<unknown>();
  const [loading, setLoading] = useState(key !== null);
  const loader = useRef(load);
  loader.current = load;
  const generation = useRef(0);

  const run = useCallback(async () => {
    const mine = ++generation.current;
    setLoading(true);
    try {
      const result = await loader.current();
      if (mine === generation.current) {
        setState(() => result);
        setError(undefined);
      }
    } catch (err) {
      if (mine === generation.current) setError(err);
    } finally {
      if (mine === generation.current) setLoading(false);
    }
  }, []);

  useEffect(() => {
    if (key === null) return;
    void run();
    return () => {
      generation.current += 1;
    };
  }, [key, run]);

  const setData = useCallback((update: (current: T | undefined) => T | undefined) => setState(update), []);
  return { data, error, loading, reload: run, setData };
}
