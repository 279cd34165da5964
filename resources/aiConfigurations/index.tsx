import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined';
import { lazyPage } from '../../src/layout/lazyPage';
import { resourceConfig } from '../views/resourceConfig';
import { aiConfigurationModel } from './aiConfiguration.model';

const AiConfigurationCreate = lazyPage(() => import('./AiConfigurationForms'), 'AiConfigurationCreate');
const AiConfigurationEdit = lazyPage(() => import('./AiConfigurationForms'), 'AiConfigurationEdit');

export default resourceConfig(aiConfigurationModel, SmartToyOutlined, {
  create: AiConfigurationCreate,
  edit: AiConfigurationEdit,
});
