import type { Branch } from '../domain/company/company.model';

/**
 * Active branch (spec §4): the master when no branch uuid is stored, else the branch
 * whose uuid equals the stored one. A stored uuid matching no branch counts as none.
 */
export function resolveActiveBranch(branches: readonly Branch[], stored: string | null): Branch | null {
  const master = branches.find((b) => b.master) ?? null;
  if (!stored) return master;
  return branches.find((b) => b.uuid === stored) ?? master;
}

/** A stored branch uuid names a real, non-master branch. */
export const isBranchLoaded = (branches: readonly Branch[], stored: string | null) =>
  Boolean(stored && branches.some((b) => b.uuid === stored && !b.master));

export const isActiveBranch = (branch: Branch, branches: readonly Branch[], stored: string | null) =>
  resolveActiveBranch(branches, stored)?.uuid === branch.uuid;

/** What choosing a branch stores: null (remove) for the master, its uuid otherwise. */
export const storedValueFor = (branch: Branch): string | null => (branch.master ? null : branch.uuid);

/** What the branch switcher's rule reads from the session. */
export interface BranchSwitcherContext {
  branches: readonly Branch[];
  userInfo: { master: boolean };
  branchLoaded: boolean;
  has: (permission: 'OVERVIEW_MODE') => boolean;
}

/**
 * The branch switcher (spec §6): "Branches are displayed when Overview Mode is allowed, the company
 * has branches, and the user is master or has an active branch." Overview Mode allowed = the shared
 * rule `canSwitchBranch` (src/domain/access.ts) as the auth provider decided it (`has`); the server
 * refuses another company's `buid` by the same rule.
 */
export const showBranchSwitcher = (s: BranchSwitcherContext) =>
  s.has('OVERVIEW_MODE') && s.branches.some((b) => !b.master) && (s.userInfo.master || s.branchLoaded);
