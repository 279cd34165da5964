/**
 * The audit trail: who changed what, when and from where, append-only. Each entry holds the hash of the
 * previous entry of its account and its own (SHA-256 over both), so a row changed or removed in the database
 * breaks the chain at that row (server/src/audit/chain.ts, `npm run audit:verify`).
 */
import { bigint, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies, companyRef } from './organisationSchema';
import { primaryId } from './columns';

export const auditEntries = pgTable(
  'audit_entries',
  {
    id: primaryId(),
    /** The account (master company) whose chain the entry belongs to. */
    accountId: companyRef('account_id'),
    /** The company the change was made in (the account or one of its branches). */
    companyId: uuid('company_id').notNull(),
    /** Position in the account's chain, from 1; unique, so two entries can never claim the same link. */
    seq: bigint('seq', { mode: 'number' }).notNull(),
    /** Who: the user's id and name as they were (kept when the user is deleted); empty for the system. */
    userId: uuid('user_id'),
    userName: text('user_name').notNull().default(''),
    /** From which address the request came. */
    clientAddress: text('client_address').notNull().default(''),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    action: text('action').notNull(),
    /** The fields that changed: `{ field: { before, after } }`. */
    changes: jsonb('changes').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [
    uniqueIndex('audit_entries_chain_idx').on(t.accountId, t.seq),
    index('audit_entries_created_idx').on(t.accountId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('audit_entries_entity_idx').on(t.accountId, t.entity, t.entityId, t.createdAt.desc().nullsFirst()),
    // the Audit page's filters by user, by action and a branch's own entries, newest first (NULLS FIRST, as ORDER BY
    // ... DESC reads: an index in the other null order is not used for the sort)
    index('audit_entries_user_idx').on(
      t.accountId,
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('audit_entries_action_idx').on(
      t.accountId,
      t.action,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('audit_entries_company_idx').on(
      t.accountId,
      t.companyId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

/**
 * The last link of each account's chain (its position and hash), one row per account: the writer locks and moves it
 * on in one statement, which serialises writers and answers the previous hash without reading the entries
 * (server/src/audit/record.ts). Migration 0036 filled it from the entries written before.
 */
export const auditHeads = pgTable('audit_heads', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  seq: bigint('seq', { mode: 'number' }).notNull(),
  hash: text('hash').notNull(),
});
