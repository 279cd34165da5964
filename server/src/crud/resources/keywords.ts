import { and, eq, sql } from 'drizzle-orm';
import { keywordModel } from '../../../../resources/keywords/model';
import { documentGroups, documents, keywords } from '../../../db/schema';
import type { CrudDefinition } from '../registerCrud';

export const keywordsCrud: CrudDefinition = {
  model: keywordModel,
  table: keywords,
  hooks: {
    async inUse({ db, companyId }, id) {
      const groups = await db.select({ name: documentGroups.name }).from(documentGroups)
        .where(and(eq(documentGroups.companyId, companyId), sql`${documentGroups.keywords} @> ${JSON.stringify([{ keyworduuid: id }])}::jsonb`));
      if (groups.length) return `This keyword is used by the document group(s): ${groups.map((g) => g.name).join(', ')}`;
      const [used] = await db.select({ n: sql<number>`count(*)` }).from(documents)
        .where(and(eq(documents.accountId, companyId), sql`${documents.data} @> ${JSON.stringify([{ keyworduuid: id }])}::jsonb`));
      if (Number(used.n)) return `This keyword holds values in ${used.n} document(s) and cannot be deleted`;
      return undefined;
    },
  },
};
