/**
 * Documents, their stored files, durable jobs and exports.
 */
import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, jsonb, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies, users } from './schema';

export type KeywordValue = {
  uuid: string;
  keyworduuid: string;
  value: unknown;
  /** Where the value came from: xml, text, ocr, llm or user. */
  source?: string;
  confidence?: number;
};

/** A stored file: bytes on disk (or shared storage) under `storageKey`, never in the database. */
export const documentFiles = pgTable('document_files', {
  uuid: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  companyId: uuid('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
  storageKey: text('storage_key').notNull(),
  size: bigint('size', { mode: 'number' }).notNull(),
  mime: text('mime').notNull(),
  sha256: text('sha256').notNull(),
  originalName: text('original_name').notNull(),
  pages: integer('pages'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('document_files_hash_idx').on(t.companyId, t.sha256)]);

export const documents = pgTable('documents', {
  uuid: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  /** The company (master or branch) the document belongs to. */
  companyId: uuid('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
  /** The account (master company): scoping of configuration and quotas. */
  accountId: uuid('account_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
  originType: uuid('origin_type_id'),
  documentgroupuuid: uuid('document_group_id'),
  supplieruuid: uuid('supplier_id'),
  suppliername: text('suppliername').notNull().default(''),
  /** The invoice number. */
  id: text('number').notNull().default(''),
  date: date('date'),
  duedate: date('due_date'),
  paymentdate: date('payment_date'),
  paymenttype: uuid('payment_type_id'),
  extractiondate: timestamp('extraction_date', { withTimezone: true }),
  labeluuid: uuid('label_id'),
  status: integer('status').notNull().default(1),
  /** Status to restore when recognition fails. */
  previousStatus: integer('previous_status'),
  name: text('name').notNull().default(''),
  description: text('description').notNull().default(''),
  filename: text('filename').notNull().default(''),
  message: text('message').notNull().default(''),
  recipients: text('recipients').array().notNull().default(sql`'{}'::text[]`),
  category: text('category').notNull().default('UNKNOWN'),
  currency: text('currency').notNull().default('EUR'),
  totalht: numeric('total_ht', { precision: 14, scale: 2 }),
  totaltva: numeric('total_tva', { precision: 14, scale: 2 }),
  totalttc: numeric('total_ttc', { precision: 14, scale: 2 }),
  solde: numeric('solde', { precision: 14, scale: 2 }).notNull().default('-1'),
  data: jsonb('data').$type<KeywordValue[]>().notNull().default([]),
  /** Where the extracted header values came from, with a confidence: { field: { source, confidence } }. */
  provenance: jsonb('provenance').$type<Record<string, { source: string; confidence: number }>>().notNull().default({}),
  /** The document's text as read (XML, text layer or OCR), for search. */
  content: text('content').notNull().default(''),
  documentid: uuid('file_id').references(() => documentFiles.uuid),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('documents_company_status_idx').on(t.companyId, t.status, t.originType),
  index('documents_account_created_idx').on(t.accountId, t.createdAt),
  index('documents_company_date_idx').on(t.companyId, t.date),
  index('documents_supplier_number_idx').on(t.accountId, t.supplieruuid, t.id),
]);

/** Durable background work (recognition, exports, mail): survives restarts, shared by every node. */
export const jobs = pgTable('jobs', {
  uuid: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  kind: text('kind').notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  status: text('status').notNull().default('queued'),
  attempts: integer('attempts').notNull().default(0),
  runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  lockedBy: text('locked_by'),
  /** Progress 0..100 for the user to see. */
  progress: integer('progress').notNull().default(0),
  result: jsonb('result'),
  error: text('error'),
  companyId: uuid('company_id'),
  subject: uuid('subject'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('jobs_queue_idx').on(t.status, t.runAt),
  index('jobs_subject_idx').on(t.subject),
]);

/** Zip exports built in the background (more than 30 documents), listed for their user. */
export const exportsTable = pgTable('exports', {
  uuid: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  companyId: uuid('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  status: text('status').notNull().default('queued'),
  documentCount: integer('document_count').notNull(),
  storageKey: text('storage_key'),
  size: bigint('size', { mode: 'number' }),
  error: text('error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
});
