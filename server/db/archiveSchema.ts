/**
 * The probative archive's deleted documents (issue 19): deleting a document moves its row here, out of `documents`,
 * so no list, count, balance or dashboard of the documents can ever see it; its original file (`document_files`,
 * with the SHA-256 of its import) and its history (the audit trail, its lifecycle statuses) stay for the account's
 * retention period, then a job purges it (documents/archive.ts).
 */
import { date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { documentFiles } from './documentSchema';
import { companyRef, users } from './organisationSchema';
import { money } from './columns';

export const deletedDocuments = pgTable(
  'deleted_documents',
  {
    /** The deleted document's own uuid (its audit entries name it). */
    id: uuid('id').primaryKey(),
    companyId: companyRef('company_id'),
    accountId: companyRef('account_id'),
    /** What the admin list shows and sorts on, copied from the row. */
    number: text('number').notNull().default(''),
    suppliername: text('suppliername').notNull().default(''),
    filename: text('filename').notNull().default(''),
    date: date('date'),
    status: integer('status').notNull(),
    currency: text('currency').notNull().default('EUR'),
    totalttc: money('total_ttc'),
    /** The whole row as it was when deleted (but its searched text), and its lifecycle statuses. */
    record: jsonb('record').$type<Record<string, unknown>>().notNull(),
    lifecycle: jsonb('lifecycle').$type<Array<Record<string, unknown>>>().notNull().default([]),
    /** Its original, kept: never served unless it still has the SHA-256 of its import. */
    fileId: uuid('file_id').references(() => documentFiles.uuid),
    deletedBy: uuid('deleted_by').references(() => users.id, { onDelete: 'set null' }),
    deletedByName: text('deleted_by_name').notNull().default(''),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
    /** The end of the retention period in force at deletion: the purge job removes it then, not before. */
    purgeAfter: timestamp('purge_after', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('deleted_documents_company_idx').on(t.companyId, t.deletedAt.desc(), t.id),
    index('deleted_documents_purge_idx').on(t.purgeAfter),
  ],
);
