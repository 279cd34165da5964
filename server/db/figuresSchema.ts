/**
 * Dashboard figures kept by the database in the transaction that changes a document (its payments change
 * its status and balance, so they count too): the dashboards add up these few rows instead of the period's
 * documents. The trigger, the views that recompute them from the documents and the rebuild function are
 * SQL of their own migration (perf23_figures_triggers); `npm run summary:check` compares both.
 * No foreign key: a company's rows go with its last document (a row whose count falls to 0 is deleted).
 */
import { date, integer, numeric, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';

/** Per company, origin type, group, day, status, currency and (owed documents) due day. */
export const documentDayFigures = pgTable(
  'document_day_figures',
  {
    companyId: uuid('company_id').notNull(),
    originType: uuid('origin_type_id'),
    documentGroupId: uuid('document_group_id'),
    day: date('day'),
    status: integer('status').notNull(),
    currency: text('currency').notNull(),
    /** The due day of documents still owed with a positive balance (status 2-3, solde > 0), else null. */
    overdueFrom: date('overdue_from'),
    documents: integer('documents').notNull(),
    /** Documents with a total incl. tax. */
    priced: integer('priced').notNull(),
    ttc: numeric('ttc').notNull(),
    /** Sum of the open balances (a null balance, not yet opened, adds nothing). */
    owed: numeric('owed').notNull(),
  },
  (t) => [
    unique('document_day_figures_key')
      .on(t.companyId, t.originType, t.day, t.status, t.currency, t.documentGroupId, t.overdueFrom)
      .nullsNotDistinct(),
  ],
);

/** Counted documents (validated, partly paid, paid) per company, origin type, group, month, supplier and label. */
export const documentMonthFigures = pgTable(
  'document_month_figures',
  {
    companyId: uuid('company_id').notNull(),
    originType: uuid('origin_type_id'),
    documentGroupId: uuid('document_group_id'),
    /** First day of the month of the document's day. */
    month: date('month'),
    currency: text('currency').notNull(),
    supplierId: uuid('supplier_id'),
    /** The name typed on documents of no document source, else ''. */
    supplierName: text('supplier_name').notNull(),
    labelId: uuid('label_id'),
    documents: integer('documents').notNull(),
    ttc: numeric('ttc').notNull(),
  },
  (t) => [
    unique('document_month_figures_key')
      .on(t.companyId, t.originType, t.month, t.documentGroupId, t.currency, t.supplierId, t.supplierName, t.labelId)
      .nullsNotDistinct(),
  ],
);
