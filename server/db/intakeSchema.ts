/**
 * How documents arrive by themselves (issue 18): IMAP mailboxes polled by a job, API keys for scanners and
 * scripts, and the intake log of every file that arrived (upload, mail, API) and what became of it.
 * Column keys of `mailboxes` and `api_keys` are the API payload's field names (the generic CRUD serves them).
 */
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companyRef, users } from './organisationSchema';
import { primaryId, createdAt } from './columns';

export const mailboxes = pgTable(
  'mailboxes',
  {
    uuid: primaryId(),
    /** The account (master company) that owns the configuration. */
    companyId: companyRef('company_id'),
    name: text('name').notNull(),
    host: text('host').notNull(),
    port: integer('port').notNull().default(993),
    tls: text('tls').notNull().default('TLS'),
    username: text('username').notNull(),
    /** AES-256-GCM of the password ("v1:iv:tag:ciphertext", base64), never answered by the API. */
    secret: text('secret').notNull().default(''),
    folder: text('folder').notNull().default('INBOX'),
    fromfilter: text('from_filter').notNull().default(''),
    subjectfilter: text('subject_filter').notNull().default(''),
    attachmentfilter: text('attachment_filter').notNull().default(''),
    afterimport: text('after_import').notNull().default('SEEN'),
    movefolder: text('move_folder').notNull().default(''),
    destination: text('destination').notNull().default('BUYER'),
    branchuuid: uuid('branch_id'),
    origintype: uuid('origin_type_id'),
    documentgroupuuid: uuid('document_group_id'),
    active: boolean('active').notNull().default(true),
    /** Last poll: when it ended, and its error ('' when it went well). */
    lastpolledat: timestamp('last_polled_at', { withTimezone: true }),
    lasterror: text('last_error').notNull().default(''),
    /** The last poll's refused attachments as a key with its figures and the first one's refusal (shown translated). */
    lastrefusal: jsonb('last_refusal').$type<Record<string, unknown>>(),
    lasterrorat: timestamp('last_error_at', { withTimezone: true }),
    /** One node polls a mailbox at a time: the node holding the lease until it ends. */
    leaseHolder: text('lease_holder'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    nextPollAt: timestamp('next_poll_at', { withTimezone: true }).notNull().defaultNow(),
    /** One node keeps an IMAP IDLE connection to a mailbox: the node holding this lease until it ends. */
    idleHolder: text('idle_holder'),
    idleUntil: timestamp('idle_until', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('mailboxes_company_idx').on(t.companyId, t.name), index('mailboxes_due_idx').on(t.nextPollAt)],
);

/** Each message a mailbox took in, once: its Message-ID (or its content hash when it has none). */
export const mailboxMessages = pgTable(
  'mailbox_messages',
  {
    uuid: primaryId(),
    mailboxId: uuid('mailbox_id')
      .notNull()
      .references(() => mailboxes.uuid, { onDelete: 'cascade' }),
    messageKey: text('message_key').notNull(),
    contentHash: text('content_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('mailbox_messages_key_idx').on(t.mailboxId, t.messageKey),
    uniqueIndex('mailbox_messages_hash_idx').on(t.mailboxId, t.contentHash),
  ],
);

export const apiKeys = pgTable(
  'api_keys',
  {
    uuid: primaryId(),
    /** The account (master company) that owns the key. */
    companyId: companyRef('company_id'),
    name: text('name').notNull(),
    /** The first characters of the key, to recognise it in the list ("pdk_3f9a…"). */
    prefix: text('prefix').notNull(),
    /** SHA-256 (hex) of the secret; the secret itself is shown once and never stored. */
    secretHash: text('secret_hash').notNull(),
    /** One branch of the account, or null: the whole company (the master). */
    branchuuid: uuid('branch_id'),
    scope: text('scope').notNull().default('IMPORT'),
    revoked: boolean('revoked').notNull().default(false),
    revokedat: timestamp('revoked_at', { withTimezone: true }),
    lastusedat: timestamp('last_used_at', { withTimezone: true }),
    /** Rate limit: requests counted in the current minute window. */
    windowStart: timestamp('window_start', { withTimezone: true }),
    windowCount: integer('window_count').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('api_keys_hash_idx').on(t.secretHash), index('api_keys_company_idx').on(t.companyId, t.name)],
);

/** Every file that arrived, by any channel, and what became of it (imported, duplicate, refused with the reason). */
export const intakeLog = pgTable(
  'intake_log',
  {
    uuid: primaryId(),
    /** The company that received it (where the document went, or would have gone). */
    companyId: companyRef('company_id'),
    accountId: companyRef('account_id'),
    /** upload | mail | api */
    channel: text('channel').notNull(),
    /** Where from: the mailbox's or the key's name, the uploading user's e-mail; and the mail's sender. */
    source: text('source').notNull().default(''),
    filename: text('filename').notNull().default(''),
    /** imported | duplicate | refused */
    outcome: text('outcome').notNull(),
    code: text('code').notNull().default(''),
    reason: text('reason').notNull().default(''),
    /** The refusal as the API answered it (code, key, params, fields): each reader sees it in their language. */
    refusal: jsonb('refusal').$type<Record<string, unknown>>(),
    documentuuid: uuid('document_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('intake_log_company_idx').on(t.companyId, t.createdAt.desc().nullsFirst(), t.uuid.desc().nullsFirst()),
    index('intake_log_account_idx').on(t.accountId, t.createdAt.desc().nullsFirst(), t.uuid.desc().nullsFirst()),
  ],
);
