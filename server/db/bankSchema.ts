/**
 * Bank details checked where they are used: a user's confirmation of which IBAN is right when the one an
 * invoice carries (documents.payee_iban) is not the one its document source is paid to. Each confirmation
 * is kept (who and when); the one in force is the latest for the same pair of IBANs.
 */
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { suppliers } from './configSchema';
import { documents } from './documentSchema';
import { companyRef, users } from './organisationSchema';
import { primaryId } from './columns';

export const ibanConfirmations = pgTable(
  'iban_confirmations',
  {
    id: primaryId(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.uuid, { onDelete: 'cascade' }),
    accountId: companyRef('account_id'),
    /** The IBAN the invoice carries and the document source's, when the user confirmed. */
    invoiceIban: text('invoice_iban').notNull(),
    supplierIban: text('supplier_iban').notNull(),
    /** SUPPLIER: the source's IBAN is right; INVOICE: the invoice's was taken into the source. */
    choice: text('choice').notNull(),
    confirmedBy: uuid('confirmed_by').references(() => users.id, { onDelete: 'set null' }),
    /** The confirming user's name as it was (kept when the user is deleted). */
    confirmedByName: text('confirmed_by_name').notNull().default(''),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    index('iban_confirmations_document_idx').on(t.documentId, t.confirmedAt.desc()),
    index('iban_confirmations_account_idx').on(t.accountId),
  ],
);

/**
 * Each change of a document source's bank details (its IBAN and BIC identifiers, before and after), pending
 * until a second person with the right to change document sources confirms it: no bank file pays the source
 * meanwhile. The one who made a change never confirms it.
 */
export const supplierBankChanges = pgTable(
  'supplier_bank_changes',
  {
    id: primaryId(),
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => suppliers.uuid, { onDelete: 'cascade' }),
    accountId: companyRef('account_id'),
    before: jsonb('before').$type<Array<{ type: string; value: string }>>().notNull().default([]),
    after: jsonb('after').$type<Array<{ type: string; value: string }>>().notNull().default([]),
    /** Who changed them (null: the system), their name as it was, and when. */
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedByName: text('changed_by_name').notNull().default(''),
    changedAt: timestamp('changed_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    /** Who confirmed them and when; null while the change waits. */
    confirmedBy: uuid('confirmed_by').references(() => users.id, { onDelete: 'set null' }),
    confirmedByName: text('confirmed_by_name').notNull().default(''),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [
    index('supplier_bank_changes_pending_idx')
      .on(t.supplierId)
      .where(sql`${t.confirmedAt} is null`),
    index('supplier_bank_changes_account_idx').on(t.accountId),
  ],
);
