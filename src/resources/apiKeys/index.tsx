import VpnKeyOutlined from '@mui/icons-material/VpnKeyOutlined';
import { lazyPage } from '../../shell/lazyPage';
import { resourceConfig } from '../views/resourceConfig';
import { apiKeyModel } from '../../domain/apiKeys/apiKey.model';

export default resourceConfig(apiKeyModel, VpnKeyOutlined, {
  create: lazyPage(() => import('./ApiKeyViews'), 'ApiKeyCreate'),
});
