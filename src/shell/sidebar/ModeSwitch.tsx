import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import SupervisorAccountOutlined from '@mui/icons-material/SupervisorAccountOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import { ToggleButton, ToggleButtonGroup, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSession } from '../../session/SessionContext';
import { showModeSwitch, type Mode } from '../../navigation/modes';
import { useSwitchMode } from '../useModeNavigation';

const MODE_ICONS: Record<Mode, SvgIconComponent> = {
  DOCUMENTS: DescriptionOutlined,
  EMAILS: MailOutlined,
  CONFIGURATIONS: SettingsOutlined,
  SUPER_ADMIN: SupervisorAccountOutlined,
};

/** The working-area switch; rendered only when more than one mode is available. */
export function ModeSwitch({ compact = false, inline = false }: { compact?: boolean; inline?: boolean }) {
  const translate = useTranslate();
  const { mode, availableModes } = useSession();
  const switchMode = useSwitchMode();
  if (!showModeSwitch(availableModes)) return null;
  return (
    <ToggleButtonGroup
      exclusive
      fullWidth={!inline}
      size="small"
      color="primary"
      orientation={compact ? 'vertical' : 'horizontal'}
      value={mode}
      onChange={(_, next: Mode | null) => next && next !== mode && switchMode(next)}
      aria-label={translate('app.mode.label')}
      sx={inline ? { mr: 1, flexShrink: 0 } : { px: compact ? 1 : 2, pt: 1.5 }}
    >
      {availableModes.map((m) => {
        const Icon = MODE_ICONS[m];
        return (
          <ToggleButton key={m} value={m} aria-label={translate(`app.mode.${m}`)} sx={{ py: 0.75 }}>
            <Tooltip title={translate(`app.mode.${m}`)}>
              <Icon fontSize="small" />
            </Tooltip>
          </ToggleButton>
        );
      })}
    </ToggleButtonGroup>
  );
}

/** Name of the current mode, shown above the menu. */
export function ModeCaption() {
  const translate = useTranslate();
  const { mode } = useSession();
  return <>{translate(`app.mode.${mode}`)}</>;
}
