import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import { resourceConfig } from '../views/resourceConfig';
import { AccountEdit, AccountList } from './AccountViews';
import { accountMessages } from './i18n';
import { accountModel } from './model';

/** The super administrator's accounts: no create (an account starts by signing up or by the seed). */
export default resourceConfig(accountModel, BusinessOutlined, accountMessages, { list: AccountList, edit: AccountEdit, create: undefined });
