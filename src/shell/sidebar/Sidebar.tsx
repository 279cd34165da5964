import PushPin from '@mui/icons-material/PushPin';
import PushPinOutlined from '@mui/icons-material/PushPinOutlined';
import { Box, Drawer, IconButton, Tooltip, Typography } from '@mui/material';
import { LinkBase, useTranslate } from 'react-admin';
import { Logo } from '../../theme/Logo';
import { isHoverLayout, RAIL_PLUS_WIDTH, RAIL_WIDTH, SIDEBAR_WIDTH } from '../menuLayout';
import { useMenuState } from '../menuState';
import { MenuRail } from './MenuRail';
import { MenuTree } from './MenuTree';
import { ModeCaption, ModeSwitch } from './ModeSwitch';

/** Logo (link to /), anchor toggle for hover layouts, mode switch and the menu. */
function FullMenu({ anchorable }: { anchorable: boolean }) {
  const translate = useTranslate();
  const { anchored, toggleAnchored } = useMenuState();
  return (
    <Box sx={{ width: SIDEBAR_WIDTH, display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          px: 2,
          height: 64,
          flexShrink: 0,
        }}
      >
        <Box component={LinkBase} to="/" sx={{ textDecoration: 'none' }} aria-label={translate('app.home')}>
          <Logo />
        </Box>
        {anchorable && (
          <Tooltip title={translate(anchored ? 'app.menu.unanchor' : 'app.menu.anchor')}>
            <IconButton
              size="small"
              onClick={toggleAnchored}
              aria-pressed={anchored}
              aria-label={translate('app.menu.anchor')}
            >
              {anchored ? <PushPin fontSize="small" color="primary" /> : <PushPinOutlined fontSize="small" />}
            </IconButton>
          </Tooltip>
        )}
      </Box>
      <ModeSwitch />
      <Typography variant="overline" color="text.secondary" sx={{ px: 3, pt: 2, display: 'block' }}>
        <ModeCaption />
      </Typography>
      <Box sx={{ overflowY: 'auto', flex: 1 }}>
        <MenuTree />
      </Box>
    </Box>
  );
}

const panelSx = {
  bgcolor: 'background.paper',
  borderRight: 1,
  borderColor: 'divider',
  height: '100vh',
  position: 'sticky',
  top: 0,
} as const;

/** The sidebar for the chosen layout; every layout becomes a temporary drawer on small screens. */
export function Sidebar() {
  const translate = useTranslate();
  const { layout, mobile, staticVisible, overlayOpen, closeOverlay, expanded, onSidebarEnter, onSidebarLeave } =
    useMenuState();
  const temporary = (
    <Drawer variant="temporary" open={overlayOpen} onClose={closeOverlay} ModalProps={{ keepMounted: true }}>
      <FullMenu anchorable={false} />
    </Drawer>
  );
  if (mobile || layout === 'overlay' || layout === 'horizontal') return temporary;

  if (layout === 'static') {
    return staticVisible ? (
      <Box component="aside" sx={{ ...panelSx, flexShrink: 0 }}>
        <FullMenu anchorable={false} />
      </Box>
    ) : (
      temporary
    );
  }

  if (layout === 'slim' || layout === 'slim-plus') {
    const width = layout === 'slim' ? RAIL_WIDTH : RAIL_PLUS_WIDTH;
    return (
      <>
        <Box component="aside" sx={{ ...panelSx, width, flexShrink: 0, overflowY: 'auto' }}>
          <Box
            component={LinkBase}
            to="/"
            sx={{ display: 'flex', justifyContent: 'center', py: 2 }}
            aria-label={translate('app.home')}
          >
            <Logo compact />
          </Box>
          <ModeSwitch compact />
          <MenuRail labels={layout === 'slim-plus'} />
        </Box>
        {temporary}
      </>
    );
  }

  // Reveal and drawer: a rail that expands on hover (closing 300 ms after the mouse leaves)
  // or stays open when anchored; reveal floats over the content, drawer pushes it.
  const floating = layout === 'reveal';
  return (
    <>
      <Box
        sx={{
          width: floating ? RAIL_WIDTH : expanded ? SIDEBAR_WIDTH : RAIL_WIDTH,
          flexShrink: 0,
          transition: 'width 200ms',
          position: 'relative',
          zIndex: 1200,
        }}
      >
        <Box
          component="aside"
          onMouseEnter={onSidebarEnter}
          onMouseLeave={onSidebarLeave}
          sx={{
            ...panelSx,
            position: 'fixed',
            top: 0,
            left: 0,
            overflow: 'hidden',
            width: expanded ? SIDEBAR_WIDTH : RAIL_WIDTH,
            transition: 'width 200ms, box-shadow 200ms',
            boxShadow: expanded && floating ? 8 : 0,
          }}
        >
          {expanded ? (
            <FullMenu anchorable={isHoverLayout(layout)} />
          ) : (
            <Box sx={{ width: RAIL_WIDTH }}>
              <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
                <Logo compact />
              </Box>
              <MenuRail labels={false} />
            </Box>
          )}
        </Box>
      </Box>
      {temporary}
    </>
  );
}
