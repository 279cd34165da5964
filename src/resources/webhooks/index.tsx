import WebhookOutlined from '@mui/icons-material/WebhookOutlined';
import { lazyPage } from '../../shell/lazyPage';
import { resourceConfig } from '../views/resourceConfig';
import { webhookModel } from '../../domain/webhooks/webhook.model';

export default resourceConfig(webhookModel, WebhookOutlined, {
  create: lazyPage(() => import('./WebhookViews'), 'WebhookCreate'),
  edit: lazyPage(() => import('./WebhookViews'), 'WebhookEdit'),
});
