import { and, eq, sql } from 'drizzle-orm';
import { keywordModel } from '../../../../src/domain/keywords/keyword.model';
import { documentGroups, documents, keywords } from '../../../db/schema';
import type { CrudDefinition } from '../registerCrud';

export const keywordsCrud: CrudDefinition = {
  model: keywordModel,
  table: keywords,
  hooks: {
    async inUse({ db, companyId }, id) {
      const groups = await db
        .select({ name: documentGroups.name })
        .from(documentGroups)
        .where(
          and(
            eq(documentGroups.companyId, companyId),
            sql`${documentGroups.keywords} @> ${JSON.stringify([{ keyworduuid: id }])}::jsonb`,
          ),
        );
      const names = groups.map((g) => g.name).join(', ');
      if (groups.length)
        return {
          message: `This keyword is used by the document group(s): ${names}`,
          key: 'error.inuse.keyword_groups',
          params: { names },
        };
      const [used] = await db
        .select({ n: sql<number>`count(*)` })
        .from(documents)
        .where(
          and(
            eq(documents.accountId, companyId),
            sql`${documents.data} @> ${JSON.stringify([{ keyworduuid: id }])}::jsonb`,
          ),
        );
      const count = Number(used.n);
      if (count)
        return {
          message: `This keyword holds values in ${count} document(s) and cannot be deleted`,
          key: 'error.inuse.keyword_documents',
          params: { smart_count: count },
        };
      return undefined;
    },
  },
};
