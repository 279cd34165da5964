import FolderSpecialOutlined from '@mui/icons-material/FolderSpecialOutlined';
import { resourceConfig } from '../views/resourceConfig';
import { keywordGroupModel } from './keywordGroup.model';

export default resourceConfig(keywordGroupModel, FolderSpecialOutlined);
