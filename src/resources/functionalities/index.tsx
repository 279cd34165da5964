import ExtensionOutlined from '@mui/icons-material/ExtensionOutlined';
import { resourceConfig } from '../views/resourceConfig';
import { functionalityModel } from '../../domain/functionalities/functionality.model';

export default resourceConfig(functionalityModel, ExtensionOutlined);
