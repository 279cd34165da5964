import type { FastifyInstance } from 'fastify';
import { onDocumentValidated } from '../documents/validated';
import { approvalRulesRoutes } from './rules.routes';
import { approvalsRoutes } from './approvals.routes';
import { requestOnValidation } from './use-cases/request-approval';

/**
 * Approval circuits: the rules, each validated invoice's request (opened when its validation is committed,
 * before payments hears of it: registered first in app.ts), the decisions and the "To approve" list.
 */
export async function approvalsModule(api: FastifyInstance) {
  onDocumentValidated(requestOnValidation);
  await approvalRulesRoutes(api);
  await approvalsRoutes(api);
}
