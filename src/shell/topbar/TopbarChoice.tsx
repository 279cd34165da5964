import Check from '@mui/icons-material/Check';
import { Box, Button, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import type { MouseEvent, ReactNode } from 'react';

/** A top-bar button opening a choice (branch, database): its icon, and what is chosen beside it from 600 px. */
export function TopbarChoiceButton(p: {
  icon: ReactNode;
  chosen: string;
  ariaLabel: string;
  popup: 'listbox' | 'dialog';
  onOpen: (anchor: HTMLElement) => void;
}) {
  return (
    <Button
      color="inherit"
      size="small"
      startIcon={p.icon}
      onClick={(e: MouseEvent<HTMLElement>) => p.onOpen(e.currentTarget)}
      aria-haspopup={p.popup}
      aria-label={p.ariaLabel}
      sx={{
        maxWidth: 200,
        '& .label': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
        minWidth: 0,
        '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } },
      }}
    >
      <Box component="span" className="label" sx={{ display: { xs: 'none', sm: 'inline' } }}>
        {p.chosen}
      </Box>
    </Button>
  );
}

/** One entry of a top-bar choice: ticked when it is the one in force. */
export function TopbarOption(p: { active: boolean; primary: string; secondary?: string; onChoose: () => void }) {
  return (
    <ListItemButton role="option" aria-selected={p.active} selected={p.active} onClick={p.onChoose}>
      <ListItemIcon>{p.active ? <Check fontSize="small" color="primary" /> : null}</ListItemIcon>
      <ListItemText primary={p.primary} secondary={p.secondary || undefined} />
    </ListItemButton>
  );
}
