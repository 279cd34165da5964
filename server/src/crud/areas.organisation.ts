import type { FastifyInstance } from 'fastify';
import type { CrudDefinition } from './registerCrud';
import type { ResourceExample } from './exampleTypes';
import { branchRoutes } from './resources/branches';
import { linkedUserRoutes } from './resources/linkedUsers';
import { ruleGroupRoutes } from './resources/ruleGroups';
import { superAdminRoutes } from './resources/superadmin';
import { subscriptionsModule } from '../modules/subscriptions';

/**
 * Server CRUD definitions of the organisation area: none fits the generic table shape (users,
 * rule groups, companies, offers and functionalities are keyed `id`, and the catalogue has no
 * company), so their routes are written by hand in `organisationRoutes`, with their own tests.
 */
export const organisationCruds: CrudDefinition[] = [];
/** Their examples for the generic API test. */
export const organisationExamples: Record<string, ResourceExample> = {};

/**
 * Linked users, rule groups, branches, the super administrator's accounts, offers and
 * functionalities, subscriptions and metrics. Register under the API prefix (after auth and scope).
 */
export async function organisationRoutes(api: FastifyInstance): Promise<void> {
  await linkedUserRoutes(api);
  await ruleGroupRoutes(api);
  await branchRoutes(api);
  await superAdminRoutes(api);
  await subscriptionsModule()(api);
}
