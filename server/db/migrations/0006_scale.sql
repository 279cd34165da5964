CREATE TABLE "document_values" (
	"document_id" uuid NOT NULL,
	"keyword_id" uuid NOT NULL,
	"text_value" text,
	"num_value" numeric,
	"date_value" date
);
--> statement-breakpoint
CREATE TABLE "supplier_balances" (
	"company_id" uuid NOT NULL,
	"supplier_id" uuid NOT NULL,
	"origin_type_id" uuid,
	"document_group_id" uuid,
	"balance" numeric(14, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "supplier_balances_key" UNIQUE NULLS NOT DISTINCT("company_id","supplier_id","origin_type_id","document_group_id")
);
--> statement-breakpoint
DROP INDEX "documents_company_date_idx";--> statement-breakpoint
DROP INDEX "documents_supplier_number_idx";--> statement-breakpoint
DROP INDEX "payments_company_date_idx";--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "day" date GENERATED ALWAYS AS (coalesce(date, (created_at at time zone 'UTC')::date)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "is_duplicate" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "document_values" ADD CONSTRAINT "document_values_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_balances" ADD CONSTRAINT "supplier_balances_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_values_document_idx" ON "document_values" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "document_values_num_idx" ON "document_values" USING btree ("keyword_id","num_value");--> statement-breakpoint
CREATE INDEX "document_values_date_idx" ON "document_values" USING btree ("keyword_id","date_value");--> statement-breakpoint
CREATE INDEX "document_values_text_idx" ON "document_values" USING btree ("keyword_id",left(lower(text_value), 200));--> statement-breakpoint
CREATE INDEX "documents_list_idx" ON "documents" USING btree ("company_id","origin_type_id","day" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "documents_company_day_idx" ON "documents" USING btree ("company_id","day" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "documents_duplicate_idx" ON "documents" USING btree ("company_id","origin_type_id","day" DESC NULLS FIRST) WHERE is_duplicate;--> statement-breakpoint
CREATE INDEX "documents_uncategorized_idx" ON "documents" USING btree ("company_id","day" DESC NULLS FIRST) WHERE document_group_id is null or origin_type_id is null;--> statement-breakpoint
CREATE INDEX "documents_to_pay_idx" ON "documents" USING btree ("company_id","origin_type_id","due_date","date","id") WHERE status in (2, 3) and solde <> -1 and solde <> 0;--> statement-breakpoint
CREATE INDEX "documents_statement_idx" ON "documents" USING btree ("company_id","supplier_id","day") WHERE status in (2, 3, 4);--> statement-breakpoint
CREATE INDEX "documents_number_key_idx" ON "documents" USING btree ("account_id","supplier_id",lower(trim(number)));--> statement-breakpoint
CREATE INDEX "payments_origin_date_idx" ON "payments" USING btree ("company_id","origin_type_id","payment_date" DESC NULLS FIRST,"created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "payments_supplier_idx" ON "payments" USING btree ("company_id","supplier_id","payment_date");--> statement-breakpoint
CREATE INDEX "payments_company_date_idx" ON "payments" USING btree ("company_id","payment_date" DESC NULLS FIRST,"created_at" DESC NULLS FIRST);