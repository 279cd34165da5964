import type { FastifyInstance } from 'fastify';
import { crudRegistry } from './registry';
import { registerCrud } from './registerCrud';
import type { TableLookup } from './references';

export const lookupResource: TableLookup = (name) => crudRegistry.find((d) => d.model.name === name);

/** The generic CRUD routes of every registered resource. */
export async function crudRoutes(api: FastifyInstance) {
  for (const def of crudRegistry) registerCrud(api, def, lookupResource);
}
