import type { AuthProvider } from 'react-admin';
import { emptySessionData, runLoadingSteps, type LoadingStepKey, type SessionApi } from './loadingSteps';
import { sessionStore } from './sessionStore';

let generation = 0;
let inFlight = false;

/** Runs the first load once per session; a remount or a second call does not reload. */
export function startSessionLoad(dataProvider: SessionApi, authProvider: AuthProvider | undefined): void {
  const status = sessionStore.get().load.status;
  if (inFlight || status === 'ready' || status === 'loading') return;
  inFlight = true;
  const mine = generation;
  const apply = (patch: Parameters<typeof sessionStore.set>[0]) => {
    if (mine === generation) sessionStore.set(patch);
  };
  const onStep = (step: LoadingStepKey) => apply({ load: { status: 'loading', step } });
  onStep('rules');
  runLoadingSteps({ dataProvider, authProvider, data: emptySessionData() }, onStep)
    .then((data) => apply({ load: { status: 'ready', data } }))
    .catch((error: unknown) => apply({ load: { status: 'error', error } }))
    .finally(() => {
      if (mine === generation) inFlight = false;
    });
}

/** Forgets the session (tests; after sign-out the page is left anyway). */
export function resetSession(): void {
  generation += 1;
  inFlight = false;
  sessionStore.reset();
}
