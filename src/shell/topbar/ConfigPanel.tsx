import Close from '@mui/icons-material/Close';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import Tune from '@mui/icons-material/Tune';
import {
  Box,
  Drawer,
  FormControlLabel,
  IconButton,
  Radio,
  RadioGroup,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTheme, useTranslate } from 'react-admin';
import { isMenuLayout, MENU_LAYOUTS, menuLayoutLabel } from '../menuLayout';
import { useMenuState } from '../menuState';

/** The configuration panel: menu layout and light/dark theme, remembered in local storage. */
export function ConfigPanel() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const { layout, setLayout } = useMenuState();
  const [theme, setTheme] = useTheme();
  return (
    <>
      <Tooltip title={translate('app.config.open')}>
        <IconButton onClick={() => setOpen(true)} aria-label={translate('app.config.open')}>
          <Tune />
        </IconButton>
      </Tooltip>
      <Drawer anchor="right" open={open} onClose={() => setOpen(false)}>
        <Box sx={{ width: 300, p: 3 }} role="dialog" aria-labelledby="config-panel-title">
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 3 }}>
            <Typography id="config-panel-title" variant="h6">
              {translate('app.config.title')}
            </Typography>
            <IconButton onClick={() => setOpen(false)} aria-label={translate('ra.action.close')}>
              <Close />
            </IconButton>
          </Stack>
          <Typography variant="overline" color="text.secondary">
            {translate('app.config.theme')}
          </Typography>
          <ToggleButtonGroup
            exclusive
            fullWidth
            size="small"
            color="primary"
            value={theme}
            onChange={(_, next: 'light' | 'dark' | null) => next && setTheme(next)}
            aria-label={translate('app.config.theme')}
            sx={{ mb: 3, mt: 1 }}
          >
            <ToggleButton value="light">
              <LightModeOutlined fontSize="small" sx={{ mr: 1 }} />
              {translate('app.config.light')}
            </ToggleButton>
            <ToggleButton value="dark">
              <DarkModeOutlined fontSize="small" sx={{ mr: 1 }} />
              {translate('app.config.dark')}
            </ToggleButton>
          </ToggleButtonGroup>
          <Typography variant="overline" color="text.secondary" id="menu-layout-label">
            {translate('app.config.menu_layout')}
          </Typography>
          <RadioGroup
            value={layout}
            onChange={(e) => isMenuLayout(e.target.value) && setLayout(e.target.value)}
            aria-labelledby="menu-layout-label"
          >
            {MENU_LAYOUTS.map((l) => (
              <FormControlLabel
                key={l}
                value={l}
                control={<Radio size="small" />}
                label={translate(menuLayoutLabel(l))}
              />
            ))}
          </RadioGroup>
        </Box>
      </Drawer>
    </>
  );
}
