import StoreOutlined from '@mui/icons-material/StoreOutlined';
import { IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useSession } from '../../../session/SessionContext';
import { CompanySettingsDialog } from './CompanySettingsDialog';

/** Opens the company settings; shown only when canAccess({ resource: 'company', action: 'edit' }). */
export function CompanySettingsButton() {
  const translate = useTranslate();
  const { canEditCompany } = useSession();
  const [open, setOpen] = useState(false);
  if (!canEditCompany) return null;
  return (
    <>
      <Tooltip title={translate('app.company.open')}>
        <IconButton onClick={() => setOpen(true)} aria-label={translate('app.company.open')}><StoreOutlined /></IconButton>
      </Tooltip>
      <CompanySettingsDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
