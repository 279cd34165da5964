import type { ResourceModel } from '../../domain/defineResource';
import {
  CRUD_SUBJECTS,
  can,
  canEditCompany,
  isPermission,
  isSuperAdmin,
  type AccessSubject,
  type CrudAction,
  type CrudSubject,
} from '../../domain/access';

const RA_ACTIONS: Record<string, CrudAction> = {
  list: 'VIEW',
  show: 'VIEW',
  export: 'VIEW',
  create: 'CREATE',
  edit: 'UPDATE',
  delete: 'DELETE',
  clone: 'CREATE',
};

/**
 * The client side of the shared access rules:
 * - { resource: <react-admin resource>, action: list|show|create|edit|delete }
 * - { resource: 'permission', action: <Permission name> }
 * - { resource: 'company', action: 'edit' }
 */
export function decideAccess(
  subject: AccessSubject,
  resource: string,
  action: string,
  modelByName: (name: string) => ResourceModel | undefined,
): boolean {
  if (resource === 'permission') return isPermission(action) && can(subject, action);
  if (resource === 'company') return action === 'edit' ? canEditCompany(subject) : true;
  const model = modelByName(resource);
  if (model?.superAdminOnly) return isSuperAdmin(subject);
  const crud =
    model?.subject ?? (resource.toUpperCase() in CRUD_SUBJECTS ? (resource.toUpperCase() as CrudSubject) : undefined);
  const verb = RA_ACTIONS[action];
  if (!crud || !verb) return false;
  return can(subject, `${verb}_${crud}`);
}
