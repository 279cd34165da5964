import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import type { Permission } from '../domain/access';
import type { Branch } from '../domain/company/company.model';
import type { UserInfo } from '../domain/users/user.model';
import { keepDateRange, type DateRange } from './dateRange';
import { visibleMenuEntries, type MenuContext } from '../navigation/menu';
import { modesWithEntries } from '../navigation/menuModel';
import { ensureAvailable, resolveInitialMode, type Mode } from '../navigation/modes';
import { isBranchLoaded, resolveActiveBranch, storedValueFor } from './branches';
import type { SessionData } from './loadingSteps';
import { documentLoadsSettled } from './overviewLoads';
import { keepOverviewMode, overviewAllowed, runOverviewModeHandlers } from './overviewMode';
import { reloadPage } from './reloadPage';
import { SessionContext, type Session } from './SessionContext';
import { sessionStore, useSessionState } from './sessionStore';
import { readStoredAccount, readStoredBranch, storeActiveBranch } from './scope';
import { readRawStoredMode, storeMode } from './storage';

interface Props {
  data: SessionData;
  userInfo: UserInfo;
  refresh: () => Promise<void>;
  refreshCompany: () => Promise<void>;
  children: ReactNode;
}

const setDateRange = (dateRange: DateRange) => {
  keepDateRange(dateRange);
  sessionStore.set({ dateRange });
};
const setMode = (mode: Mode) => {
  storeMode(mode);
  sessionStore.set({ mode });
};
const switchBranch = (branch: Branch) => {
  storeActiveBranch(storedValueFor(branch));
  reloadPage();
};

/** The session once the first load is done: derived values and session-wide choices. */
export function LoadedSession({ data, userInfo, refresh, refreshCompany, children }: Props) {
  const { companyInfo = null, granted, canEditCompany, extras } = data;
  const { dateRange, overviewMode, mode: chosenMode, sendToRoot } = useSessionState((s) => s);
  const has = useCallback((p: Permission) => granted.has(p), [granted]);
  const storedBranch = readStoredBranch();
  const accountChosen = Boolean(readStoredAccount());
  const branches = useMemo(() => companyInfo?.branches ?? [], [companyInfo]);

  const menuEntries = useMemo(() => {
    const ctx: MenuContext = {
      has,
      superAdmin: userInfo.superAdmin,
      master: userInfo.master,
      admin: userInfo.admin,
      accountChosen,
      extras,
    };
    return visibleMenuEntries(ctx);
  }, [has, userInfo, accountChosen, extras]);
  const availableModes = useMemo(() => modesWithEntries(menuEntries), [menuEntries]);

  // The initial mode is resolved once per session, then kept in the store.
  const initial = useMemo(
    () =>
      chosenMode
        ? null
        : resolveInitialMode({
            stored: readRawStoredMode(),
            superAdmin: userInfo.superAdmin,
            available: availableModes,
          }),
    [chosenMode, userInfo.superAdmin, availableModes],
  );
  useEffect(() => {
    if (!initial) return;
    storeMode(initial.mode);
    sessionStore.set({ mode: initial.mode, sendToRoot: initial.sendToRoot });
  }, [initial]);
  const mode = ensureAvailable(chosenMode ?? initial?.mode ?? 'DOCUMENTS', availableModes);

  // the flag first (the lists load with it), then what the change sets off, until the documents have loaded
  const setOverviewMode = useCallback(async (on: boolean) => {
    keepOverviewMode(on);
    const settled = documentLoadsSettled();
    sessionStore.set({ overviewMode: on });
    await runOverviewModeHandlers(on, sessionRef.current as Session);
    await settled;
  }, []);
  const activeBranch = useMemo(() => resolveActiveBranch(branches, storedBranch), [branches, storedBranch]);
  const branchLoaded = isBranchLoaded(branches, storedBranch);

  const session = useMemo<Session>(
    () => ({
      userInfo,
      companyInfo,
      refresh,
      refreshCompany,
      branches,
      activeBranch,
      branchLoaded,
      switchBranch,
      accountChosen,
      mode,
      availableModes,
      setMode,
      sendToRoot: initial?.sendToRoot ?? sendToRoot,
      menuEntries,
      dateRange,
      setDateRange,
      // kept across reloads, in force only where it is allowed (a branch loaded since, a permission withdrawn)
      overviewMode: overviewMode && overviewAllowed({ userInfo, branchLoaded, has }),
      setOverviewMode,
      has,
      canEditCompany,
      extras,
    }),
    [
      userInfo,
      companyInfo,
      refresh,
      refreshCompany,
      branches,
      activeBranch,
      branchLoaded,
      accountChosen,
      mode,
      availableModes,
      initial,
      sendToRoot,
      menuEntries,
      dateRange,
      overviewMode,
      setOverviewMode,
      has,
      canEditCompany,
      extras,
    ],
  );
  sessionRef.current = session;

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

/** The latest session, for handlers that run outside render. */
const sessionRef: { current: Session | null } = { current: null };
