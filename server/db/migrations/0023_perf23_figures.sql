CREATE TABLE "document_day_figures" (
	"company_id" uuid NOT NULL,
	"origin_type_id" uuid,
	"document_group_id" uuid,
	"day" date,
	"status" integer NOT NULL,
	"currency" text NOT NULL,
	"overdue_from" date,
	"documents" integer NOT NULL,
	"priced" integer NOT NULL,
	"ttc" numeric NOT NULL,
	"owed" numeric NOT NULL,
	CONSTRAINT "document_day_figures_key" UNIQUE NULLS NOT DISTINCT("company_id","origin_type_id","day","status","currency","document_group_id","overdue_from")
);
--> statement-breakpoint
CREATE TABLE "document_month_figures" (
	"company_id" uuid NOT NULL,
	"origin_type_id" uuid,
	"document_group_id" uuid,
	"month" date,
	"currency" text NOT NULL,
	"supplier_id" uuid,
	"supplier_name" text NOT NULL,
	"label_id" uuid,
	"documents" integer NOT NULL,
	"ttc" numeric NOT NULL,
	CONSTRAINT "document_month_figures_key" UNIQUE NULLS NOT DISTINCT("company_id","origin_type_id","month","document_group_id","currency","supplier_id","supplier_name","label_id")
);
--> statement-breakpoint
DROP INDEX "documents_statement_idx";--> statement-breakpoint
DROP INDEX "payments_supplier_idx";--> statement-breakpoint
CREATE INDEX "documents_statement_idx" ON "documents" USING btree ("company_id","supplier_id","day","created_at","id") WHERE status in (2, 3, 4) and solde <> -1;--> statement-breakpoint
CREATE INDEX "payments_supplier_idx" ON "payments" USING btree ("company_id","supplier_id","payment_date","created_at","id");