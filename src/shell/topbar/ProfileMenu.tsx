import Logout from '@mui/icons-material/Logout';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import {
  Avatar,
  Box,
  Button,
  DialogActions,
  DialogContent,
  Divider,
  IconButton,
  ListItemIcon,
  Menu,
  MenuItem,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useGetIdentity, useLogout, useTranslate } from 'react-admin';
import { useSession } from '../../session/SessionContext';
import { useToast } from '../feedback/toast';
import { profileRoles } from './profileRoles';
import { NarrowDialog } from '../feedback/NarrowDialog';
import { UNDER_BUTTON } from './TopbarPopover';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('');

/** Name and e-mail, the profile (identity read), and logout. */
export function ProfileMenu() {
  const translate = useTranslate();
  const logout = useLogout();
  const toast = useToast();
  const { userInfo, companyInfo } = useSession();
  const { identity } = useGetIdentity();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [profileOpen, setProfileOpen] = useState(false);
  const name = identity?.fullName || `${userInfo.firstName} ${userInfo.lastName}`.trim() || userInfo.email;
  const email = (typeof identity?.email === 'string' && identity.email) || userInfo.email;

  const signOut = () => {
    setAnchor(null);
    Promise.resolve(logout()).catch((error: unknown) => toast.error(error));
  };

  return (
    <>
      <Tooltip title={translate('app.profile.label')}>
        <IconButton
          onClick={(e) => setAnchor(e.currentTarget)}
          aria-haspopup="menu"
          aria-label={translate('app.profile.label')}
          sx={{ p: 0.5 }}
        >
          <Avatar sx={{ width: 34, height: 34, fontSize: 14, bgcolor: 'primary.main' }}>{initials(name)}</Avatar>
        </IconButton>
      </Tooltip>
      <Menu open={Boolean(anchor)} anchorEl={anchor} onClose={() => setAnchor(null)} {...UNDER_BUTTON}>
        <Box sx={{ px: 2, py: 1.5, minWidth: 220 }}>
          <Typography variant="subtitle2" noWrap>
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {email}
          </Typography>
        </Box>
        <Divider />
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setProfileOpen(true);
          }}
        >
          <ListItemIcon>
            <PersonOutlined fontSize="small" />
          </ListItemIcon>
          {translate('app.profile.view')}
        </MenuItem>
        <MenuItem onClick={signOut}>
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          {translate('ra.auth.logout')}
        </MenuItem>
      </Menu>
      <NarrowDialog open={profileOpen} onClose={() => setProfileOpen(false)} title={translate('app.profile.title')}>
        <DialogContent>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
            <Avatar sx={{ width: 56, height: 56, bgcolor: 'primary.main' }}>{initials(name)}</Avatar>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="h6" noWrap>
                {name}
              </Typography>
              <Typography color="text.secondary" noWrap>
                {email}
              </Typography>
            </Box>
          </Stack>
          {companyInfo && <ProfileLine label={translate('app.profile.company')} value={companyInfo.name} />}
          <ProfileLine
            label={translate('dashboard.access.roles')}
            value={profileRoles(userInfo)
              .map((r) => translate(`app.role.${r}`, { _: r }))
              .join(', ')}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setProfileOpen(false)}>{translate('ra.action.close')}</Button>
        </DialogActions>
      </NarrowDialog>
    </>
  );
}

function ProfileLine({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography>{value || '—'}</Typography>
    </Box>
  );
}
