import MenuIcon from '@mui/icons-material/Menu';
import { AppBar, Box, IconButton, Stack, Toolbar, Tooltip } from '@mui/material';
import { LinkBase, useTranslate } from 'react-admin';
import { Logo } from '../../theme/Logo';
import { useMenuState } from '../menuState';
import { HorizontalMenu } from '../sidebar/HorizontalMenu';
import { Breadcrumb } from './Breadcrumb';
import { BranchSwitcher } from './BranchSwitcher';
import { CompanySettingsButton } from './company/CompanySettingsButton';
import { CompanyTitle } from './CompanyTitle';
import { ConfigPanel } from './ConfigPanel';
import { DatabaseButton } from './DatabaseButton';
import { DateRangeFilter } from './daterange/DateRangeFilter';
import { GlobalSearch } from './GlobalSearch';
import { LanguageSwitcher } from './LanguageSwitcher';
import { OverviewModeSwitch } from './OverviewModeSwitch';
import { ProfileMenu } from './ProfileMenu';
import { UpgradeButton } from './UpgradeButton';

/** The top bar: menu toggle, company and breadcrumb, then the actions of spec §2. */
export function Topbar() {
  const translate = useTranslate();
  const { toggle, layout, mobile, staticVisible } = useMenuState();
  const sidebarHasLogo =
    !mobile && (layout === 'static' ? staticVisible : layout !== 'overlay' && layout !== 'horizontal');
  return (
    <AppBar
      position="sticky"
      sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider', backgroundImage: 'none' }}
    >
      <Toolbar sx={{ gap: 1, minHeight: { xs: 64 }, flexWrap: 'wrap', py: 0.75, position: 'relative' }}>
        <Tooltip title={translate('app.menu.toggle')}>
          <IconButton edge="start" onClick={toggle} aria-label={translate('app.menu.toggle')}>
            <MenuIcon />
          </IconButton>
        </Tooltip>
        {!sidebarHasLogo && (
          <Box
            component={LinkBase}
            to="/"
            sx={{ display: { xs: 'none', sm: 'flex' }, textDecoration: 'none', mr: 1 }}
            aria-label={translate('app.home')}
          >
            <Logo compact />
          </Box>
        )}
        <Box sx={{ minWidth: 0, flex: { xs: '1 1 calc(100% - 64px)', sm: '1 1 160px' } }}>
          <CompanyTitle />
          <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
            <Breadcrumb />
          </Box>
        </Box>
        <Stack
          direction="row"
          spacing={{ xs: 0.25, sm: 1 }}
          sx={{
            alignItems: 'center',
            flexWrap: { xs: 'nowrap', md: 'wrap' },
            justifyContent: 'flex-end',
            rowGap: 1,
            width: { xs: '100%', sm: 'auto' },
            ml: 'auto',
          }}
        >
          <GlobalSearch />
          <DateRangeFilter />
          <OverviewModeSwitch />
          <UpgradeButton />
          <BranchSwitcher />
          <DatabaseButton />
          <Stack direction="row" spacing={0.25} sx={{ alignItems: 'center' }}>
            <LanguageSwitcher />
            <ConfigPanel />
            <CompanySettingsButton />
            <ProfileMenu />
          </Stack>
        </Stack>
      </Toolbar>
      {layout === 'horizontal' && !mobile && <HorizontalMenu />}
    </AppBar>
  );
}
