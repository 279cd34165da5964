/**
 * Payments: one payment settles one or several documents of one supplier, fully or partly; each line
 * keeps the amount it took off that document's balance (documents.solde).
 */
import { sql } from 'drizzle-orm';
import { date, index, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { documents } from './documentSchema';
import { users, companyRef } from './organisationSchema';
import { primaryId, createdAt, updatedAt } from './columns';

export const payments = pgTable(
  'payments',
  {
    uuid: primaryId(),
    /** The company (master or branch) whose documents it pays. */
    companyId: companyRef('company_id'),
    accountId: companyRef('account_id'),
    originType: uuid('origin_type_id'),
    name: text('name').notNull().default(''),
    description: text('description').notNull().default(''),
    paymenttype: uuid('payment_type_id'),
    paymentdate: date('payment_date').notNull(),
    /** 0 InProgress, 1 Done. */
    paymentstatus: integer('payment_status').notNull().default(1),
    supplieruuid: uuid('supplier_id'),
    suppliername: text('suppliername').notNull().default(''),
    /** ISO 4217: the one currency of the invoices it settles (ledger.ts assertOneCurrency). */
    currency: text('currency').notNull().default('EUR'),
    /** Who marked it Done (the bank made the transfer) and when; null while InProgress or recorded Done. */
    doneBy: uuid('done_by').references(() => users.id, { onDelete: 'set null' }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    creationdate: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payments_company_date_idx').on(
      t.companyId,
      t.paymentdate.desc().nullsFirst(),
      t.creationdate.desc().nullsFirst(),
    ),
    index('payments_origin_date_idx').on(
      t.companyId,
      t.originType,
      t.paymentdate.desc().nullsFirst(),
      t.creationdate.desc().nullsFirst(),
    ),
    // a supplier's statement in its order (date, creation, id): a page read from the keyset on, sorted already
    index('payments_supplier_idx').on(t.companyId, t.supplieruuid, t.paymentdate, t.creationdate, t.uuid),
    // what keeps a payment type from being deleted (crud/entities/paymentTypes.crud.ts)
    index('payments_payment_type_idx')
      .on(t.paymenttype)
      .where(sql`payment_type_id is not null`),
  ],
);

export const paymentInvoices = pgTable(
  'payment_invoices',
  {
    uuid: primaryId(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.uuid, { onDelete: 'cascade' }),
    /** A paid document cannot be deleted (spec §4), so the line never loses its document. */
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.uuid, { onDelete: 'restrict' }),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
  },
  (t) => [
    index('payment_invoices_payment_idx').on(t.paymentId),
    index('payment_invoices_document_idx').on(t.documentId),
  ],
);
