import FolderOpenOutlined from '@mui/icons-material/FolderOpenOutlined';
import type { Permission } from '../resources/access';
import { originTypePath } from '../resources/originTypes/model';
import { registerMenuSource, type MenuEntry } from './layout/menu';
import { registerStepLoader } from './session/loadingSteps';

interface OriginType { uuid: string; name: string; visible: boolean; type: string }

/** The account's active origin types, loaded once per session at the "Origin Types" step. */
let originTypes: OriginType[] = [];

const LISTS = ['saved', 'validated', 'duplicated', 'list'] as const;

/** One submenu per visible origin type the user may see: its work queues and its full list (spec §2). */
export function originTypeEntries(types: readonly OriginType[], allowed: readonly string[]): MenuEntry[] {
  return types
    .filter((t) => t.visible && (!allowed.length || allowed.includes(t.uuid)))
    .flatMap((t) => LISTS.map((list): MenuEntry => ({
      route: `/documents/${originTypePath(t.name)}/${list}`,
      labelKey: `menu.${list}`,
      icon: FolderOpenOutlined,
      mode: 'DOCUMENTS',
      group: `menu.group.origintype.${t.uuid}`,
      groupLabel: t.name,
      groupIcon: FolderOpenOutlined,
      permission: 'VIEW_DOCUMENTS' as Permission,
      available: true,
    })));
}

export function registerOriginTypeMenu() {
  registerStepLoader('originTypes', async ({ dataProvider, data }) => {
    if (!data.granted.has('VIEW_DOCUMENTS')) return;
    const list = await dataProvider.call<OriginType[]>('/documents/origintypes').catch(() => []);
    originTypes = list;
    data.extras.originTypes = list;
  });
  // The server already answers only the origin types the user may see.
  registerMenuSource(() => originTypeEntries(originTypes, []));
}
