import { MENU_CATALOGUE } from './menuCatalogue';
import type { MenuContext, MenuEntry, MenuEntryInput, MenuRequirement, MenuSource } from './menuTypes';
import type { Mode } from './modes';

/**
 * The menu is declared once, as a list of entries. An entry shows only when its
 * page exists (`available`) and the user may see it. Features add or enable
 * entries with `registerMenuEntries` (static) or `registerMenuSource` (computed
 * from session data, e.g. one entry per origin type), at module load.
 */
export type { MenuContext, MenuEntry, MenuEntryInput, MenuRequirement, MenuSource } from './menuTypes';

const registered = new Map<string, MenuEntryInput>();
const sources: MenuSource[] = [];

/** Adds entries, or completes catalogue entries of the same route; registered entries default to available. */
export function registerMenuEntries(entries: readonly MenuEntryInput[]): void {
  for (const e of entries) registered.set(e.route, { available: true, ...registered.get(e.route), ...e });
}

/** Pages outside the menu that belong to a mode (the review belongs to Documents): the mode follows them too. */
const pageModes: Array<{ route: string; mode: Mode }> = [];
export function registerPageModes(entries: ReadonlyArray<{ route: string; mode: Mode }>): void {
  pageModes.push(...entries);
}
/** The routes that say which mode a page is in: the menu's entries, then the pages registered above. */
export const modeRoutes = (menuEntries: readonly MenuEntry[]): ReadonlyArray<{ route: string; mode: Mode }> => [
  ...menuEntries,
  ...pageModes,
];

/** Adds entries computed from the session (e.g. per origin type). */
export function registerMenuSource(source: MenuSource): void {
  sources.push(source);
}

/** Test helper: forget every registration. */
export function resetMenuRegistrations(): void {
  registered.clear();
  sources.length = 0;
  pageModes.length = 0;
}

const isComplete = (e: MenuEntryInput): e is MenuEntry =>
  Boolean(e.labelKey && e.icon && e.mode) && typeof e.available === 'boolean';

/** Catalogue merged with registrations and computed entries. */
export function allMenuEntries(ctx: MenuContext, catalogue: readonly MenuEntry[] = MENU_CATALOGUE): MenuEntry[] {
  const merged = catalogue.map((e) => ({ ...e, ...registered.get(e.route) }));
  const known = new Set(catalogue.map((e) => e.route));
  const extra = [...registered.values()].filter((e) => !known.has(e.route)).filter(isComplete);
  return [...merged, ...extra, ...sources.flatMap((s) => s(ctx))];
}

function meets(req: MenuRequirement | undefined, ctx: PageContext): boolean {
  switch (req) {
    case 'superAdmin':
      return ctx.superAdmin;
    case 'masterOrSuperAdmin':
      return ctx.master || ctx.superAdmin;
    // Subscriptions: the master account's administrators, not its linked users.
    case 'masterNotSuperAdmin':
      return ctx.master && ctx.admin !== false && !ctx.superAdmin;
    // The audit trail: administrators (spec §6), as the server's GET /audit.
    case 'admin':
      return ctx.superAdmin || ctx.admin === true;
    default:
      return true;
  }
}

/** Who may use a page: its permission and role condition, the same for its menu entry and its route. */
export type PageRule = Pick<MenuEntry, 'permission' | 'requires'>;
/** What a page rule depends on. */
export type PageContext = Pick<MenuContext, 'has' | 'superAdmin' | 'master' | 'admin'>;

/** The one decision behind a menu entry and the route guard (RequirePage). */
export const pageAllowed = (rule: PageRule, ctx: PageContext): boolean =>
  meets(rule.requires, ctx) && (rule.permission ? ctx.has(rule.permission) : true);

/** The rule of a catalogued page, by its route; a page not in the catalogue has none here. */
export function catalogueRule(route: string, catalogue: readonly MenuEntry[] = MENU_CATALOGUE): PageRule | undefined {
  const e = catalogue.find((x) => x.route === route);
  return e && { permission: e.permission, requires: e.requires };
}

export function isEntryVisible(e: MenuEntry, ctx: MenuContext): boolean {
  if (!e.available || !pageAllowed(e, ctx)) return false;
  return !(ctx.superAdmin && e.mode !== 'SUPER_ADMIN' && !ctx.accountChosen);
}

/** The entries the user sees, in declaration order. */
export const visibleMenuEntries = (ctx: MenuContext, catalogue?: readonly MenuEntry[]) =>
  allMenuEntries(ctx, catalogue).filter((e) => isEntryVisible(e, ctx));
