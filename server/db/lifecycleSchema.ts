/**
 * The reform's invoice lifecycle (statuses 200-213): each document's status history, append-only, and the
 * outbox of the lifecycle messages (CDAR) to deliver to the company's platform; webhooks and their deliveries.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { LifecycleDirection, LifecycleOrigin } from '../../src/domain/lifecycle/lifecycle';
import { documents } from './documentSchema';
import { companyRef, users } from './organisationSchema';
import { createdAt, money, primaryId } from './columns';

/** One status of a document's lifecycle: inserted, never updated (documents.lifecycle_code holds the latest). */
export const documentLifecycle = pgTable(
  'document_lifecycle',
  {
    uuid: primaryId(),
    companyId: companyRef('company_id'),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.uuid, { onDelete: 'cascade' }),
    code: integer('code').notNull(),
    direction: text('direction').$type<LifecycleDirection>().notNull(),
    reasonCode: text('reason_code').notNull().default(''),
    reasonText: text('reason_text').notNull().default(''),
    /** The requested action (NOA, PIN, NIN, CNF, CNP, CNA, OTH). */
    action: text('action').notNull().default(''),
    /** The approved amount of a partial approval (206). */
    amount: money('amount'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    origin: text('origin').$type<LifecycleOrigin>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('document_lifecycle_document_idx').on(t.documentId, t.createdAt)],
);

/**
 * Lifecycle messages to deliver, written in the transaction of their status. A delivery claims its row
 * (state 'sending' with a lease), so no message goes twice at once; the receiver also gets its id as
 * Idempotency-Key for the case of a crash between its answer and our write.
 */
export const lifecycleOutbox = pgTable(
  'lifecycle_outbox',
  {
    uuid: primaryId(),
    companyId: companyRef('company_id'),
    statusId: uuid('status_id')
      .notNull()
      .references(() => documentLifecycle.uuid, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    /** pending, sending, delivered, failed (gave up), unconfigured (no platform endpoint when it was due). */
    state: text('state').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error').notNull().default(''),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [unique('lifecycle_outbox_status_key').on(t.statusId), index('lifecycle_outbox_state_idx').on(t.state)],
);

/** A company's webhook endpoint: the events it wants, signed with its secret. */
export const webhooks = pgTable(
  'webhooks',
  {
    uuid: primaryId(),
    companyId: companyRef('company_id'),
    name: text('name').notNull().default(''),
    url: text('url').notNull(),
    secret: text('secret').notNull(),
    events: text('events')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('webhooks_company_idx').on(t.companyId)],
);

/** One event for one endpoint: its delivery state and log. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    uuid: primaryId(),
    companyId: companyRef('company_id'),
    webhookId: uuid('webhook_id')
      .notNull()
      .references(() => webhooks.uuid, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    body: text('body').notNull(),
    state: text('state').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastStatus: integer('last_status'),
    lastError: text('last_error').notNull().default(''),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_deliveries_webhook_idx').on(t.webhookId, t.createdAt)],
);
