import { useEffect, useRef } from 'react';

/** Calls `tick` at once and then every `intervalMs` while `enabled`; never two ticks at the same time. */
export function usePolling(tick: () => Promise<unknown>, intervalMs: number, enabled = true): void {
  const latest = useRef(tick);
  latest.current = tick;
  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const loop = async () => {
      try {
        await latest.current();
      } catch {
        /* the next tick retries */
      }
      if (!stopped) timer = setTimeout(loop, intervalMs);
    };
    void loop();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
    };
  }, [intervalMs, enabled]);
}
