import { Dialog, DialogTitle, type DialogProps } from '@mui/material';
import { useId, type ReactNode } from 'react';

const NARROW_PAPER = { sx: { width: 450, maxWidth: 'calc(100% - 32px)' } } as const;

interface Props {
  open: boolean;
  onClose?: DialogProps['onClose'];
  /** The dialog's heading, which also names it. */
  title: ReactNode;
  /** Its content and actions. */
  children: ReactNode;
}

/** A small dialog: 450 px wide (the screen less 32 px on a phone), named by its title. */
export function NarrowDialog({ open, onClose, title, children }: Props) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} slotProps={{ paper: NARROW_PAPER }}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {children}
    </Dialog>
  );
}
