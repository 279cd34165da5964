import { Popover } from '@mui/material';
import type { ReactNode } from 'react';

/** Where the top bar's pop-ups open: under their button, right edges aligned (the bar's right end stays in view). */
export const UNDER_BUTTON = {
  anchorOrigin: { vertical: 'bottom', horizontal: 'right' },
  transformOrigin: { vertical: 'top', horizontal: 'right' },
} as const;

/** A top-bar pop-up, open while it has an anchor (the button that opened it). */
export function TopbarPopover({
  anchor,
  onClose,
  children,
}: {
  anchor: HTMLElement | null;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Popover open={Boolean(anchor)} anchorEl={anchor} onClose={onClose} {...UNDER_BUTTON}>
      {children}
    </Popover>
  );
}
