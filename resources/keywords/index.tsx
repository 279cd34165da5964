import KeyOutlined from '@mui/icons-material/KeyOutlined';
import { resourceConfig } from '../views/resourceConfig';
import { keywordModel } from './model';

export default resourceConfig(keywordModel, KeyOutlined);
