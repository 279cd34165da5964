import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined';
import { lazyPage } from '../../src/pages/lazyPage';
import { resourceConfig } from '../views/resourceConfig';
import { aiConfigurationMessages } from './i18n';
import { aiConfigurationModel } from './model';

const AiConfigurationCreate = lazyPage(() => import('./AiConfigurationForms'), 'AiConfigurationCreate');
const AiConfigurationEdit = lazyPage(() => import('./AiConfigurationForms'), 'AiConfigurationEdit');

export default resourceConfig(aiConfigurationModel, SmartToyOutlined, aiConfigurationMessages, {
  create: AiConfigurationCreate,
  edit: AiConfigurationEdit,
});
