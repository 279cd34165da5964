import { eq, or, sql } from 'drizzle-orm';
import { aiConfigurationModel } from '../../../../src/domain/aiConfigurations/aiConfiguration.model';
import { aiConfigurations, suppliers } from '../../../db/schema';
import type { CrudDefinition } from '../registerCrud';

export const aiConfigurationsCrud: CrudDefinition = {
  model: aiConfigurationModel,
  table: aiConfigurations,
  hooks: {
    /** A configuration a document source uses (as its default or for a document group) stays. */
    async inUse({ db }, id) {
      const rows = await db
        .select({ name: suppliers.name })
        .from(suppliers)
        .where(
          or(
            eq(suppliers.configuration, id),
            sql`${suppliers.configurations} @> ${JSON.stringify([{ aiconfigurationduuid: id }])}::jsonb`,
          ),
        )
        .orderBy(suppliers.name);
      if (!rows.length) return undefined;
      const names = rows.map((r) => r.name).join(', ');
      return {
        message: `This AI configuration is used by the document source(s): ${names}`,
        key: 'error.inuse.aiconfiguration_sources',
        params: { names },
      };
    },
  },
};
