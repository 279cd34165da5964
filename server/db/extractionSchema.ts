/**
 * What recognition learned from validated documents, per document source (supplier): for each field, the
 * label printed near the validated value, where it stood and how its number was written.
 */
import { index, integer, jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { suppliers } from './configSchema';
import { companies } from './organisationSchema';

export const extractionHints = pgTable(
  'extraction_hints',
  {
    supplierId: uuid('supplier_id')
      .primaryKey()
      .references(() => suppliers.uuid, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** LearnedHints (server/src/modules/extraction/learning.ts): field -> how it was found. */
    hints: jsonb('hints').$type<Record<string, unknown>>().notNull(),
    /** Validated documents learned from. */
    documents: integer('documents').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('extraction_hints_company_idx').on(t.companyId)],
);
