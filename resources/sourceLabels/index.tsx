import SellOutlined from '@mui/icons-material/SellOutlined';
import { resourceConfig } from '../views/resourceConfig';
import { sourceLabelMessages } from './i18n';
import { sourceLabelModel } from './model';

export default resourceConfig(sourceLabelModel, SellOutlined, sourceLabelMessages);
