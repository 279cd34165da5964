import { describe, expect, it } from 'vitest';
import type { Branch } from '../../resources/company/model';
import { isActiveBranch, isBranchLoaded, resolveActiveBranch, showBranchSwitcher, storedValueFor } from './branches';

const branch = (uuid: string, master = false): Branch => ({
  uuid, companyUUID: uuid, companyName: uuid.toUpperCase(), companyAddress: '', email: '', firstName: '', lastName: '', admin: true, master,
});
const all = [branch('m', true), branch('b1'), branch('b2')];

describe('active branch', () => {
  it('is the master when no branch is stored', () => {
    expect(resolveActiveBranch(all, null)?.uuid).toBe('m');
    expect(isBranchLoaded(all, null)).toBe(false);
  });
  it('is the branch whose uuid is stored', () => {
    expect(resolveActiveBranch(all, 'b2')?.uuid).toBe('b2');
    expect(isActiveBranch(all[2], all, 'b2')).toBe(true);
    expect(isActiveBranch(all[0], all, 'b2')).toBe(false);
    expect(isBranchLoaded(all, 'b2')).toBe(true);
  });
  it('falls back to the master for an unknown stored uuid', () => {
    expect(resolveActiveBranch(all, 'gone')?.uuid).toBe('m');
    expect(isBranchLoaded(all, 'gone')).toBe(false);
  });
  it('stores nothing for the master and the uuid for a branch', () => {
    expect(storedValueFor(all[0])).toBeNull();
    expect(storedValueFor(all[1])).toBe('b1');
  });
});

describe('branch switcher', () => {
  it('shows for a master of a company with branches', () => {
    expect(showBranchSwitcher(all, true, false)).toBe(true);
    expect(showBranchSwitcher([all[0]], true, false)).toBe(false);
  });
  it('shows for a non-master only inside a branch', () => {
    expect(showBranchSwitcher(all, false, false)).toBe(false);
    expect(showBranchSwitcher(all, false, true)).toBe(true);
  });
});
