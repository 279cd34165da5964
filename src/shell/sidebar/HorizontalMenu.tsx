import ExpandMore from '@mui/icons-material/ExpandMore';
import { Box, Button } from '@mui/material';
import { useState } from 'react';
import { LinkBase, useTranslate } from 'react-admin';
import { isActionable, itemKey, itemText, type MenuItemModel } from '../../navigation/menuModel';
import { GroupMenu } from './GroupMenu';
import { ModeSwitch } from './ModeSwitch';
import { isOnActivePath, useMenuModel, visibleItems } from './useMenuModel';

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
      {visibleItems(model).map((item) => (
        <HorizontalItem key={itemKey(item)} item={item} active={active} />
      ))}
    </Box>
  );
}

function HorizontalItem({ item, active }: { item: MenuItemModel; active: string | null }) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const Icon = item.icon;
  const selected = isOnActivePath(item, active);
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
      <GroupMenu group={item} active={active} anchor={anchor} onClose={() => setAnchor(null)} />
    </>
  );
}
