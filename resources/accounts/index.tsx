import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import { lazyPage } from '../../src/layout/lazyPage';
import { resourceConfig } from '../views/resourceConfig';
import { accountModel } from './account.model';

const AccountList = lazyPage(() => import('./AccountViews'), 'AccountList');
const AccountEdit = lazyPage(() => import('./AccountViews'), 'AccountEdit');

/** The super administrator's accounts: no create (an account starts by signing up or by the seed). */
export default resourceConfig(accountModel, BusinessOutlined, {
  list: AccountList,
  edit: AccountEdit,
  create: undefined,
});
