import type { UserInfo } from '../../domain/users/user.model';

/**
 * The roles the profile shows (keys under app.role): the stored realm roles, or — for the master
 * company's own administrator, who holds none — what they are: master account and administrator.
 * A branch administrator reads "Branch administrator" (not also "Branch user").
 */
export function profileRoles(u: Pick<UserInfo, 'roles' | 'master' | 'admin' | 'superAdmin'>): string[] {
  if (u.superAdmin) return ['superadmin'];
  const roles = u.roles.includes('adminbranche') ? u.roles.filter((r) => r !== 'branche') : [...u.roles];
  if (roles.length) return roles;
  if (u.admin) return u.master ? ['master', 'admin'] : ['admin'];
  return ['user'];
}
