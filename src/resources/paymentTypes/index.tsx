import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import { resourceConfig } from '../views/resourceConfig';
import { paymentTypeModel } from '../../domain/paymentTypes/paymentType.model';

export default resourceConfig(paymentTypeModel, PaymentsOutlined);
