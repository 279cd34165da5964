import FolderSpecialOutlined from '@mui/icons-material/FolderSpecialOutlined';
import { resourceConfig } from '../views/resourceConfig';
import { keywordGroupMessages } from './i18n';
import { keywordGroupModel } from './model';

export default resourceConfig(keywordGroupModel, FolderSpecialOutlined, keywordGroupMessages);
