import { useMediaQuery, type Theme } from '@mui/material';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useStore } from 'react-admin';
import {
  DEFAULT_MENU_LAYOUT,
  isHoverLayout,
  isMenuLayout,
  SIDEBAR_CLOSE_DELAY_MS,
  type MenuLayout,
} from './menuLayout';

export interface MenuState {
  layout: MenuLayout;
  setLayout: (layout: MenuLayout) => void;
  /** Below the md breakpoint every layout becomes a temporary drawer. */
  mobile: boolean;
  /** The static sidebar is shown (desktop). */
  staticVisible: boolean;
  /** The temporary drawer (overlay layout, mobile, or the full menu of rail layouts) is open. */
  overlayOpen: boolean;
  /** Reveal/drawer layouts: kept open by the anchor toggle. */
  anchored: boolean;
  toggleAnchored: () => void;
  /** Reveal/drawer layouts: expanded by hover or anchor. */
  expanded: boolean;
  /** The top bar's menu button. */
  toggle: () => void;
  closeOverlay: () => void;
  onSidebarEnter: () => void;
  onSidebarLeave: () => void;
}

const Context = createContext<MenuState | null>(null);

/** Layout choice (remembered in local storage through react-admin's store) and sidebar behaviour. */
export function MenuStateProvider({ children }: { children: ReactNode }) {
  const mobile = useMediaQuery<Theme>((t) => t.breakpoints.down('md'), { noSsr: true });
  const [storedLayout, setLayout] = useStore<MenuLayout>('paperdesk.menuLayout', DEFAULT_MENU_LAYOUT);
  const layout = isMenuLayout(storedLayout) ? storedLayout : DEFAULT_MENU_LAYOUT;
  const [staticVisible, setStaticVisible] = useStore<boolean>('paperdesk.staticMenuVisible', true);
  const [anchored, setAnchored] = useStore<boolean>('paperdesk.menuAnchored', false);
  const [overlayOpen, setOverlayOpen] = useState(false);
  const [hovered, setHovered] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const closeOverlay = useCallback(() => setOverlayOpen(false), []);
  const toggle = useCallback(() => {
    if (!mobile && layout === 'static') setStaticVisible(!staticVisible);
    else setOverlayOpen((open) => !open);
  }, [mobile, layout, staticVisible, setStaticVisible]);

  const hoverable = !mobile && isHoverLayout(layout) && !anchored;
  const onSidebarEnter = useCallback(() => {
    clearTimeout(closeTimer.current);
    if (hoverable) setHovered(true);
  }, [hoverable]);
  const onSidebarLeave = useCallback(() => {
    clearTimeout(closeTimer.current);
    if (hoverable) closeTimer.current = setTimeout(() => setHovered(false), SIDEBAR_CLOSE_DELAY_MS);
  }, [hoverable]);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  // The menu closes on navigation.
  const { pathname } = useLocation();
  useEffect(() => {
    setOverlayOpen(false);
    setHovered(false);
  }, [pathname]);

  const value = useMemo<MenuState>(
    () => ({
      layout,
      setLayout,
      mobile,
      staticVisible,
      overlayOpen,
      anchored,
      toggleAnchored: () => setAnchored(!anchored),
      expanded: anchored || hovered,
      toggle,
      closeOverlay,
      onSidebarEnter,
      onSidebarLeave,
    }),
    [
      layout,
      setLayout,
      mobile,
      staticVisible,
      overlayOpen,
      anchored,
      setAnchored,
      hovered,
      toggle,
      closeOverlay,
      onSidebarEnter,
      onSidebarLeave,
    ],
  );
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useMenuState(): MenuState {
  const value = useContext(Context);
  if (!value) throw new Error('useMenuState must be used inside <MenuStateProvider>');
  return value;
}
