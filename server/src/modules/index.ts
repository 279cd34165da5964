import type { FastifyInstance } from 'fastify';
import { exportRoutes } from './exports/exports.routes';
import { mailRoutes } from './mail/routes';
import { paymentRoutes } from './payments/routes';
import { payManyRoutes } from './payments/payMany';

/** API route modules registered under the API prefix, after authentication and scoping. */
export const apiModules: Array<(api: FastifyInstance) => Promise<void>> = [
  mailRoutes,
  paymentRoutes,
  payManyRoutes,
  exportRoutes,
];
