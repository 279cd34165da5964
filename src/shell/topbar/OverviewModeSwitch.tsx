import Layers from '@mui/icons-material/Layers';
import LayersOutlined from '@mui/icons-material/LayersOutlined';
import { FormControlLabel, IconButton, Switch, Tooltip, useMediaQuery, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { showOverviewSwitch } from '../../session/overviewMode';
import { useSession } from '../../session/SessionContext';
import { useBlockingOverlay } from '../feedback/BlockingOverlay';

/**
 * Overview Mode: master, no branch loaded, OVERVIEW_MODE granted, Documents mode (spec §6). The page stays locked
 * until the documents of the new mode have loaded; narrow screens get a toggle button instead of the labelled switch.
 */
export function OverviewModeSwitch() {
  const translate = useTranslate();
  const session = useSession();
  const overlay = useBlockingOverlay();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (!showOverviewSwitch(session)) return null;
  const label = translate('app.overview.label');
  const on = session.overviewMode;
  const change = (next: boolean) =>
    // A failed load only clears the blocking overlay (spec §8).
    overlay.run(() => session.setOverviewMode(next)).catch(() => undefined);
  return narrow ? (
    <Tooltip title={label}>
      <IconButton aria-label={label} aria-pressed={on} color={on ? 'primary' : 'default'} onClick={() => change(!on)}>
        {on ? <Layers /> : <LayersOutlined />}
      </IconButton>
    </Tooltip>
  ) : (
    <FormControlLabel
      control={<Switch size="small" checked={on} onChange={(_, next) => change(next)} />}
      label={label}
      slotProps={{ typography: { variant: 'body2', noWrap: true } }}
      sx={{ mr: 0.5 }}
    />
  );
}
