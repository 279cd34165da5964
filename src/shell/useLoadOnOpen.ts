import { useState } from 'react';

/**
 * A piece of UI whose module loads on first use (a popover's calendar, a drawer's or a dialog's body):
 * `open(show)` loads it (once; later calls find it loaded), keeps it, then calls `show`, so what opens
 * has its content from the start and measures it. `loaded` is null until then.
 */
export function useLoadOnOpen<T>(load: () => Promise<T>): [loaded: T | null, open: (show: () => void) => void] {
  const [loaded, setLoaded] = useState<T | null>(null);
  const open = (show: () => void) => {
    void load().then((value) => {
      setLoaded(() => value);
      show();
    });
  };
  return [loaded, open];
}
