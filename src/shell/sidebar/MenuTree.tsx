import ExpandMore from '@mui/icons-material/ExpandMore';
import { Collapse, List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { useState } from 'react';
import { LinkBase, useTranslate } from 'react-admin';
import { SUBMENU_ANIMATION_MS } from '../menuLayout';
import { isActionable, itemKey, itemText, type MenuItemModel } from '../../navigation/menuModel';
import { MenuCount } from './MenuCount';
import { containsActive, useMenuModel, visibleItems } from './useMenuModel';

/** The full vertical menu: links, and groups that expand with a 400 ms animation. */
export function MenuTree({ dense = false }: { dense?: boolean }) {
  const { model, active } = useMenuModel();
  return (
    <List component="nav" dense={dense} sx={{ px: 1.5, py: 1 }}>
      {visibleItems(model).map((item) => (
        <MenuNode key={itemKey(item)} item={item} active={active} depth={0} />
      ))}
    </List>
  );
}

function MenuNode({ item, active, depth }: { item: MenuItemModel; active: string | null; depth: number }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(() => containsActive(item, active));
  const Icon = item.icon;
  const selected = item.routerLink !== undefined && item.routerLink === active;
  const itemSx = {
    borderRadius: 2,
    mb: 0.25,
    pl: 1.5 + depth * 2,
    '&.Mui-selected': { bgcolor: 'action.selected', color: 'primary.main', fontWeight: 600 },
    '&.Mui-selected .MuiListItemIcon-root': { color: 'primary.main' },
  };
  const content = (
    <>
      {Icon && (
        <ListItemIcon>
          <Icon fontSize="small" />
        </ListItemIcon>
      )}
      <ListItemText
        primary={itemText(item, translate)}
        slotProps={{ primary: { noWrap: true, sx: { fontSize: 14 } } }}
      />
      {item.countPath && <MenuCount path={item.countPath} />}
    </>
  );

  if (item.items) {
    return (
      <>
        <ListItemButton
          onClick={() => isActionable(item) && setOpen(!open)}
          disabled={item.disabled}
          sx={itemSx}
          aria-expanded={open}
        >
          {content}
          <ExpandMore
            fontSize="small"
            sx={{
              transition: `transform ${SUBMENU_ANIMATION_MS}ms`,
              transform: open ? 'rotate(180deg)' : 'none',
              opacity: 0.6,
            }}
          />
        </ListItemButton>
        <Collapse in={open} timeout={SUBMENU_ANIMATION_MS} unmountOnExit>
          <List disablePadding component="div">
            {visibleItems(item.items).map((child) => (
              <MenuNode key={itemKey(child)} item={child} active={active} depth={depth + 1} />
            ))}
          </List>
        </Collapse>
      </>
    );
  }
  if (!isActionable(item) || !item.routerLink) {
    return (
      <ListItemButton disabled sx={itemSx}>
        {content}
      </ListItemButton>
    );
  }
  return (
    <ListItemButton
      component={LinkBase}
      to={item.routerLink}
      selected={selected}
      sx={itemSx}
      aria-current={selected ? 'page' : undefined}
    >
      {content}
    </ListItemButton>
  );
}
