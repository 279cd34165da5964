import { and, eq } from 'drizzle-orm';
import { promptCategoryModel } from '../../../../src/domain/promptCategories/promptCategory.model';
import { aiConfigurations, promptCategories } from '../../../db/schema';
import { AppError } from '../../errors';
import type { CrudDefinition } from '../registerCrud';

export const promptCategoriesCrud: CrudDefinition = {
  model: promptCategoryModel,
  table: promptCategories,
  hooks: {
    // A category its AI configurations use goes only once the caller said where they go: `newCategoryUUID`
    // (another category), or `none` (uncategorised); they move in the delete transaction.
    async onDelete({ tx, companyId }, id, replacement, chosen) {
      const moved = await tx
        .update(aiConfigurations)
        .set({ categoryuuid: replacement })
        .where(and(eq(aiConfigurations.companyId, companyId), eq(aiConfigurations.categoryuuid, id)))
        .returning({ name: aiConfigurations.name });
      if (moved.length && !chosen) {
        const reason = `This category is used by ${moved.length} AI configuration(s): ${moved.map((m) => m.name).join(', ')}; choose a replacement (newCategoryUUID, or none)`;
        const params = { smart_count: moved.length, names: moved.map((m) => m.name).join(', ') };
        throw new AppError('IN_USE', reason, {
          value: reason,
          fields: { newCategoryUUID: 'error.categoryinuse' },
          key: 'error.inuse.promptcategory',
          params,
        });
      }
    },
  },
};
