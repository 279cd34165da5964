import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import { lazyPage } from '../../shell/lazyPage';
import { resourceConfig } from '../views/resourceConfig';
import { accountModel } from '../../domain/accounts/account.model';

const AccountList = lazyPage(() => import('./AccountViews'), 'AccountList');
const AccountEdit = lazyPage(() => import('./AccountViews'), 'AccountEdit');
const AccountCreate = lazyPage(() => import('./AccountCreate'), 'AccountCreate');

/** The super administrator's accounts: a new customer account is created here (POST /accounts). */
export default resourceConfig(accountModel, BusinessOutlined, {
  list: AccountList,
  edit: AccountEdit,
  create: AccountCreate,
});
