import { useEffect, useRef } from 'react';

/**
 * The document loads Overview Mode waits for (spec §4: the blocking overlay is on while documents load, off when
 * the load succeeds or fails): each view that loads documents for the session's range reports while it loads
 * (useOverviewLoad), and a change of the mode waits until none does.
 */
const loading = new Set<symbol>();
const listeners = new Set<() => void>();

function report(key: symbol, on: boolean) {
  if (on) loading.add(key);
  else loading.delete(key);
  listeners.forEach((l) => l());
}

/** Reports that this view is loading documents (`on`), until it is not or it unmounts. */
export function useOverviewLoad(on: boolean): void {
  const key = useRef(Symbol('documents load'));
  useEffect(() => {
    const mine = key.current;
    report(mine, on);
    return () => report(mine, false);
  }, [on]);
}

/**
 * Resolves once the loads set off by a change are over: the views get `startWithinMs` to start loading (a page
 * with no documents on it starts none), then every load has to end, however it ends.
 */
export function documentLoadsSettled(startWithinMs = 300): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      listeners.delete(check);
      clearTimeout(timer);
      resolve();
    };
    let started = false;
    const check = () => {
      if (loading.size) started = true;
      else if (started) done();
    };
    // none started: nothing to wait for; some running: they end it
    const timer = setTimeout(() => {
      if (loading.size) started = true;
      else done();
    }, startWithinMs);
    listeners.add(check);
  });
}
