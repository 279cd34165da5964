import { useMemo } from 'react';
import { useLocation } from 'react-admin';
import { useSession } from '../../session/SessionContext';
import { activeRoute, buildMenuModel, type MenuItemModel } from '../../navigation/menuModel';

/** The current mode's menu and the route to highlight. */
export function useMenuModel(): { model: MenuItemModel[]; active: string | null } {
  const { menuEntries, mode } = useSession();
  const { pathname } = useLocation();
  const model = useMemo(() => buildMenuModel(menuEntries, mode), [menuEntries, mode]);
  return { model, active: activeRoute(model, pathname) };
}

/** A group contains the active route. */
export const containsActive = (item: MenuItemModel, active: string | null): boolean =>
  Boolean(active && item.items?.some((i) => i.routerLink === active || containsActive(i, active)));

/** The item is the active route or a group that contains it: the menus highlight it. */
export const isOnActivePath = (item: MenuItemModel, active: string | null): boolean =>
  item.routerLink === active || containsActive(item, active);

/** The entries a menu shows (hidden ones left out). */
export const visibleItems = (items: MenuItemModel[] | undefined): MenuItemModel[] =>
  (items ?? []).filter((i) => i.visible !== false);
