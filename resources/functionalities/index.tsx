import ExtensionOutlined from '@mui/icons-material/ExtensionOutlined';
import { resourceConfig } from '../views/resourceConfig';
import { functionalityMessages } from './i18n';
import { functionalityModel } from './model';

export default resourceConfig(functionalityModel, ExtensionOutlined, functionalityMessages);
