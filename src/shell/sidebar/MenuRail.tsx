import { Box, ButtonBase, Tooltip, Typography } from '@mui/material';
import { useState, type MouseEvent } from 'react';
import { LinkBase, useTranslate } from 'react-admin';
import { isActionable, itemKey, itemText, type MenuItemModel } from '../../navigation/menuModel';
import { GroupMenu } from './GroupMenu';
import { isOnActivePath, useMenuModel, visibleItems } from './useMenuModel';

/** Slim layouts: icons only (slim) or icons with small labels (slim-plus); groups open as a side menu. */
export function MenuRail({ labels }: { labels: boolean }) {
  const { model, active } = useMenuModel();
  return (
    <Box component="nav" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'stretch', gap: 0.5, p: 1 }}>
      {visibleItems(model).map((item) => (
        <RailItem key={itemKey(item)} item={item} active={active} labels={labels} />
      ))}
    </Box>
  );
}

function RailItem({ item, active, labels }: { item: MenuItemModel; active: string | null; labels: boolean }) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const Icon = item.icon;
  const selected = isOnActivePath(item, active);
  const label = itemText(item, translate);
  const common = {
    disabled: !isActionable(item),
    'aria-label': label,
    sx: {
      flexDirection: 'column',
      gap: 0.5,
      py: labels ? 1 : 1.25,
      borderRadius: 2,
      color: selected ? 'primary.main' : 'text.secondary',
      bgcolor: selected ? 'action.selected' : 'transparent',
      '&:hover': { bgcolor: 'action.hover' },
      '&.Mui-disabled': { opacity: 0.4 },
    },
  };
  const body = (
    <>
      {Icon && <Icon fontSize="small" />}
      {labels && (
        <Typography variant="caption" sx={{ lineHeight: 1.2, textAlign: 'center', px: 0.5 }}>
          {label}
        </Typography>
      )}
    </>
  );
  const button = item.items ? (
    <ButtonBase {...common} onClick={(e: MouseEvent<HTMLElement>) => setAnchor(e.currentTarget)} aria-haspopup="menu">
      {body}
    </ButtonBase>
  ) : item.routerLink && isActionable(item) ? (
    <ButtonBase {...common} component={LinkBase} to={item.routerLink}>
      {body}
    </ButtonBase>
  ) : (
    <ButtonBase {...common} disabled>
      {body}
    </ButtonBase>
  );

  return (
    <>
      {labels ? (
        button
      ) : (
        <Tooltip title={label} placement="right">
          <span style={{ display: 'flex', flexDirection: 'column' }}>{button}</span>
        </Tooltip>
      )}
      {item.items && (
        <GroupMenu
          group={item}
          active={active}
          anchor={anchor}
          onClose={() => setAnchor(null)}
          anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        />
      )}
    </>
  );
}
