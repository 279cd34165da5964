import ExpandMore from '@mui/icons-material/ExpandMore';
import { Box, Button, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { LinkBase, useNavigate, useTranslate } from 'react-admin';
import { SUBMENU_ANIMATION_MS } from '../menuLayout';
import { isActionable, itemKey, itemText, type MenuItemModel } from '../../navigation/menuModel';
import { ModeSwitch } from './ModeSwitch';
import { containsActive, useMenuModel } from './useMenuModel';

/** Horizontal layout: the menu as a bar under the top bar; groups drop down. */
export function HorizontalMenu() {
  const { model, active } = useMenuModel();
  return (
    <Box
      component="nav"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        px: 2,
        py: 0.75,
        overflowX: 'auto',
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <ModeSwitch inline />
      {model
        .filter((i) => i.visible !== false)
        .map((item) => (
          <HorizontalItem key={itemKey(item)} item={item} active={active} />
        ))}
    </Box>
  );
}

function HorizontalItem({ item, active }: { item: MenuItemModel; active: string | null }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const Icon = item.icon;
  const selected = item.routerLink === active || containsActive(item, active);
  const sx = {
    whiteSpace: 'nowrap',
    color: selected ? 'primary.main' : 'text.secondary',
    bgcolor: selected ? 'action.selected' : undefined,
  };
  const startIcon = Icon ? <Icon fontSize="small" /> : undefined;

  if (!item.items) {
    return item.routerLink && isActionable(item) ? (
      <Button component={LinkBase} to={item.routerLink} startIcon={startIcon} sx={sx}>
        {itemText(item, translate)}
      </Button>
    ) : (
      <Button disabled startIcon={startIcon} sx={sx}>
        {itemText(item, translate)}
      </Button>
    );
  }
  return (
    <>
      <Button
        startIcon={startIcon}
        endIcon={<ExpandMore />}
        sx={sx}
        disabled={!isActionable(item)}
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
      >
        {itemText(item, translate)}
      </Button>
      <Menu
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        transitionDuration={SUBMENU_ANIMATION_MS}
      >
        {item.items
          .filter((i) => i.visible !== false)
          .map((child) => (
            <MenuItem
              key={itemKey(child)}
              disabled={!isActionable(child)}
              selected={child.routerLink === active}
              onClick={() => {
                setAnchor(null);
                if (child.routerLink) navigate(child.routerLink);
              }}
            >
              {itemText(child, translate)}
            </MenuItem>
          ))}
      </Menu>
    </>
  );
}
