import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import { List, ListSubheader } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { branchDisplayName, type Branch } from '../../domain/company/company.model';
import { showBranchSwitcher } from '../../session/branches';
import { useSession } from '../../session/SessionContext';
import { useConfirm } from '../feedback/ConfirmDialog';
import { TopbarChoiceButton, TopbarOption } from './TopbarChoice';
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
      messageArgs: { name: branchDisplayName(branch, translate) },
    });
    if (accepted) switchBranch(branch);
  };

  return (
    <>
      <TopbarChoiceButton
        icon={<AccountTreeOutlined />}
        chosen={activeBranch ? activeBranch.companyName : translate('app.branch.label')}
        ariaLabel={translate('app.branch.choose')}
        popup="listbox"
        onOpen={setAnchor}
      />
      <TopbarPopover anchor={anchor} onClose={() => setAnchor(null)}>
        <List
          role="listbox"
          dense
          sx={{ minWidth: 240, maxHeight: 400, overflowY: 'auto' }}
          subheader={<ListSubheader>{translate('app.branch.choose')}</ListSubheader>}
        >
          {branches.map((branch) => (
            <TopbarOption
              key={branch.uuid}
              active={branch.uuid === activeBranch?.uuid}
              primary={branchDisplayName(branch, translate)}
              secondary={branch.companyAddress}
              onChoose={() => choose(branch)}
            />
          ))}
        </List>
      </TopbarPopover>
    </>
  );
}
