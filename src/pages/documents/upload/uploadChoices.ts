import type { DocumentGroupDef, OriginTypeDef } from '../../shared/types';

/** What the upload accepts (the server checks the content too): PDF, PNG, JPEG, TIFF, WebP, e-invoice XML. */
export const ACCEPTED_FILES: Record<string, string[]> = {
  'application/pdf': ['.pdf'],
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/tiff': ['.tif', '.tiff'],
  'image/webp': ['.webp'],
  'application/xml': ['.xml'],
  'text/xml': ['.xml'],
};
export const ACCEPTED_LABELS = ['PDF', 'PNG', 'JPEG', 'TIFF', 'WebP', 'XML'];

/** Access lists of the user: empty means all. */
export interface CategoryAccess {
  origintypes: string[];
  documentgroups: string[];
}
const allowed = (list: string[], uuid: string) => !list.length || list.includes(uuid);

/** Visible origin types the user may use, in their configured order. */
export function originTypeChoices(originTypes: OriginTypeDef[], access: CategoryAccess): OriginTypeDef[] {
  return originTypes
    .filter((o) => o.visible && allowed(access.origintypes, o.uuid))
    .sort((a, b) => (a.index ?? 0) - (b.index ?? 0));
}

/** Groups the user may use; limited to the origin type's groups when it names some. */
export function groupChoices(
  groups: DocumentGroupDef[],
  originType: OriginTypeDef | undefined,
  access: CategoryAccess,
): DocumentGroupDef[] {
  const own = originType?.documentgroups ?? [];
  return groups
    .filter((g) => allowed(access.documentgroups, g.uuid) && (!own.length || own.includes(g.uuid)))
    .sort((a, b) => (a.index ?? 0) - (b.index ?? 0));
}
