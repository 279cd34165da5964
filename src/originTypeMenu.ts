import FolderOpenOutlined from '@mui/icons-material/FolderOpenOutlined';
import InsertChartOutlined from '@mui/icons-material/InsertChartOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import type { Permission } from './domain/access';
import { hasDashboards, originTypePath } from './domain/originTypes/originType.model';
import { PAYMENT_TABS } from './pages/payments/payments.routes';
import { registerMenuSource, type MenuEntry, type PageRule } from './navigation/menu';
import { registerStepLoader } from './session/loadingSteps';

interface OriginType {
  uuid: string;
  name: string;
  visible: boolean;
  type: string;
}

/** The account's active origin types, loaded once per session at the "Origin Types" step. */
let originTypes: OriginType[] = [];

const LISTS = ['saved', 'validated', 'duplicated', 'list'] as const;
const LIST_PERMISSION: Permission = 'VIEW_DOCUMENTS';
/** Dashboards and payment pages of supplier and customer kinds (spec §2), with their menu label and permission. */
const KIND_ENTRIES = [
  ['dashboard', 'menu.dashboard', 'DASHBOARD_SUPPLIERS_CUSTOMERS'],
  ['dashboard/labels', 'menu.dashboardlabels', 'DASHBOARD_LABELS'],
] as const;
const PAYMENT_ENTRIES = [
  ['topay', 'menu.invoicestopay', 'VIEW_PAYMENTS'],
  ['payed', 'menu.payed', 'VIEW_PAYMENTS'],
  ['payments', 'menu.payments', 'VIEW_PAYMENTS'],
  ['soldes', 'menu.soldes', 'VIEW_SOLDES'],
] as const;

/** One submenu per visible origin type the user may see: its work queues and its full list (spec §2). */
export function originTypeEntries(types: readonly OriginType[], allowed: readonly string[]): MenuEntry[] {
  return types
    .filter((t) => t.visible && (!allowed.length || allowed.includes(t.uuid)))
    .flatMap((t) => {
      const common = {
        mode: 'DOCUMENTS' as const,
        group: `menu.group.origintype.${t.uuid}`,
        groupLabel: t.name,
        groupIcon: FolderOpenOutlined,
        available: true,
      };
      const lists = LISTS.map((list): MenuEntry => ({
        ...common,
        route: `/documents/${originTypePath(t.name)}/${list}`,
        labelKey: `menu.${list}`,
        icon: FolderOpenOutlined,
        permission: LIST_PERMISSION,
      }));
      if (!hasDashboards(t)) return lists;
      const dashboards = KIND_ENTRIES.map(([path, labelKey, permission]): MenuEntry => ({
        ...common,
        route: `/documents/${originTypePath(t.name)}/${path}`,
        labelKey,
        icon: InsertChartOutlined,
        permission,
      }));
      const pay = PAYMENT_ENTRIES.map(([tab, labelKey, permission]): MenuEntry => ({
        ...common,
        route: `/invoices/${originTypePath(t.name)}/${PAYMENT_TABS[tab]}`,
        labelKey,
        icon: PaymentsOutlined,
        permission,
      }));
      return [...dashboards, ...lists, ...pay];
    });
}

/**
 * The rule of each per-origin-type page by route pattern (`:originPath` = the origin type's path), the
 * same permissions as its menu entries above: the route guard (src/features.tsx) reads them here.
 */
export const ORIGIN_PAGE_RULES: Readonly<Record<string, PageRule>> = Object.fromEntries([
  ...LISTS.map((list) => [`/documents/:originPath/${list}`, { permission: LIST_PERMISSION }]),
  ...KIND_ENTRIES.map(([path, , permission]) => [`/documents/:originPath/${path}`, { permission }]),
  ...PAYMENT_ENTRIES.map(([tab, , permission]) => [`/invoices/:originPath/${PAYMENT_TABS[tab]}`, { permission }]),
]);

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
