import type { SvgIconComponent } from '@mui/icons-material';
import type { MenuEntry } from './menu';
import { MENU_GROUPS } from './menuCatalogue';
import { orderModes, pathBelongsTo, type Mode } from './modes';

/** A rendered menu item (spec §2: label, icon, routerLink, items, visible, disabled). */
export interface MenuItemModel {
  /** i18n key. */
  label: string;
  /** The key's figures (a resource's plural name). */
  labelArgs?: Record<string, unknown>;
  /** Literal text shown instead of translating `label`. */
  text?: string;
  icon?: SvgIconComponent;
  routerLink?: string;
  items?: MenuItemModel[];
  visible?: boolean;
  disabled?: boolean;
  /** The API path of the number shown beside the label. */
  countPath?: string;
}

const toItem = (e: MenuEntry): MenuItemModel => ({
  label: e.labelKey,
  ...(e.labelArgs ? { labelArgs: e.labelArgs } : {}),
  text: e.label,
  icon: e.icon,
  routerLink: e.route,
  visible: true,
  disabled: e.disabled ?? false,
  ...(e.countPath ? { countPath: e.countPath } : {}),
});

/** A stable React key for an item. */
export const itemKey = (item: MenuItemModel) => item.routerLink ?? `${item.label}:${item.text ?? ''}`;

/** The text of an item: its literal text, else its translated label. */
export const itemText = (item: MenuItemModel, translate: (key: string, args?: Record<string, unknown>) => string) =>
  item.text ?? translate(item.label, item.labelArgs);

/** The menu of one mode from visible entries: grouped entries become submenus, in first-appearance order. */
export function buildMenuModel(visible: readonly MenuEntry[], mode: Mode): MenuItemModel[] {
  const model: MenuItemModel[] = [];
  const groups = new Map<string, MenuItemModel>();
  for (const e of visible.filter((x) => x.mode === mode)) {
    if (!e.group) {
      model.push(toItem(e));
      continue;
    }
    const groupKey = `${e.group}:${e.groupLabel ?? ''}`;
    let group = groups.get(groupKey);
    if (!group) {
      group = {
        label: e.group,
        text: e.groupLabel,
        icon: MENU_GROUPS[e.group] ?? e.groupIcon,
        items: [],
        visible: true,
      };
      groups.set(groupKey, group);
      model.push(group);
    }
    group.items?.push(toItem(e));
  }
  return model;
}

/** Modes with at least one visible entry; modes without entries are not offered. */
export const modesWithEntries = (visible: readonly MenuEntry[]): Mode[] => orderModes(visible.map((e) => e.mode));

/** Routes of a mode, for its landing page. */
export const routesOfMode = (visible: readonly MenuEntry[], mode: Mode) =>
  visible.filter((e) => e.mode === mode).map((e) => e.route);

/** Items a click can act on: visible and enabled. */
export const isActionable = (item: MenuItemModel) => item.visible !== false && !item.disabled;

/** The route of the item to highlight: the longest one the path belongs to. */
export function activeRoute(model: readonly MenuItemModel[], pathname: string): string | null {
  let best: string | null = null;
  const visit = (items: readonly MenuItemModel[]) => {
    for (const item of items) {
      if (item.routerLink && pathBelongsTo(pathname, item.routerLink) && item.routerLink.length > (best?.length ?? 0)) {
        best = item.routerLink;
      }
      if (item.items) visit(item.items);
    }
  };
  visit(model);
  return best;
}
