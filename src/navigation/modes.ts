/**
 * Pure rules of the working areas (spec §4 "Modes"): which mode the user is in,
 * how it is stored (base64 in local storage) and where each mode lands.
 */

export const MODES = ['DOCUMENTS', 'EMAILS', 'CONFIGURATIONS', 'SUPER_ADMIN'] as const;
export type Mode = (typeof MODES)[number];
export const DEFAULT_MODE: Mode = 'DOCUMENTS';

export const MODE_DEFAULT_ROUTES: Record<Mode, string> = {
  DOCUMENTS: '/documentmanagement/maindashboard',
  EMAILS: '/mails/sent',
  CONFIGURATIONS: '/documents/documentsources',
  SUPER_ADMIN: '/superadministrator/accounts',
};

/** The page that always exists: where a user lands when nothing better is available. */
export const FALLBACK_ROUTE = MODE_DEFAULT_ROUTES.DOCUMENTS;

export const isMode = (value: unknown): value is Mode => MODES.includes(value as Mode);

export const encodeMode = (mode: Mode): string => btoa(mode);

/** null when nothing is stored; an unreadable or unknown value falls back to Documents. */
export function decodeStoredMode(stored: string | null | undefined): Mode | null {
  if (stored === null || stored === undefined) return null;
  try {
    const decoded = atob(stored);
    return isMode(decoded) ? decoded : DEFAULT_MODE;
  } catch {
    return DEFAULT_MODE;
  }
}

export interface ModeResolution {
  mode: Mode;
  /** No mode was stored: the user is sent to the site root. */
  sendToRoot: boolean;
}

/**
 * The mode a session starts in: a super admin always starts in SUPER_ADMIN; otherwise
 * the stored mode (invalid = Documents); an unavailable mode gives way to the first available one.
 */
export function resolveInitialMode(params: {
  stored: string | null;
  superAdmin: boolean;
  available: readonly Mode[];
}): ModeResolution {
  const { stored, superAdmin, available } = params;
  const wanted = superAdmin ? 'SUPER_ADMIN' : (decodeStoredMode(stored) ?? DEFAULT_MODE);
  return { mode: ensureAvailable(wanted, available), sendToRoot: !superAdmin && stored === null };
}

/** If the mode is unavailable, the first available mode is used (Documents when none is). */
export const ensureAvailable = (mode: Mode, available: readonly Mode[]): Mode =>
  available.includes(mode) ? mode : (available[0] ?? DEFAULT_MODE);

/** Available modes in the canonical order. */
export const orderModes = (modes: Iterable<Mode>): Mode[] => {
  const set = new Set(modes);
  return MODES.filter((m) => set.has(m));
};

/** The mode switch appears only when more than one mode is available. */
export const showModeSwitch = (available: readonly Mode[]) => available.length > 1;

export type LastUrls = Partial<Record<Mode, string>>;

export function parseLastUrls(stored: string | null | undefined): LastUrls {
  if (!stored) return {};
  try {
    const value: unknown = JSON.parse(stored);
    if (typeof value !== 'object' || value === null) return {};
    return Object.fromEntries(
      Object.entries(value).filter(([k, v]) => isMode(k) && typeof v === 'string' && v.startsWith('/')),
    );
  } catch {
    return {};
  }
}

const NOT_REMEMBERED = ['/', '/auth-callback', '/login'];

/** Each mode remembers its last URL (the root and the sign-in routes are not remembered). */
export function rememberUrl(lastUrls: LastUrls, mode: Mode, url: string): LastUrls {
  const path = url.split(/[?#]/)[0];
  if (NOT_REMEMBERED.includes(path) || lastUrls[mode] === url) return lastUrls;
  return { ...lastUrls, [mode]: url };
}

/**
 * Where a mode lands: its last URL, else its default route when that page exists,
 * else its first page, else the page that always exists.
 */
export function modeLanding(mode: Mode, lastUrls: LastUrls, routesOfMode: readonly string[]): string {
  const last = lastUrls[mode];
  if (last && routesOfMode.some((r) => pathBelongsTo(last, r))) return last;
  if (routesOfMode.includes(MODE_DEFAULT_ROUTES[mode])) return MODE_DEFAULT_ROUTES[mode];
  return routesOfMode[0] ?? FALLBACK_ROUTE;
}

/** A path belongs to a route when it is the route or below it. */
export const pathBelongsTo = (path: string, route: string) => {
  const p = path.split(/[?#]/)[0];
  return p === route || p.startsWith(route.endsWith('/') ? route : `${route}/`);
};

/** The mode owning a path: the one whose route is the longest prefix of it. */
export function modeOfPath(path: string, routes: readonly { mode: Mode; route: string }[]): Mode | null {
  let best: { mode: Mode; route: string } | null = null;
  for (const r of routes) {
    if (pathBelongsTo(path, r.route) && (!best || r.route.length > best.route.length)) best = r;
  }
  return best?.mode ?? null;
}
