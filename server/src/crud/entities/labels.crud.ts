import { and, eq, ne, sql } from 'drizzle-orm';
import { documentLabelModel } from '../../../../src/domain/documentLabels/documentLabel.model';
import { sourceLabelModel } from '../../../../src/domain/sourceLabels/sourceLabel.model';
import { documentLabels, documents, sourceLabels, suppliers } from '../../../db/schema';
import { AppError } from '../../errors';
import type { CrudDefinition, CrudHooks, CrudTable } from '../registerCrud';
import { inUseBy, NAMED_ROWS, usage, usageTotal } from './inUse';

/** Two labels of one kind cannot share a name (case and surrounding spaces ignored); colours are stored lower-case. */
const labelHooks = (
  table: CrudTable & { name: CrudTable['uuid']; companyId: CrudTable['uuid'] },
  what: string,
): CrudHooks => ({
  async prepare({ db, companyId }, data, existing) {
    const name = String(data.name);
    const [clash] = await db
      .select({ uuid: table.uuid })
      .from(table)
      .where(
        and(
          eq(table.companyId, companyId),
          sql`lower(trim(${table.name})) = lower(${name})`,
          existing ? ne(table.uuid, String(existing.uuid)) : undefined,
        ),
      )
      .limit(1);
    if (clash)
      throw new AppError('DUPLICATE', `A ${what} named "${name}" already exists`, {
        fields: { name: 'error.duplicatename' },
      });
    return { ...data, color: String(data.color).toLowerCase() };
  },
});

export const sourceLabelsCrud: CrudDefinition = {
  model: sourceLabelModel,
  table: sourceLabels,
  hooks: {
    ...labelHooks(sourceLabels, 'document source label'),
    /** A label that document sources carry stays (naming the first of them). */
    async inUse({ db, companyId }, id) {
      const rows = await db
        .select({ name: suppliers.name, total: usageTotal })
        .from(suppliers)
        .where(and(eq(suppliers.companyId, companyId), sql`${id}::uuid = any(${suppliers.labels})`))
        .orderBy(suppliers.name)
        .limit(NAMED_ROWS);
      return inUseBy(
        'label_sources',
        (n, names) => `This label is on ${n} document source(s) (${names}) and cannot be deleted`,
        usage(rows),
      );
    },
  },
};

export const documentLabelsCrud: CrudDefinition = {
  model: documentLabelModel,
  table: documentLabels,
  hooks: {
    ...labelHooks(documentLabels, 'document label'),
    /** A label that documents carry stays (documents_label_idx counts them). */
    async inUse({ db, companyId }, id) {
      const [row] = await db
        .select({ n: sql<number>`count(*)` })
        .from(documents)
        .where(and(eq(documents.labeluuid, id), eq(documents.accountId, companyId)));
      return inUseBy('label_documents', (n) => `This label is on ${n} document(s) and cannot be deleted`, {
        count: Number(row.n),
      });
    },
  },
};
