import type { Branch } from '../../resources/company/model';

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

/**
 * The branch switcher shows when the company has branches and the user is the master
 * or has an active (non-master) branch (spec §6).
 */
export const showBranchSwitcher = (branches: readonly Branch[], master: boolean, branchLoaded: boolean) =>
  branches.some((b) => !b.master) && (master || branchLoaded);
