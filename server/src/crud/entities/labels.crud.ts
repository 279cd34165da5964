import { and, eq, ne, sql } from 'drizzle-orm';
import { documentLabelModel } from '../../../../resources/documentLabels/documentLabel.model';
import { sourceLabelModel } from '../../../../resources/sourceLabels/sourceLabel.model';
import { documentLabels, sourceLabels } from '../../../db/schema';
import { AppError } from '../../errors';
import type { CrudDefinition, CrudHooks, CrudTable } from '../registerCrud';

/** Two labels of one kind cannot share a name (case and surrounding spaces ignored); colours are stored lower-case. */
const labelHooks = (table: CrudTable & { name: CrudTable['uuid'] }, what: string): CrudHooks => ({
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
  hooks: labelHooks(sourceLabels, 'document source label'),
};

export const documentLabelsCrud: CrudDefinition = {
  model: documentLabelModel,
  table: documentLabels,
  hooks: labelHooks(documentLabels, 'document label'),
};
