import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined';
import { lazyPage } from '../../shell/lazyPage';
import { resourceConfig } from '../views/resourceConfig';
import { aiConfigurationModel } from '../../domain/aiConfigurations/aiConfiguration.model';

const AiConfigurationCreate = lazyPage(() => import('./AiConfigurationForms'), 'AiConfigurationCreate');
const AiConfigurationEdit = lazyPage(() => import('./AiConfigurationForms'), 'AiConfigurationEdit');

export default resourceConfig(aiConfigurationModel, SmartToyOutlined, {
  create: AiConfigurationCreate,
  edit: AiConfigurationEdit,
});
