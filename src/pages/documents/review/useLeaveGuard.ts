import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-admin';
import { useConfirm } from '../../../shell/feedback/ConfirmDialog';

/**
 * While `dirty`, leaving the page asks first: a link or a mode switch inside the app (the app's confirmation
 * dialog: stay, or leave and lose the edits), closing or reloading the tab (the browser's own warning).
 * `allow()` lets the next navigation through (after a deletion, nothing is left to lose); `onLeave` runs when the
 * user chose to leave and lose the edits.
 */
export function useLeaveGuard(dirty: boolean, onLeave: () => void) {
  const confirm = useConfirm();
  const guard = useRef({ dirty, allowed: false, onLeave });
  guard.current.dirty = dirty;
  guard.current.onLeave = onLeave;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      guard.current.dirty && !guard.current.allowed && currentLocation.pathname !== nextLocation.pathname,
  );
  const blocked = blocker.state === 'blocked';
  useEffect(() => {
    if (!blocked) return;
    let current = true;
    void confirm({ message: 'documents.review.confirmLeave' }).then((leave) => {
      if (!current) return;
      if (leave) {
        guard.current.onLeave();
        blocker.proceed?.();
      } else blocker.reset?.();
    });
    return () => {
      current = false;
    };
    // the blocker object changes on every render; its state is what matters
  }, [blocked, confirm]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = true;
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return {
    allow: useCallback(() => {
      guard.current.allowed = true;
    }, []),
  };
}
