import { describe, expect, it } from 'vitest';
import {
  FUNCTIONALITY_NUMBERS,
  PERMISSIONS,
  RULE_GROUP_PERMISSIONS,
  can,
  canEditCompany,
  grantablePermissions,
  isAdmin,
  isSuperAdmin,
  type AccessSubject,
} from './access';

const subject = (over: Partial<AccessSubject> = {}): AccessSubject => ({
  roles: [],
  permissions: ['VIEW_KEYWORDS', 'VIEW_RULE_GROUPS', 'OVERVIEW_MODE'],
  functionalities: ['KEYWORDS', 'USERS', 'BRANCHES'],
  master: true,
  ...over,
});

describe('access rules', () => {
  it('numbers functionalities 1-12 as the spec', () => {
    expect(FUNCTIONALITY_NUMBERS[1]).toBe('DOCUMENTS');
    expect(FUNCTIONALITY_NUMBERS[10]).toBe('PAYMENTS');
    expect(FUNCTIONALITY_NUMBERS[12]).toBe('BRANCHES');
    expect(Object.keys(FUNCTIONALITY_NUMBERS)).toHaveLength(12);
  });

  it('needs both the offer functionality and the permission', () => {
    expect(can(subject(), 'VIEW_KEYWORDS')).toBe(true);
    expect(can(subject({ functionalities: ['USERS'] }), 'VIEW_KEYWORDS')).toBe(false);
    expect(can(subject({ permissions: [] }), 'VIEW_KEYWORDS')).toBe(false);
    expect(can(subject(), 'CREATE_KEYWORDS')).toBe(false);
  });

  it('offers rule groups, branches and Overview Mode only to a master', () => {
    expect(can(subject(), 'VIEW_RULE_GROUPS')).toBe(true);
    expect(can(subject({ master: false }), 'VIEW_RULE_GROUPS')).toBe(false);
    expect(can(subject({ master: false }), 'OVERVIEW_MODE')).toBe(false);
    expect(can(subject(), 'OVERVIEW_MODE')).toBe(true);
  });

  it('needs an admin for rule-group and branch views', () => {
    expect(can(subject({ roles: ['linkeduser'] }), 'VIEW_RULE_GROUPS')).toBe(false);
    expect(can(subject({ roles: ['linkeduser'] }), 'VIEW_KEYWORDS')).toBe(true);
  });

  it('derives admin and super admin from the realm roles', () => {
    expect(isAdmin({ roles: [] })).toBe(true);
    expect(isAdmin({ roles: ['branche'] })).toBe(false);
    expect(isAdmin({ roles: ['branche', 'adminbranche'] })).toBe(true);
    expect(isAdmin({ roles: ['linkeduser'] })).toBe(false);
    expect(isSuperAdmin({ roles: ['superadmin'] })).toBe(true);
  });

  it('gives the super administrator every access', () => {
    const sa = subject({ roles: ['superadmin'], permissions: [], functionalities: [], master: false });
    expect(PERMISSIONS.every((p) => can(sa, p))).toBe(true);
  });

  it('lets only a master admin edit the company', () => {
    expect(canEditCompany(subject())).toBe(true);
    expect(canEditCompany(subject({ master: false }))).toBe(false);
    expect(canEditCompany(subject({ roles: ['linkeduser'] }))).toBe(false);
  });

  it('never lets a rule group grant more than its creator holds', () => {
    expect(grantablePermissions(subject())).toEqual(['VIEW_KEYWORDS', 'OVERVIEW_MODE']);
    expect(RULE_GROUP_PERMISSIONS.some((p) => /RULE_GROUPS|BRANCHES|ADVANCED/.test(p))).toBe(false);
  });
});
