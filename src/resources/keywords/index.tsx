import KeyOutlined from '@mui/icons-material/KeyOutlined';
import { resourceConfig } from '../views/resourceConfig';
import { keywordModel } from '../../domain/keywords/keyword.model';

export default resourceConfig(keywordModel, KeyOutlined);
