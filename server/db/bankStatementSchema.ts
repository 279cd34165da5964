/**
 * The bank side of payments: the company's bank accounts, the statements imported for them, each statement's
 * lines (one per booked entry, unique per account: an entry imported twice is kept once), and the matches of a
 * line to recorded payments or to invoices (proposed, confirmed, rejected; undone by deleting what confirming
 * created and restoring what it changed). Amounts are exact numeric(14,2), signed (a debit is negative).
 */
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, uniqueIndex, uuid, timestamp } from 'drizzle-orm/pg-core';
import { documents } from './documentSchema';
import { payments } from './paymentSchema';
import { companyRef, users } from './organisationSchema';
import { createdAt, money, primaryId } from './columns';

export const bankAccounts = pgTable(
  'bank_accounts',
  {
    uuid: primaryId(),
    /** The company (master or branch) the account is of. */
    companyId: companyRef('company_id'),
    accountId: companyRef('account_id'),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    iban: text('iban').notNull(),
    bic: text('bic').notNull().default(''),
    index: integer('index').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('bank_accounts_company_idx').on(t.companyId, t.index),
    // an IBAN names one account of the whole group: a statement finds its account by it
    uniqueIndex('bank_accounts_iban_idx').on(t.accountId, t.iban),
  ],
);

export const bankStatements = pgTable(
  'bank_statements',
  {
    id: primaryId(),
    companyId: companyRef('company_id'),
    accountId: companyRef('account_id'),
    bankAccountId: uuid('bank_account_id')
      .notNull()
      .references(() => bankAccounts.uuid, { onDelete: 'cascade' }),
    format: text('format').notNull(),
    fileName: text('file_name').notNull().default(''),
    /** sha-256 of the file and the statement's own reference: the same statement twice is found again. */
    fileHash: text('file_hash').notNull(),
    reference: text('reference').notNull().default(''),
    fromDate: date('from_date'),
    toDate: date('to_date'),
    currency: text('currency').notNull().default('EUR'),
    openingBalance: money('opening_balance'),
    closingBalance: money('closing_balance'),
    /** Lines of the file, and those new (not already imported by an earlier statement). */
    lineCount: integer('line_count').notNull().default(0),
    newLines: integer('new_lines').notNull().default(0),
    /** IMPORTED, RECONCILING (its job queued or running), RECONCILED. */
    status: text('status').notNull().default('IMPORTED'),
    importedBy: uuid('imported_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('bank_statements_company_idx').on(t.companyId, t.createdAt.desc(), t.id),
    uniqueIndex('bank_statements_file_idx').on(t.bankAccountId, t.fileHash),
  ],
);

export const bankLines = pgTable(
  'bank_lines',
  {
    id: primaryId(),
    companyId: companyRef('company_id'),
    accountId: companyRef('account_id'),
    bankAccountId: uuid('bank_account_id')
      .notNull()
      .references(() => bankAccounts.uuid, { onDelete: 'cascade' }),
    statementId: uuid('statement_id')
      .notNull()
      .references(() => bankStatements.id, { onDelete: 'cascade' }),
    /** The entry's identity on its account: the bank's reference, else a hash of day, amount and texts. */
    lineKey: text('line_key').notNull(),
    lineNo: integer('line_no').notNull(),
    bookingDate: date('booking_date').notNull(),
    valueDate: date('value_date'),
    amount: money('amount').notNull(),
    currency: text('currency').notNull().default('EUR'),
    bankRef: text('bank_ref').notNull().default(''),
    endToEndId: text('end_to_end_id').notNull().default(''),
    counterpartyName: text('counterparty_name').notNull().default(''),
    counterpartyIban: text('counterparty_iban').notNull().default(''),
    remittance: text('remittance').notNull().default(''),
    /** UNMATCHED, PROPOSED (candidates wait for a user), MATCHED (confirmed). */
    state: text('state').notNull().default('UNMATCHED'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('bank_lines_key_idx').on(t.bankAccountId, t.lineKey),
    index('bank_lines_statement_idx').on(t.statementId, t.lineNo),
    index('bank_lines_state_idx').on(t.companyId, t.state, t.bookingDate, t.id),
    index('bank_lines_e2e_idx')
      .on(t.companyId, t.endToEndId)
      .where(sql`end_to_end_id <> ''`),
  ],
);

export const bankMatches = pgTable(
  'bank_matches',
  {
    id: primaryId(),
    companyId: companyRef('company_id'),
    lineId: uuid('line_id')
      .notNull()
      .references(() => bankLines.id, { onDelete: 'cascade' }),
    /** The payment the line settles (a debit's recorded payment, or the payment confirming created). */
    paymentId: uuid('payment_id').references(() => payments.uuid, { onDelete: 'cascade' }),
    /** A credit line's customer invoice (its payment is recorded when the match is confirmed). */
    documentId: uuid('document_id').references(() => documents.uuid, { onDelete: 'cascade' }),
    /** E2E, AMOUNT_IBAN, INVOICE_NUMBER, MANUAL. */
    rule: text('rule').notNull(),
    /** PROPOSED, CONFIRMED, REJECTED. */
    status: text('status').notNull().default('PROPOSED'),
    /** What confirming changed, to undo it: the payment's status before, whether the payment was created. */
    previousPaymentStatus: integer('previous_payment_status'),
    createdPayment: integer('created_payment').notNull().default(0),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('bank_matches_line_idx').on(t.lineId),
    index('bank_matches_payment_idx')
      .on(t.paymentId)
      .where(sql`payment_id is not null`),
  ],
);
