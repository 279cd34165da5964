import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined';
import { resourceConfig } from '../views/resourceConfig';
import { AiConfigurationCreate, AiConfigurationEdit } from './AiConfigurationForms';
import { aiConfigurationMessages } from './i18n';
import { aiConfigurationModel } from './model';

export default resourceConfig(aiConfigurationModel, SmartToyOutlined, aiConfigurationMessages, {
  create: AiConfigurationCreate,
  edit: AiConfigurationEdit,
});
