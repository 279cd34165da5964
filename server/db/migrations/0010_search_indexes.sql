-- Search criteria on the total and the due date read an index, each covering the other (the usual
-- pair: "due since ... and more than ..."), so counting the matches needs no visit of the rows.
CREATE INDEX IF NOT EXISTS documents_company_ttc_idx ON documents (company_id, total_ttc) INCLUDE (due_date);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS documents_company_due_idx ON documents (company_id, due_date) INCLUDE (total_ttc);
--> statement-breakpoint
-- The lists' indexes carry what the dashboards add up and the quick filter reads, so the figures of a
-- period and the count of a filtered page come from the index alone (a few MB) instead of the documents' rows
-- (their values and text make them large).
DROP INDEX IF EXISTS documents_list_idx;
--> statement-breakpoint
CREATE INDEX documents_list_idx ON documents (company_id, origin_type_id, day DESC, id DESC)
  INCLUDE (status, total_ttc, solde, due_date, date, supplier_id, suppliername, label_id, currency, number, filename);
--> statement-breakpoint
DROP INDEX IF EXISTS documents_company_day_idx;
--> statement-breakpoint
CREATE INDEX documents_company_day_idx ON documents (company_id, day DESC, id DESC) INCLUDE (status, origin_type_id, currency, total_ttc);
