import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import { resourceConfig } from '../views/resourceConfig';
import { bankAccountModel } from './bankAccount.model';

export default resourceConfig(bankAccountModel, AccountBalanceOutlined);
