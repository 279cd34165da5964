import type { SvgIconComponent } from '@mui/icons-material';
import type { Permission } from '../domain/access';
import type { Mode } from './modes';

/** The menu's types, apart from menu.ts so the catalogue can use them without importing the registry back. */
export interface MenuEntry {
  /** Router path of the page, e.g. '/documents/keywords'. */
  route: string;
  /** i18n key of the label. */
  labelKey: string;
  /** Its figures: `{ smart_count: 2 }` for a resource's plural name. */
  labelArgs?: Record<string, unknown>;
  /** Literal label (user data such as an origin type name); shown instead of labelKey. */
  label?: string;
  /** A resource's entry takes its resource's icon when its folder registers (src/features.tsx). */
  icon?: SvgIconComponent;
  mode: Mode;
  /** i18n key of the submenu the entry sits in (see MENU_GROUPS); top level when absent. */
  group?: string;
  /** Literal label of the submenu (user data); shown instead of translating `group`. */
  groupLabel?: string;
  /** Submenu icon when the group is not one of MENU_GROUPS. */
  groupIcon?: SvgIconComponent;
  /** Permission (offer functionality + user permission) required to see the entry. */
  permission?: Permission;
  /** Extra role condition (spec §6). */
  requires?: MenuRequirement;
  /** The page exists. Entries of pages not built yet stay hidden, never empty. */
  available: boolean;
  disabled?: boolean;
  /** An API path answering `{ count }`: the menu shows the number beside the label (e.g. invoices to approve). */
  countPath?: string;
}

export type MenuRequirement = 'superAdmin' | 'masterOrSuperAdmin' | 'masterNotSuperAdmin' | 'admin';

/** What visibility depends on. */
export interface MenuContext {
  has: (permission: Permission) => boolean;
  superAdmin: boolean;
  master: boolean;
  /** Admin = not branche or linkeduser, or adminbranche (spec §6); optional for callers that only test roles. */
  admin?: boolean;
  /** A super admin works on customer data only once an account is chosen. */
  accountChosen: boolean;
  /** Data that step loaders stored (SessionData.extras), e.g. origin types for per-type entries. */
  extras: Readonly<Record<string, unknown>>;
}

export type MenuEntryInput = Partial<MenuEntry> & Pick<MenuEntry, 'route'>;
export type MenuSource = (ctx: MenuContext) => MenuEntry[];
