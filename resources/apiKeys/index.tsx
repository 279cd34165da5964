import VpnKeyOutlined from '@mui/icons-material/VpnKeyOutlined';
import { lazyPage } from '../../src/layout/lazyPage';
import { resourceConfig } from '../views/resourceConfig';
import { apiKeyModel } from './apiKey.model';

export default resourceConfig(apiKeyModel, VpnKeyOutlined, {
  create: lazyPage(() => import('./ApiKeyViews'), 'ApiKeyCreate'),
});
