import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import { resourceConfig } from '../views/resourceConfig';
import { bankAccountModel } from '../../domain/bankAccounts/bankAccount.model';

export default resourceConfig(bankAccountModel, AccountBalanceOutlined);
