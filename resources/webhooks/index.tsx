import WebhookOutlined from '@mui/icons-material/WebhookOutlined';
import { lazyPage } from '../../src/layout/lazyPage';
import { resourceConfig } from '../views/resourceConfig';
import { webhookModel } from './webhook.model';

export default resourceConfig(webhookModel, WebhookOutlined, {
  create: lazyPage(() => import('./WebhookViews'), 'WebhookCreate'),
  edit: lazyPage(() => import('./WebhookViews'), 'WebhookEdit'),
});
