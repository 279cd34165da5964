import { webhookModel } from '../../../../src/domain/webhooks/webhook.model';
import { webhooks } from '../../../db/schema';
import { AppError } from '../../errors';
import type { CrudDefinition } from '../registerCrud';
import { isoDates } from './accountBranch';

/**
 * Webhooks: the signing secret is required on creation and never answered (an update without one keeps the
 * stored one); the address follows the one endpoint rule (HTTPS, plain HTTP to loopback only). Events and
 * deliveries: modules/lifecycle (webhookEvents.ts, delivery.ts, webhooks.routes.ts).
 */
export const webhooksCrud: CrudDefinition = {
  model: webhookModel,
  table: webhooks,
  hooks: {
    prepare(_ctx, data, existing) {
      const { secret, ...rest } = data as Record<string, unknown> & { secret: string };
      if (secret) rest.secret = secret;
      else if (!existing)
        throw new AppError('VALIDATION', 'The webhook secret is required', { fields: { secret: 'error.required' } });
      return rest;
    },
    toResponse({ companyId: _c, createdAt: _t, secret: _s, ...row }) {
      return isoDates({ ...row, secret: '' });
    },
  },
};
