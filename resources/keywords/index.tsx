import KeyOutlined from '@mui/icons-material/KeyOutlined';
import { resourceConfig } from '../views/resourceConfig';
import { keywordMessages } from './i18n';
import { keywordModel } from './model';

export default resourceConfig(keywordModel, KeyOutlined, keywordMessages);
