import { FormControlLabel, Switch } from '@mui/material';
import { useTranslate } from 'react-admin';
import { showOverviewSwitch } from '../../session/overviewMode';
import { useSession } from '../../session/SessionContext';
import { useBlockingOverlay } from '../feedback/BlockingOverlay';

/** Overview Mode: master, no branch loaded, OVERVIEW_MODE granted, Documents mode (spec §6). */
export function OverviewModeSwitch() {
  const translate = useTranslate();
  const session = useSession();
  const overlay = useBlockingOverlay();
  if (!showOverviewSwitch(session)) return null;
  const change = (on: boolean) =>
    // A failed load only clears the blocking overlay (spec §8).
    overlay.run(() => session.setOverviewMode(on)).catch(() => undefined);
  return (
    <FormControlLabel
      control={<Switch size="small" checked={session.overviewMode} onChange={(_, on) => change(on)} />}
      label={translate('app.overview.label')}
      slotProps={{ typography: { variant: 'body2', noWrap: true } }}
      sx={{ mr: 0.5, display: { xs: 'none', sm: 'flex' } }}
    />
  );
}
