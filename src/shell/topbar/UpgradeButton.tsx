import RocketLaunchOutlined from '@mui/icons-material/RocketLaunchOutlined';
import { Button, IconButton, Tooltip, useMediaQuery, type Theme } from '@mui/material';
import { LinkBase, useTranslate } from 'react-admin';
import { isFreeOffer, type UserInfo } from '../../domain/users/user.model';
import type { CompanyInfo } from '../../domain/company/company.model';
import { useSession } from '../../session/SessionContext';

export const UPGRADE_ROUTE = '/administration/subscriptions/offer';

/** Shown only to a non-super-admin on the master company with a free offer (spec §6). */
export const showUpgrade = (user: UserInfo, company: CompanyInfo | null) =>
  !user.superAdmin && Boolean(company?.master) && isFreeOffer(user);

export function UpgradeButton() {
  const translate = useTranslate();
  const { userInfo, companyInfo } = useSession();
  const compact = useMediaQuery<Theme>((t) => t.breakpoints.down('md'), { noSsr: true });
  if (!showUpgrade(userInfo, companyInfo)) return null;
  const label = translate('app.upgrade');
  return compact ? (
    <Tooltip title={label}>
      <IconButton component={LinkBase} to={UPGRADE_ROUTE} color="warning" aria-label={label}>
        <RocketLaunchOutlined />
      </IconButton>
    </Tooltip>
  ) : (
    <Button
      component={LinkBase}
      to={UPGRADE_ROUTE}
      variant="contained"
      color="warning"
      size="small"
      startIcon={<RocketLaunchOutlined />}
    >
      {label.toUpperCase()}
    </Button>
  );
}
