import type { FastifyInstance } from 'fastify';
import { balanceRoutes } from './balances.routes';
import { payManyRoutes } from './payMany.routes';
import { paymentRoutes } from './payments.routes';

/** Payments, invoices to pay and supplier balances (spec §7). */
export async function paymentsModule(api: FastifyInstance) {
  await paymentRoutes(api);
  await payManyRoutes(api);
  await balanceRoutes(api);
}
