import StoreOutlined from '@mui/icons-material/StoreOutlined';
import { IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { actsForCompany, useSession } from '../../../session/SessionContext';
import { useLoadOnOpen } from '../../useLoadOnOpen';

/** The dialog (and its rich-text box) loads on the first opening, then stays mounted. */
const loadDialog = async () => (await import('./CompanySettingsDialog')).CompanySettingsDialog;

/** Opens the company settings; shown only when canAccess({ resource: 'company', action: 'edit' }). */
export function CompanySettingsButton() {
  const translate = useTranslate();
  const session = useSession();
  const [open, setOpen] = useState(false);
  const [CompanySettingsDialog, openWith] = useLoadOnOpen(loadDialog);
  if (!session.canEditCompany || !actsForCompany(session)) return null;
  return (
    <>
      <Tooltip title={translate('app.company.open')}>
        <IconButton onClick={() => openWith(() => setOpen(true))} aria-label={translate('app.company.open')}>
          <StoreOutlined />
        </IconButton>
      </Tooltip>
      {CompanySettingsDialog && <CompanySettingsDialog open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
