import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-admin';
import { useSession } from '../session/SessionContext';
import { reloadInvoiceData } from '../session/invoiceData';
import { sessionStore, useSessionState } from '../session/sessionStore';
import { readLastUrls, storeLastUrls } from '../session/storage';
import { modeRoutes } from '../navigation/menu';
import { routesOfMode } from '../navigation/menuModel';
import { modeLanding, modeOfPath, rememberUrl, type Mode } from '../navigation/modes';

/**
 * Keeps the mode and the URL in step (call once, in the layout): sends the user to `/`
 * when no mode was stored, remembers each mode's last URL, and follows the mode of the
 * page when the user lands on another mode's page.
 */
export function useModeTracking(): void {
  const { mode, setMode, availableModes, menuEntries, sendToRoot } = useSession();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    if (sendToRoot && !sessionStore.get().sentToRoot) {
      sessionStore.set({ sentToRoot: true });
      if (pathname !== '/') navigate('/', { replace: true });
    }
  }, [sendToRoot, pathname, navigate]);

  // Spec §4: a mode change reloads invoice data (the first mode of the session loads it anyway).
  const queryClient = useQueryClient();
  const lastMode = useRef<Mode | null>(null);
  useEffect(() => {
    if (lastMode.current !== null && lastMode.current !== mode) void reloadInvoiceData(queryClient);
    lastMode.current = mode;
  }, [mode, queryClient]);

  // Acts on navigation only: a mode switch navigates itself (useSwitchMode).
  const handled = useRef<string | null>(null);
  const settled = useSessionState((s) => s.mode !== null);
  useEffect(() => {
    // Not before the session has settled its initial mode (it would overwrite ours).
    if (!settled) return;
    // Also once the menu is known: a page loaded directly belongs to its own mode.
    const key = `${pathname}${search}|${availableModes.join()}|${menuEntries.length}`;
    if (handled.current === key) return;
    handled.current = key;
    const pathMode = modeOfPath(pathname, modeRoutes(menuEntries));
    const current = pathMode && availableModes.includes(pathMode) ? pathMode : mode;
    if (current !== mode) setMode(current);
    storeLastUrls(rememberUrl(readLastUrls(), current, pathname + search));
  }, [pathname, search, menuEntries, availableModes, mode, setMode, settled]);
}

/** Switches mode and returns to the mode's last URL (or its default page). */
export function useSwitchMode(): (mode: Mode) => void {
  const { setMode, menuEntries } = useSession();
  const navigate = useNavigate();
  return useCallback(
    (next: Mode) => {
      setMode(next);
      navigate(modeLanding(next, readLastUrls(), routesOfMode(menuEntries, next)));
    },
    [setMode, menuEntries, navigate],
  );
}

/** Where `/` leads: the default page of the user's mode. */
export function useHomeRoute(): string {
  const { mode, menuEntries } = useSession();
  return modeLanding(mode, {}, routesOfMode(menuEntries, mode));
}
