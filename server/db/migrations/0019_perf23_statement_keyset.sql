DROP INDEX "documents_statement_idx";--> statement-breakpoint
DROP INDEX "payments_supplier_idx";--> statement-breakpoint
CREATE INDEX "documents_statement_idx" ON "documents" USING btree ("company_id","supplier_id","day","created_at","id") WHERE status in (2, 3, 4) and solde <> -1;--> statement-breakpoint
CREATE INDEX "payments_supplier_idx" ON "payments" USING btree ("company_id","supplier_id","payment_date","created_at","id");