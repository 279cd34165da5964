/**
 * Bank details checked where they are used: a user's confirmation of which IBAN is right when the one an
 * invoice carries (documents.payee_iban) is not the one its document source is paid to. Each confirmation
 * is kept (who and when); the one in force is the latest for the same pair of IBANs.
 */
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
