import type { Session } from './SessionContext';

/** Work to do when Overview Mode changes (e.g. load one document list per non-master branch). */
export type OverviewModeHandler = (on: boolean, session: Session) => Promise<void>;

const handlers: OverviewModeHandler[] = [];

export function registerOverviewModeHandler(handler: OverviewModeHandler): void {
  handlers.push(handler);
}

export async function runOverviewModeHandlers(on: boolean, session: Session): Promise<void> {
  for (const handler of handlers) await handler(on, session);
}

/**
 * The Overview Mode switch shows only to the master when no branch is loaded, with the
 * OVERVIEW_MODE permission, in Documents mode (spec §6).
 */
export const showOverviewSwitch = (s: Pick<Session, 'userInfo' | 'branchLoaded' | 'mode' | 'has'>) =>
  overviewAllowed(s) && s.mode === 'DOCUMENTS';

/**
 * Overview Mode is open to this session: a master company's user with the permission, no branch loaded (spec §6);
 * the switch shows in Documents mode only (showOverviewSwitch), the lists read the effective flag.
 */
export const overviewAllowed = (s: Pick<Session, 'userInfo' | 'branchLoaded' | 'has'>) =>
  s.userInfo.master && !s.branchLoaded && s.has('OVERVIEW_MODE');

const KEPT_OVERVIEW = 'paperdesk.overviewMode';

/** Overview Mode as chosen earlier in this browser tab (kept across reloads, like the date range). */
export function keptOverviewMode(storage: Storage | undefined = globalThis.sessionStorage): boolean {
  try {
    return storage?.getItem(KEPT_OVERVIEW) === 'on';
  } catch {
    return false;
  }
}

export function keepOverviewMode(on: boolean, storage: Storage | undefined = globalThis.sessionStorage): void {
  if (on) storage?.setItem(KEPT_OVERVIEW, 'on');
  else storage?.removeItem(KEPT_OVERVIEW);
}
