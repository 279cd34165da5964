/** Menu layouts of the configuration panel (spec §2). */
export const MENU_LAYOUTS = ['static', 'overlay', 'slim', 'slim-plus', 'horizontal', 'reveal', 'drawer'] as const;
export type MenuLayout = (typeof MENU_LAYOUTS)[number];
export const DEFAULT_MENU_LAYOUT: MenuLayout = 'static';

export const isMenuLayout = (v: unknown): v is MenuLayout => MENU_LAYOUTS.includes(v as MenuLayout);
export const menuLayoutLabel = (layout: MenuLayout) => `app.layout.${layout.replace('-', '_')}`;

/** Layouts whose sidebar opens on hover and can be anchored. */
export const isHoverLayout = (layout: MenuLayout) => layout === 'reveal' || layout === 'drawer';

/** Sidebar timings (spec §9). */
export const SIDEBAR_CLOSE_DELAY_MS = 300;
export const SUBMENU_ANIMATION_MS = 400;

export const SIDEBAR_WIDTH = 264;
export const RAIL_WIDTH = 72;
export const RAIL_PLUS_WIDTH = 108;
