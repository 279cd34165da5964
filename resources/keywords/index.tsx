import KeyOutlined from '@mui/icons-material/KeyOutlined';
import { resourceConfig } from '../views/resourceConfig';
import { keywordModel } from './keyword.model';

export default resourceConfig(keywordModel, KeyOutlined);
