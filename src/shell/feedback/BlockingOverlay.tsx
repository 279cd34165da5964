import LockOutlined from '@mui/icons-material/LockOutlined';
import { Backdrop, CircularProgress, Stack, Typography } from '@mui/material';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export interface BlockingOverlay {
  lock: () => void;
  unlock: () => void;
  /** Locks while the work runs, unlocks when it succeeds or fails. */
  run: <T>(work: () => Promise<T>) => Promise<T>;
  locked: boolean;
}

const Context = createContext<BlockingOverlay | null>(null);

/** A page-wide lock with a lock icon; nested locks are counted. */
export function BlockingOverlayProvider({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const [count, setCount] = useState(0);
  const lock = useCallback(() => setCount((n) => n + 1), []);
  const unlock = useCallback(() => setCount((n) => Math.max(0, n - 1)), []);
  const run = useCallback(
    async <T,>(work: () => Promise<T>) => {
      lock();
      try {
        return await work();
      } finally {
        unlock();
      }
    },
    [lock, unlock],
  );
  const value = useMemo(() => ({ lock, unlock, run, locked: count > 0 }), [lock, unlock, run, count]);
  return (
    <Context.Provider value={value}>
      {children}
      <Backdrop open={count > 0} sx={{ zIndex: (t) => t.zIndex.modal + 10, color: '#fff' }} aria-busy={count > 0}>
        <Stack spacing={2} sx={{ alignItems: 'center' }} role="status" aria-live="polite">
          <Stack sx={{ position: 'relative', alignItems: 'center', justifyContent: 'center' }}>
            <CircularProgress color="inherit" size={64} thickness={2} />
            <LockOutlined sx={{ position: 'absolute', fontSize: 28 }} data-testid="blocking-overlay-lock" />
          </Stack>
          <Typography>{translate('app.overlay.locked')}</Typography>
        </Stack>
      </Backdrop>
    </Context.Provider>
  );
}

export function useBlockingOverlay(): BlockingOverlay {
  const value = useContext(Context);
  if (!value) throw new Error('useBlockingOverlay must be used inside <BlockingOverlayProvider>');
  return value;
}
