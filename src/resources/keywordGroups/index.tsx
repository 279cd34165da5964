import ExtensionOutlined from '@mui/icons-material/ExtensionOutlined';
import { resourceConfig } from '../views/resourceConfig';
import { keywordGroupModel } from '../../domain/keywordGroups/keywordGroup.model';

export default resourceConfig(keywordGroupModel, ExtensionOutlined);
