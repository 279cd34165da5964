import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import { resourceConfig } from '../views/resourceConfig';
import { paymentTypeMessages } from './i18n';
import { paymentTypeModel } from './model';

export default resourceConfig(paymentTypeModel, PaymentsOutlined, paymentTypeMessages);
