import { and, eq, or, sql } from 'drizzle-orm';
import { aiConfigurationModel } from '../../../../resources/aiConfigurations/model';
import { promptCategoryModel } from '../../../../resources/promptCategories/model';
import { aiConfigurations, promptCategories, suppliers } from '../../../db/schema';
import type { CrudDefinition } from '../registerCrud';

export const promptCategoriesCrud: CrudDefinition = {
  model: promptCategoryModel,
  table: promptCategories,
  hooks: {
    // Its AI configurations move to `newCategoryUUID`, or become uncategorised, in the delete transaction.
    async onDelete({ tx, companyId }, id, replacement) {
      await tx.update(aiConfigurations).set({ categoryuuid: replacement })
        .where(and(eq(aiConfigurations.companyId, companyId), eq(aiConfigurations.categoryuuid, id)));
    },
  },
};

export const aiConfigurationsCrud: CrudDefinition = {
  model: aiConfigurationModel,
  table: aiConfigurations,
  hooks: {
    /** A configuration a document source uses (as its default or for a document group) stays. */
    async inUse({ db }, id) {
      const rows = await db.select({ name: suppliers.name }).from(suppliers).where(or(
        eq(suppliers.configuration, id),
        sql`${suppliers.configurations} @> ${JSON.stringify([{ aiconfigurationduuid: id }])}::jsonb`,
      )).orderBy(suppliers.name);
      if (!rows.length) return undefined;
      return `This AI configuration is used by the document source(s): ${rows.map((r) => r.name).join(', ')}`;
    },
  },
};
