/**
 * Payments: one payment settles one or several documents of one supplier, fully or partly; each line
 * keeps the amount it took off that document's balance (documents.solde).
 */
import { sql } from 'drizzle-orm';
import { date, index, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { documents } from './documentSchema';
import { companies, users } from './organisationSchema';

export const payments = pgTable(
  'payments',
  {
    uuid: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    /** The company (master or branch) whose documents it pays. */
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    originType: uuid('origin_type_id'),
    name: text('name').notNull().default(''),
    description: text('description').notNull().default(''),
    paymenttype: uuid('payment_type_id'),
    paymentdate: date('payment_date').notNull(),
    /** 0 InProgress, 1 Done. */
    paymentstatus: integer('payment_status').notNull().default(1),
    supplieruuid: uuid('supplier_id'),
    suppliername: text('suppliername').notNull().default(''),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    creationdate: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
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
    index('payments_supplier_idx').on(t.companyId, t.supplieruuid, t.paymentdate),
  ],
);

export const paymentInvoices = pgTable(
  'payment_invoices',
  {
    uuid: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
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
