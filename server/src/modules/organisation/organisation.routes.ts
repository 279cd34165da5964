import type { FastifyInstance } from 'fastify';
import { branchRoutes } from './branches.routes';
import { linkedUserRoutes } from './linkedUsers.routes';
import { ruleGroupRoutes } from './ruleGroups.routes';
import { superAdminRoutes } from './superadmin.routes';

/**
 * Linked users, rule groups, branches, the super administrator's accounts and functionalities. None fits the generic CRUD's table shape (they are keyed `id`, and the catalogue
 * has no company), so their routes are written by hand, with their own tests. Register under the API prefix
 * (after auth and scope).
 */
export async function organisationRoutes(api: FastifyInstance): Promise<void> {
  await linkedUserRoutes(api);
  await ruleGroupRoutes(api);
  await branchRoutes(api);
  await superAdminRoutes(api);
}
