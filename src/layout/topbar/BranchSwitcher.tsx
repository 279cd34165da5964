import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import Check from '@mui/icons-material/Check';
import { Box, Button, List, ListItemButton, ListItemIcon, ListItemText, ListSubheader } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { branchDisplayName, type Branch } from '../../../resources/company/company.model';
import { showBranchSwitcher } from '../../session/branches';
import { useSession } from '../../session/SessionContext';
import { useConfirm } from '../feedback/ConfirmDialog';
import { TopbarPopover } from './TopbarPopover';

/**
 * Popover list of the account's companies; switching asks for confirmation and reloads the page.
 * Only where Overview Mode is allowed (showBranchSwitcher); the server refuses any other `buid` anyway.
 */
export function BranchSwitcher() {
  const translate = useTranslate();
  const confirm = useConfirm();
  const session = useSession();
  const { branches, activeBranch, switchBranch } = session;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Shown and usable only under spec §6's condition (Overview Mode allowed).
  if (!showBranchSwitcher(session)) return null;

  const choose = async (branch: Branch) => {
    setAnchor(null);
    if (branch.uuid === activeBranch?.uuid) return;
    const accepted = await confirm({
      title: 'confirmation.header',
      message: 'confirmation.switchbranch',
      messageArgs: { name: branchDisplayName(branch) },
    });
    if (accepted) switchBranch(branch);
  };

  return (
    <>
      <Button
        color="inherit"
        size="small"
        startIcon={<AccountTreeOutlined />}
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="listbox"
        aria-label={translate('app.branch.choose')}
        sx={{
          maxWidth: 200,
          '& .label': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
          minWidth: 0,
          '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } },
        }}
      >
        <Box component="span" className="label" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {activeBranch ? activeBranch.companyName : translate('app.branch.label')}
        </Box>
      </Button>
      <TopbarPopover anchor={anchor} onClose={() => setAnchor(null)}>
        <List
          role="listbox"
          dense
          sx={{ minWidth: 240, maxHeight: 400, overflowY: 'auto' }}
          subheader={<ListSubheader>{translate('app.branch.choose')}</ListSubheader>}
        >
          {branches.map((branch) => {
            const active = branch.uuid === activeBranch?.uuid;
            return (
              <ListItemButton
                key={branch.uuid}
                role="option"
                aria-selected={active}
                selected={active}
                onClick={() => choose(branch)}
              >
                <ListItemIcon>{active ? <Check fontSize="small" color="primary" /> : null}</ListItemIcon>
                <ListItemText primary={branchDisplayName(branch)} secondary={branch.companyAddress || undefined} />
              </ListItemButton>
            );
          })}
        </List>
      </TopbarPopover>
    </>
  );
}
