import { FUNCTIONALITIES, isPermission, PERMISSION_FUNCTIONALITY, type Functionality } from '../../domain/access';

/** Effective permissions counted per functionality, in catalogue order, empty groups left out. */
export function permissionsByFunctionality(
  permissions: readonly string[],
): { functionality: Functionality; count: number }[] {
  const counts = new Map<Functionality, number>();
  for (const p of new Set(permissions)) {
    if (isPermission(p)) counts.set(PERMISSION_FUNCTIONALITY[p], (counts.get(PERMISSION_FUNCTIONALITY[p]) ?? 0) + 1);
  }
  return FUNCTIONALITIES.filter((f) => counts.has(f)).map((f) => ({ functionality: f, count: counts.get(f) ?? 0 }));
}
