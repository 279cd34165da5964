import { Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSession } from '../../session/SessionContext';

/** The company name, with a marker for the super administrator. */
export function CompanyTitle() {
  const translate = useTranslate();
  const { companyInfo, userInfo } = useSession();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
      {companyInfo && (
        <Typography variant="subtitle1" component="h1" noWrap sx={{ fontWeight: 600 }}>
          {companyInfo.name}
        </Typography>
      )}
      {userInfo.superAdmin && (
        <Chip
          label={translate('app.superadmin')}
          size="small"
          color="warning"
          variant="outlined"
          sx={{ fontWeight: 600 }}
        />
      )}
    </Stack>
  );
}
