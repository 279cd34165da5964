import type { FastifyInstance } from 'fastify';
import { lookupResource } from '../../crud';
import { registerCrud } from '../../crud/registerCrud';
import { accountRoutes } from './accounts.routes';
import { branchRoutes } from './branches.routes';
import { functionalitiesCrud } from './functionalities.crud';
import { linkedUserRoutes } from './linkedUsers.routes';
import { ruleGroupsCrud } from './ruleGroups.crud';

/**
 * Linked users, rule groups, branches, the super administrator's accounts and functionalities. Rule groups and the
 * functionalities catalogue are served by the generic CRUD with their hooks; the others' writes are use-cases
 * (use-cases/<verb>-<entity>.ts) under thin routes. Register under the API prefix (after auth and scope).
 */
export async function organisationRoutes(api: FastifyInstance): Promise<void> {
  await linkedUserRoutes(api);
  registerCrud(api, ruleGroupsCrud, lookupResource);
  await branchRoutes(api);
  await accountRoutes(api);
  registerCrud(api, functionalitiesCrud, lookupResource);
}
