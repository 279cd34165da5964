/**
 * What recognition learned from validated documents, per document source (supplier): for each field, the
 * label printed near the validated value, where it stood and how its number was written.
 */
import { index, integer, jsonb, pgTable, uuid } from 'drizzle-orm/pg-core';
import { suppliers } from './configSchema';
import { companyRef } from './organisationSchema';
import { updatedAt } from './columns';

export const extractionHints = pgTable(
  'extraction_hints',
  {
    supplierId: uuid('supplier_id')
      .primaryKey()
      .references(() => suppliers.uuid, { onDelete: 'cascade' }),
    companyId: companyRef('company_id'),
    /** LearnedHints (server/src/modules/extraction/learning.ts): field -> how it was found. */
    hints: jsonb('hints').$type<Record<string, unknown>>().notNull(),
    /** Validated documents learned from. */
    documents: integer('documents').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [index('extraction_hints_company_idx').on(t.companyId)],
);
