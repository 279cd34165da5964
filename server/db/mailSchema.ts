/**
 * Sent e-mails: what was sent, to whom, with which documents, and what happened to it (events).
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users, companyRef } from './organisationSchema';
import { primaryId, createdAt } from './columns';

export type EmailEvent = { name: 'CREATED' | 'SENT' | 'FAILED'; time: string; detail?: string };

export const emails = pgTable(
  'emails',
  {
    uuid: primaryId(),
    /** The company (master or branch) the e-mail was sent from. */
    companyId: companyRef('company_id'),
    /** The account (master company). */
    accountId: companyRef('account_id'),
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    recipients: text('recipients').array().notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    attachmentCount: integer('attachment_count').notNull().default(0),
    /** A queued e-mail attaches its documents' files when it is sent. */
    includeAttachments: boolean('include_attachments').notNull().default(false),
    documentIds: uuid('document_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    status: text('status').$type<'QUEUED' | 'SENT' | 'FAILED'>().notNull(),
    events: jsonb('events').$type<EmailEvent[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    index('emails_company_idx').on(t.companyId, t.createdAt),
    index('emails_documents_idx').using('gin', t.documentIds),
  ],
);
