import type { FastifyInstance } from 'fastify';
import { bankStatementRoutes } from './bankStatements.routes';

/** Bank statements and reconciliation: built on payments (which it reconciles) and documents (customer invoices). */
export async function bankStatementsModule(api: FastifyInstance) {
  await bankStatementRoutes(api);
}

export { onPaymentReconciled, type PaymentReconciled } from './reconcile/events';
