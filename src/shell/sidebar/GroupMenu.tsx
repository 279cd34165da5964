import { Menu, MenuItem, type PopoverOrigin } from '@mui/material';
import { useNavigate, useTranslate } from 'react-admin';
import { SUBMENU_ANIMATION_MS } from '../menuLayout';
import { isActionable, itemKey, itemText, type MenuItemModel } from '../../navigation/menuModel';
import { visibleItems } from './useMenuModel';

/** A menu group's entries as a pop-up menu anchored on the group's button; picking one closes it and navigates. */
export function GroupMenu({
  group,
  active,
  anchor,
  onClose,
  anchorOrigin,
}: {
  group: MenuItemModel;
  active: string | null;
  anchor: HTMLElement | null;
  onClose: () => void;
  anchorOrigin?: PopoverOrigin;
}) {
  const translate = useTranslate();
  const navigate = useNavigate();
  return (
    <Menu
      open={Boolean(anchor)}
      anchorEl={anchor}
      onClose={onClose}
      {...(anchorOrigin && { anchorOrigin })}
      transitionDuration={SUBMENU_ANIMATION_MS}
    >
      {visibleItems(group.items).map((child) => (
        <MenuItem
          key={itemKey(child)}
          disabled={!isActionable(child)}
          selected={child.routerLink === active}
          onClick={() => {
            onClose();
            if (child.routerLink) navigate(child.routerLink);
          }}
        >
          {itemText(child, translate)}
        </MenuItem>
      ))}
    </Menu>
  );
}
