import FolderSpecialOutlined from '@mui/icons-material/FolderSpecialOutlined';
import { resourceConfig } from '../views/resourceConfig';
import { keywordGroupModel } from '../../domain/keywordGroups/keywordGroup.model';

export default resourceConfig(keywordGroupModel, FolderSpecialOutlined);
