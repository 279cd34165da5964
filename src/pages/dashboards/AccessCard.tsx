import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import { Box, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ruleGroupModel } from '../../domain/ruleGroups/ruleGroup.model';
import { useSession } from '../../session/SessionContext';
import { permissionsByFunctionality } from './accessSummary';
import { DashboardCard, Detail } from '../shared/DashboardCard';

/** The user's roles, permissions per functionality and origin-type / document-group restrictions. */
export function AccessCard() {
  const translate = useTranslate();
  const { userInfo: u } = useSession();
  const groups = permissionsByFunctionality(u.permissions);
  const max = Math.max(1, ...groups.map((g) => g.count));
  const total = groups.reduce((n, g) => n + g.count, 0);
  const scope = (ids: string[]) =>
    ids.length
      ? translate('dashboard.access.restricted', { smart_count: ids.length })
      : translate('dashboard.access.all');
  const roles = [...u.roles, ...(u.master ? ['master'] : []), ...(u.admin && !u.superAdmin ? ['admin'] : [])];
  return (
    <DashboardCard title={translate('dashboard.access.title')} icon={VerifiedUserOutlined}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75, mb: 2 }}>
        {(roles.length ? roles : ['user']).map((r) => (
          <Chip
            key={r}
            size="small"
            color={r === 'superadmin' ? 'warning' : 'default'}
            label={translate(`app.role.${r}`, { _: r })}
          />
        ))}
      </Stack>
      <Detail
        label={translate('dashboard.access.permissions')}
        value={translate('dashboard.access.permission_count', { smart_count: total })}
      />
      {u.groups.length > 0 && (
        <Detail
          label={translate(`resources.${ruleGroupModel.name}.name`, { smart_count: 2 })}
          value={translate('dashboard.access.rulegroups', { smart_count: u.groups.length })}
        />
      )}
      <Detail label={translate('dashboard.access.origintypes')} value={scope(u.origintypes)} />
      <Detail label={translate('dashboard.access.documentgroups')} value={scope(u.documentgroups)} />
      <Box sx={{ pt: 1.5, borderTop: 1, borderColor: 'divider' }}>
        {groups.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {translate('dashboard.access.none')}
          </Typography>
        )}
        {groups.map(({ functionality, count }) => (
          <Box key={functionality} sx={{ mb: 1.25 }}>
            <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
              <Typography variant="body2">{translate(`app.functionality.${functionality}`)}</Typography>
              <Typography variant="body2" color="text.secondary">
                {count}
              </Typography>
            </Stack>
            <LinearProgress
              variant="determinate"
              value={(count / max) * 100}
              aria-label={translate(`app.functionality.${functionality}`)}
              sx={{ height: 6, borderRadius: 3, mt: 0.5 }}
            />
          </Box>
        ))}
      </Box>
    </DashboardCard>
  );
}
