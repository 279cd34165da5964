import { MASTER_ONLY_SUBJECTS, crudPermission } from '../domain/access';
import { modelByName } from '../domain/models';
import type { MenuEntry } from './menuTypes';
import type { Mode } from './modes';

/**
 * The menu entry of a react-admin resource, read from its model (src/domain/<entity>/<entity>.model.ts): its route is
 * the resource's name, its label the resource's plural name (`resources.<name>.name`, the title of its list page), its
 * permission View on the model's subject; a super-admin-only model is for the super administrator, a master-only
 * subject (branches, rule groups) for a master company. Its icon is the resource's own (src/features.tsx registers it).
 * The catalogue gives only where it sits: mode, submenu and order.
 */
export function resourceEntry(name: string, mode: Mode, group?: string): MenuEntry {
  const model = modelByName(name);
  if (!model) throw new Error(`The menu names ${name}, which no model of src/domain/models.ts declares`);
  const base = {
    route: `/${name}`,
    labelKey: `resources.${name}.name`,
    labelArgs: { smart_count: 2 },
    mode,
    group,
    available: false,
  };
  if (model.superAdminOnly) return { ...base, requires: 'superAdmin' };
  return {
    ...base,
    permission: crudPermission('VIEW', model.subject),
    ...(MASTER_ONLY_SUBJECTS.includes(model.subject) ? { requires: 'masterOrSuperAdmin' as const } : {}),
  };
}
