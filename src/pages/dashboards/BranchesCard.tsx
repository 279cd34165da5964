import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import { Avatar, Chip, List, ListItem, ListItemAvatar, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { branchDisplayName } from '../../domain/company/company.model';
import { useSession } from '../../session/SessionContext';
import { DashboardCard } from '../shared/DashboardCard';

/** The account's companies; the one being worked on is marked. */
export function BranchesCard() {
  const translate = useTranslate();
  const { branches, companyInfo } = useSession();
  const count = branches.filter((b) => !b.master).length;
  return (
    <DashboardCard
      title={translate('dashboard.branches.title')}
      icon={AccountTreeOutlined}
      action={
        <Typography variant="body2" color="text.secondary">
          {translate('dashboard.branches.count', { smart_count: count })}
        </Typography>
      }
    >
      {count === 0 && (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {translate('dashboard.branches.empty')}
        </Typography>
      )}
      <List disablePadding>
        {branches.map((b) => {
          const contact = [`${b.firstName} ${b.lastName}`.trim(), b.email].filter(Boolean).join(' · ');
          return (
            <ListItem
              key={b.uuid}
              disableGutters
              divider
              secondaryAction={
                b.uuid === companyInfo?.uuid ? (
                  <Chip
                    size="small"
                    color="success"
                    variant="outlined"
                    label={translate('dashboard.branches.active')}
                  />
                ) : undefined
              }
            >
              <ListItemAvatar>
                <Avatar
                  sx={{ bgcolor: b.master ? 'primary.main' : 'secondary.main', width: 36, height: 36, fontSize: 14 }}
                >
                  {b.companyName.slice(0, 2).toUpperCase()}
                </Avatar>
              </ListItemAvatar>
              <ListItemText
                primary={branchDisplayName(b, translate)}
                secondary={[b.companyAddress, contact].filter(Boolean).join(' — ') || undefined}
                slotProps={{ primary: { noWrap: true, sx: { fontWeight: 500 } }, secondary: { noWrap: true } }}
                sx={{ pr: 8 }}
              />
            </ListItem>
          );
        })}
      </List>
    </DashboardCard>
  );
}
