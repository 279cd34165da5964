/**
 * GET, POST /functionnalities; GET, PUT /functionnalities/{id}; PUT /functionnalities/reorder (super administrator):
 * the platform's catalogue on the generic CRUD. Beyond its model: each functionality is in it once (409).
 */
import { and, eq, ne } from 'drizzle-orm';
import { functionalityModel } from '../../../../src/domain/functionalities/functionality.model';
import { functionalities } from '../../../db/schema';
import type { CrudDefinition } from '../../crud/registerCrud';
import { AppError } from '../../errors';

export const functionalitiesCrud: CrudDefinition = {
  model: functionalityModel,
  table: functionalities,
  platform: true,
  noun: 'Functionality',
  searched: ['name', 'functionnality'],
  hooks: {
    async prepare({ db }, data, existing) {
      const f = String(data.functionnality);
      const [taken] = await db
        .select({ uuid: functionalities.uuid })
        .from(functionalities)
        .where(
          and(
            eq(functionalities.functionnality, f),
            existing ? ne(functionalities.uuid, String(existing.uuid)) : undefined,
          ),
        );
      if (taken)
        throw new AppError('DUPLICATE', `The functionality ${f} is already in the catalogue`, {
          fields: { functionnality: 'error.functionalitytaken' },
        });
      return data;
    },
  },
};
