import type { FastifyInstance } from 'fastify';
import { builtinBilling, type BillingProvider } from './billing';
import { offerRoutes } from './offers.routes';
import { subscriptionRoutes } from './subscriptions.routes';

export type { BillingProvider } from './billing';

/** Offers (GET for every user, the rest for the super administrator), subscribing and usage metrics. */
export function subscriptionsModule(billing: BillingProvider = builtinBilling) {
  return async (api: FastifyInstance) => {
    await offerRoutes(api);
    await subscriptionRoutes(billing)(api);
  };
}
