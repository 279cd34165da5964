import type { MenuEntry } from '../../navigation/menu';
import { pathBelongsTo } from '../../navigation/modes';

export interface Crumb {
  /** i18n key. */
  labelKey: string;
  /** The key's figures (a resource's plural name). */
  labelArgs?: Record<string, unknown>;
  /** Literal text (user data) shown instead of translating labelKey. */
  text?: string;
  to?: string;
}

const ACTION_SEGMENTS: Record<string, string> = {
  new: 'ra.action.create',
  create: 'ra.action.create',
  edit: 'ra.action.edit',
  show: 'ra.action.show',
};

/** The breadcrumb of a path: mode, submenu, page, then the action (create, edit, show) if any. */
export function breadcrumbTrail(pathname: string, entries: readonly MenuEntry[]): Crumb[] {
  const entry = entries
    .filter((e) => pathBelongsTo(pathname, e.route))
    .sort((a, b) => b.route.length - a.route.length)[0];
  if (!entry) return [];
  const trail: Crumb[] = [{ labelKey: `app.mode.${entry.mode}` }];
  if (entry.group) trail.push({ labelKey: entry.group, text: entry.groupLabel });
  trail.push({ labelKey: entry.labelKey, labelArgs: entry.labelArgs, text: entry.label, to: entry.route });
  const rest = pathname.slice(entry.route.length).split('/').filter(Boolean);
  const action = rest.map((s) => ACTION_SEGMENTS[s]).find(Boolean);
  if (action) trail.push({ labelKey: action });
  return trail;
}
