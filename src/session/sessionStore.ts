import { useSyncExternalStore } from 'react';
import { keptDateRange, type DateRange } from './dateRange';
import { keptOverviewMode } from './overviewMode';
import type { Mode } from '../navigation/modes';
import type { LoadingStepKey, SessionData } from './loadingSteps';

export type LoadState =
  | { status: 'idle' }
  | { status: 'loading'; step: LoadingStepKey }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; data: SessionData };

/**
 * Session state lives outside React: react-admin remounts the whole tree on a language
 * change, and the data must still load only once per session (spec §4), with the chosen
 * range, mode and Overview Mode kept.
 */
export interface SessionState {
  load: LoadState;
  dateRange: DateRange;
  overviewMode: boolean;
  /** null until the initial mode is resolved (after the first load). */
  mode: Mode | null;
  /** No mode was stored at start: the user is sent to `/`, once. */
  sendToRoot: boolean;
  sentToRoot: boolean;
}

const initialState = (): SessionState => ({
  load: { status: 'idle' },
  // the range and Overview Mode chosen earlier in this tab survive a reload
  dateRange: keptDateRange(),
  overviewMode: keptOverviewMode(),
  mode: null,
  sendToRoot: false,
  sentToRoot: false,
});

let state = initialState();
const listeners = new Set<() => void>();

export const sessionStore = {
  get: (): SessionState => state,
  set(patch: Partial<SessionState> | ((s: SessionState) => Partial<SessionState>)): void {
    state = { ...state, ...(typeof patch === 'function' ? patch(state) : patch) };
    listeners.forEach((l) => l());
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Forget everything (tests; a new sign-in reloads the page anyway). */
  reset(): void {
    state = initialState();
    listeners.forEach((l) => l());
  },
};

export function useSessionState<T>(select: (s: SessionState) => T): T {
  return useSyncExternalStore(
    sessionStore.subscribe,
    () => select(state),
    () => select(state),
  );
}
