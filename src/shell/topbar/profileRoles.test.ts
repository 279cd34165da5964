import { describe, expect, it } from 'vitest';
import { profileRoles } from './profileRoles';

const user = { roles: [] as string[], master: true, admin: true, superAdmin: false };

describe('profile roles', () => {
  it("names the master's administrator, who holds no realm role", () => {
    expect(profileRoles(user)).toEqual(['master', 'admin']);
  });
  it('keeps stored roles, a branch administrator once', () => {
    expect(profileRoles({ ...user, master: false, roles: ['branche', 'adminbranche'] })).toEqual(['adminbranche']);
    expect(profileRoles({ ...user, admin: false, roles: ['linkeduser'] })).toEqual(['linkeduser']);
    expect(profileRoles({ ...user, roles: ['superadmin'], superAdmin: true })).toEqual(['superadmin']);
  });
  it('never answers nothing', () => {
    expect(profileRoles({ ...user, admin: false })).toEqual(['user']);
  });
});
