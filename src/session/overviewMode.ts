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
  s.userInfo.master && !s.branchLoaded && s.mode === 'DOCUMENTS' && s.has('OVERVIEW_MODE');
