import type { FastifyInstance } from 'fastify';
import { onDocumentValidated } from '../documents/validated';
import { payOnValidation } from './automation';
import { balanceRoutes } from './balances.routes';
import { payManyRoutes } from './payMany.routes';
import { paymentRoutes } from './payments.routes';

/** Payments, invoices to pay and supplier balances (spec §7). */
export async function paymentsModule(api: FastifyInstance) {
  // the supplier's automatic payment when one of its documents is validated
  onDocumentValidated(payOnValidation);
  await paymentRoutes(api);
  await payManyRoutes(api);
  await balanceRoutes(api);
}
