import { describe, expect, it } from 'vitest';
import { canSwitchBranch, type AccessSubject } from '../domain/access';
import type { Branch } from '../domain/company/company.model';
import { isActiveBranch, isBranchLoaded, resolveActiveBranch, showBranchSwitcher, storedValueFor } from './branches';

const branch = (uuid: string, master = false): Branch => ({
  uuid,
  companyUUID: uuid,
  companyName: uuid.toUpperCase(),
  companyAddress: '',
  email: '',
  firstName: '',
  lastName: '',
  admin: true,
  master,
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

describe('branch switcher (spec §6)', () => {
  const ctx = (over: { branches?: Branch[]; master?: boolean; branchLoaded?: boolean; overview?: boolean } = {}) => ({
    branches: over.branches ?? all,
    userInfo: { master: over.master ?? true },
    branchLoaded: over.branchLoaded ?? false,
    has: (p: string) => p === 'OVERVIEW_MODE' && (over.overview ?? true),
  });
  it('shows for a master allowed Overview Mode in a company with branches', () => {
    expect(showBranchSwitcher(ctx())).toBe(true);
    expect(showBranchSwitcher(ctx({ branches: [all[0]] }))).toBe(false);
  });
  it('never shows without Overview Mode (a clerk of the master company)', () => {
    expect(showBranchSwitcher(ctx({ overview: false }))).toBe(false);
    expect(showBranchSwitcher(ctx({ overview: false, branchLoaded: true }))).toBe(false);
  });
  it('shows for a non-master only inside a branch', () => {
    expect(showBranchSwitcher(ctx({ master: false }))).toBe(false);
    expect(showBranchSwitcher(ctx({ master: false, branchLoaded: true }))).toBe(true);
  });
});

describe('the shared rule behind it', () => {
  const subject = (over: Partial<AccessSubject> = {}): AccessSubject => ({
    roles: [],
    permissions: ['VIEW_DOCUMENTS', 'OVERVIEW_MODE'],
    functionalities: ['DOCUMENTS', 'BRANCHES'],
    master: true,
    ...over,
  });
  it('lets only a master company user with Overview Mode (and its offer) switch, and the super administrator', () => {
    expect(canSwitchBranch(subject())).toBe(true);
    expect(canSwitchBranch(subject({ permissions: ['VIEW_DOCUMENTS'], roles: ['linkeduser'] }))).toBe(false);
    expect(canSwitchBranch(subject({ functionalities: ['DOCUMENTS'] }))).toBe(false);
    expect(canSwitchBranch(subject({ master: false, roles: ['branche', 'adminbranche'] }))).toBe(false);
    expect(canSwitchBranch(subject({ roles: ['superadmin'], permissions: [] }))).toBe(true);
  });
});
