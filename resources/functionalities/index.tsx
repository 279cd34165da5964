import ExtensionOutlined from '@mui/icons-material/ExtensionOutlined';
import { resourceConfig } from '../views/resourceConfig';
import { functionalityModel } from './model';

export default resourceConfig(functionalityModel, ExtensionOutlined);
