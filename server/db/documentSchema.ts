/**
 * Documents, their stored files, durable jobs and exports.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users, companyRef } from './organisationSchema';
import { primaryId, createdAt, updatedAt } from './columns';
import type { VatLine } from '../../src/domain/documents/vatBreakdown';
import type { Category } from '../../src/domain/documents/rules';
import type { ExportStatus } from '../../src/domain/exports/export.model';
import { CLOSED_CODES } from '../../src/domain/lifecycle/lifecycle';

/**
 * On the invoices to pay: validated or partly paid, something left to pay, and not closed by the buyer's lifecycle
 * (refused, rejected). The predicate of documents_to_pay_idx and the list's condition, one text, so the list and its
 * count are read from the index alone.
 */
export const TO_PAY_PREDICATE = `status in (2, 3) and solde is not null and solde <> 0 and (lifecycle_code is null or lifecycle_code not in (${CLOSED_CODES.join(', ')}))`;

export type KeywordValue = {
  uuid: string;
  keyworduuid: string;
  value: unknown;
  /** Where the value came from: xml, text, ocr, llm or user. */
  source?: string;
  confidence?: number;
};

/** A stored file: bytes on disk (or shared storage) under `storageKey`, never in the database. */
export const documentFiles = pgTable(
  'document_files',
  {
    uuid: primaryId(),
    companyId: companyRef('company_id'),
    storageKey: text('storage_key').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    mime: text('mime').notNull(),
    sha256: text('sha256').notNull(),
    originalName: text('original_name').notNull(),
    pages: integer('pages'),
    createdAt: createdAt(),
  },
  (t) => [
    index('document_files_hash_idx').on(t.companyId, t.sha256),
    // the startup sweep of stored files no document owns (documents/orphanFiles.ts) asks by key
    index('document_files_storage_key_idx').on(t.storageKey),
  ],
);

export const documents = pgTable(
  'documents',
  {
    uuid: primaryId(),
    /** The company (master or branch) the document belongs to. */
    companyId: companyRef('company_id'),
    /** The account (master company): scoping of configuration and quotas. */
    accountId: companyRef('account_id'),
    originType: uuid('origin_type_id'),
    documentgroupuuid: uuid('document_group_id'),
    supplieruuid: uuid('supplier_id'),
    suppliername: text('suppliername').notNull().default(''),
    /** The invoice number (wire name `id`, spec; the presenters map it). */
    invoiceNumber: text('number').notNull().default(''),
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
    recipients: text('recipients')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    category: text('category').$type<Category>().notNull().default('UNKNOWN'),
    currency: text('currency').notNull().default('EUR'),
    totalht: numeric('total_ht', { precision: 14, scale: 2 }),
    totaltva: numeric('total_tva', { precision: 14, scale: 2 }),
    totalttc: numeric('total_ttc', { precision: 14, scale: 2 }),
    /**
     * What is left to pay, null until validation opens it (wire name `solde`, -1 when null; column `solde`).
     * Migration 0038 turned the old -1 into null.
     */
    balance: numeric('solde', { precision: 14, scale: 2 }),
    data: jsonb('data').$type<KeywordValue[]>().notNull().default([]),
    /** Where the extracted header values came from, with a confidence: { field: { source, confidence } }. */
    provenance: jsonb('provenance')
      .$type<Record<string, { source: string; confidence: number }>>()
      .notNull()
      .default({}),
    /** The VAT breakdown by rate (src/domain/documents/vatBreakdown.ts): from the XML, a text table, the totals or the review. */
    vatLines: jsonb('vat_lines').$type<VatLine[]>().notNull().default([]),
    /** The IBAN the invoice carries (its e-invoice payee account, else one printed on it), normalised; '' when none. */
    payeeIban: text('payee_iban').notNull().default(''),
    /** Recognition found every field confident and the amounts consistent (extraction/readiness.ts): no field to check. */
    readyToValidate: boolean('ready_to_validate').notNull().default(false),
    /** The document's text as read (XML, text layer or OCR), for search. */
    content: text('content').notNull().default(''),
    /** The stored file (wire name `documentid`). */
    fileId: uuid('file_id').references(() => documentFiles.uuid),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * The day a document counts on: its invoice date, else the day it was imported (UTC). Stored, so the
     * date-range filter and the default sort use an index.
     */
    day: date('day')
      .notNull()
      .generatedAlwaysAs(sql`coalesce(date, (created_at at time zone 'UTC')::date)`),
    /** §5 duplicate (same supplier and invoice number in the account), kept by a trigger (migration 0007). */
    isDuplicate: boolean('is_duplicate').notNull().default(false),
    /** Received as an e-invoice (its XML read): it has a reform lifecycle, its statuses go to the platform. */
    einvoice: boolean('einvoice').notNull().default(false),
    /** The latest lifecycle status (200-213; document_lifecycle), null before any. */
    lifecycleCode: integer('lifecycle_code'),
    /** The EN 16931 rules the received XML fails: [{ rule, args? }] (src/domain/einvoice/en16931Messages.ts). */
    en16931: jsonb('en16931')
      .$type<Array<{ rule: string; kind: string; term?: string; args?: Record<string, string> }>>()
      .notNull()
      .default([]),
    /** How it arrived: upload, mail or api (src/domain/documents/channels.ts). */
    channel: text('channel').notNull().default('upload'),
    /** An e-invoice whose buyer's identifiers match no company of the account (it stayed where it arrived). */
    buyerUnrecognised: boolean('buyer_unrecognised').notNull().default(false),
  },
  (t) => [
    index('documents_company_status_idx').on(t.companyId, t.status, t.originType),
    index('documents_channel_idx')
      .on(t.companyId, t.channel, t.day.desc().nullsFirst())
      .where(sql`channel <> 'upload'`),
    index('documents_account_created_idx').on(t.accountId, t.createdAt),
    // the latest imports of a company (main dashboard)
    index('documents_company_created_idx').on(t.companyId, t.createdAt.desc().nullsFirst()),
    // lists: the company's documents of an origin type by day, newest first (the default sort); migration
    // 0010 rebuilds these two with INCLUDE columns, so dashboards add up a period from the index alone
    index('documents_list_idx').on(t.companyId, t.originType, t.day.desc().nullsFirst(), t.uuid.desc().nullsFirst()),
    index('documents_company_day_idx').on(t.companyId, t.day.desc().nullsFirst(), t.uuid.desc().nullsFirst()),
    index('documents_duplicate_idx')
      .on(t.companyId, t.originType, t.day.desc().nullsFirst())
      .where(sql`is_duplicate`),
    index('documents_uncategorized_idx')
      .on(t.companyId, t.day.desc().nullsFirst())
      .where(sql`document_group_id is null or origin_type_id is null`),
    // invoices to pay: open balances by due date
    index('documents_to_pay_idx')
      .on(t.companyId, t.originType, t.duedate, t.date, t.uuid)
      .where(sql.raw(TO_PAY_PREDICATE)),
    // paid invoices of a period, by the day of their latest payment
    index('documents_paid_idx')
      .on(t.companyId, t.originType, t.paymentdate.desc().nullsFirst())
      .where(sql`status = 4`),
    // balance statements: a supplier's counted documents in statement order (day, creation, id), so a page
    // is read from its keyset on, sorted already
    index('documents_statement_idx')
      .on(t.companyId, t.supplieruuid, t.day, t.createdAt, t.uuid)
      .where(sql`status in (2, 3, 4) and solde is not null`),
    // search criteria on amounts and due dates: documents_company_ttc_idx, documents_company_due_idx (migration 0010, with INCLUDE)
    // duplicates: one probe per (account, supplier, normalised number)
    index('documents_number_key_idx').on(t.accountId, t.supplieruuid, sql`lower(trim(number))`),
    // a file's document: PUT /documents/download/multiple names files; the file_id foreign key's checks
    index('documents_file_idx').on(t.fileId),
    // what keeps a document label or a payment type from being deleted (crud/entities/*.crud.ts)
    index('documents_label_idx')
      .on(t.labeluuid)
      .where(sql`label_id is not null`),
    index('documents_lifecycle_idx')
      .on(t.companyId, t.lifecycleCode)
      .where(sql`lifecycle_code is not null`),
    index('documents_payment_type_idx')
      .on(t.paymenttype)
      .where(sql`payment_type_id is not null`),
  ],
);

/**
 * Keyword values of documents, typed, so a search criterion reads an index instead of unnesting every
 * document's `data`. Kept from `documents.data` by a trigger (migration 0007).
 */
export const documentValues = pgTable(
  'document_values',
  {
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.uuid, { onDelete: 'cascade' }),
    keywordId: uuid('keyword_id').notNull(),
    textValue: text('text_value'),
    numValue: numeric('num_value'),
    dateValue: date('date_value'),
  },
  (t) => [
    index('document_values_document_idx').on(t.documentId),
    index('document_values_num_idx').on(t.keywordId, t.numValue),
    index('document_values_date_idx').on(t.keywordId, t.dateValue),
    index('document_values_text_idx').on(t.keywordId, sql`left(lower(text_value), 200)`),
  ],
);

/**
 * What each supplier is owed per company, origin type and document group: the sum of the open balances
 * (`documents.solde`) of its counted documents, which equals its statement's invoiced minus paid. Kept by
 * a trigger on documents in the transaction that changes a balance (migration 0007).
 */
export const supplierBalances = pgTable(
  'supplier_balances',
  {
    companyId: companyRef('company_id'),
    supplierId: uuid('supplier_id').notNull(),
    originType: uuid('origin_type_id'),
    documentGroupId: uuid('document_group_id'),
    /** A balance is of one currency: amounts of different currencies are never added. */
    currency: text('currency').notNull().default('EUR'),
    balance: numeric('balance', { precision: 14, scale: 2 }).notNull().default('0'),
  },
  (t) => [
    unique('supplier_balances_key')
      .on(t.companyId, t.supplierId, t.originType, t.documentGroupId, t.currency)
      .nullsNotDistinct(),
  ],
);

/** Durable background work (recognition, exports, mail): survives restarts, shared by every node. */
export const jobs = pgTable(
  'jobs',
  {
    uuid: primaryId(),
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('jobs_queue_idx').on(t.status, t.runAt),
    index('jobs_subject_idx').on(t.subject),
    index('jobs_kind_updated_idx').on(t.kind, t.updatedAt),
    // the fair claim's probes (claim.ts): companies with queued jobs, and each one's last activity
    index('jobs_queued_company_idx')
      .on(t.companyId, t.runAt)
      .where(sql`status = 'queued'`),
    index('jobs_finished_company_idx')
      .on(t.companyId, t.updatedAt)
      .where(sql`status <> 'queued'`),
  ],
);

/** Zip exports built in the background (more than 30 documents), listed for their user. */
export const exportsTable = pgTable(
  'exports',
  {
    uuid: primaryId(),
    companyId: companyRef('company_id'),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<ExportStatus>().notNull().default('queued'),
    documentCount: integer('document_count').notNull(),
    /** What it holds: `documents` (a zip of files), `statement`, `payments` or `invoices` (a CSV or XLSX table). */
    kind: text('kind').notNull().default('documents'),
    format: text('format').notNull().default('zip'),
    /** The download's name, saying what it holds (statement-<supplier>-<from>_<to>.xlsx). */
    fileName: text('file_name'),
    progress: integer('progress').notNull().default(0),
    storageKey: text('storage_key'),
    size: bigint('size', { mode: 'number' }),
    error: text('error'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [index('exports_user_created_idx').on(t.userId, t.companyId, t.createdAt.desc())],
);
