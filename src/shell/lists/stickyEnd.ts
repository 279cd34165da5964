/**
 * A table's last column (a row's actions or alerts) kept in view at the right edge while the other columns
 * scroll sideways: no action is ever off-screen, whatever the width of the other cells.
 */
export const STICKY_END = {
  position: 'sticky',
  right: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  boxShadow: (t: { palette: { divider: string } }) => `-1px 0 0 ${t.palette.divider}`,
} as const;
