import { createContext, useContext } from 'react';
import type { Permission } from '../domain/access';
import type { Branch, CompanyInfo } from '../domain/company/company.model';
import type { UserInfo } from '../domain/users/user.model';
import type { DateRange } from './dateRange';
import type { MenuEntry } from '../navigation/menu';
import type { Mode } from '../navigation/modes';

/** Everything loaded once per session, and the session-wide choices (spec §3 "Session values", §4). */
export interface Session {
  userInfo: UserInfo;
  /** The active company (the branch when one is chosen); null for a super admin without an account. */
  companyInfo: CompanyInfo | null;
  /** Re-reads the user and the company. */
  refresh: () => Promise<void>;
  /** Re-reads the company only (after the settings dialog saved). */
  refreshCompany: () => Promise<void>;

  /** The account's companies, master first. */
  branches: Branch[];
  /** By the stored `buid`: the master when none is stored. */
  activeBranch: Branch | null;
  /** A non-master branch is chosen. */
  branchLoaded: boolean;
  /** Stores the choice (master: removes the keys) and reloads the page. No confirmation here. */
  switchBranch: (branch: Branch) => void;
  /** A super admin has chosen an account (`sauid`). */
  accountChosen: boolean;

  mode: Mode;
  availableModes: Mode[];
  /** Changes the mode (stored base64-encoded). Navigation is the layout's job (useModeNavigation). */
  setMode: (mode: Mode) => void;
  /** No mode was stored when the session started: the user is sent to `/`. */
  sendToRoot: boolean;
  /** Menu entries the user may see, all modes. */
  menuEntries: MenuEntry[];

  /** The documents' date range, yyyy-MM-dd (held on the company in the spec). */
  dateRange: DateRange;
  setDateRange: (range: DateRange) => void;

  /** Overview Mode in force: chosen (kept across reloads in this tab) and allowed (spec §6). */
  overviewMode: boolean;
  /** Stores the flag, runs the registered Overview Mode handlers, and resolves once the documents have loaded. */
  setOverviewMode: (on: boolean) => Promise<void>;

  /** Permission decided by the auth provider's canAccess. */
  has: (permission: Permission) => boolean;
  canEditCompany: boolean;
  /** What later step loaders stored (SessionData.extras). */
  extras: Readonly<Record<string, unknown>>;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}

/** For components that may render before the session is loaded. */
export const useOptionalSession = () => useContext(SessionContext);

/** The session works on a company: a super administrator only once an account is chosen (§2: no document search or company settings before). */
export const actsForCompany = (s: Pick<Session, 'userInfo' | 'accountChosen'>) =>
  !s.userInfo.superAdmin || s.accountChosen;
