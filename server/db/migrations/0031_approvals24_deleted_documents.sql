CREATE TABLE "deleted_documents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"number" text DEFAULT '' NOT NULL,
	"suppliername" text DEFAULT '' NOT NULL,
	"filename" text DEFAULT '' NOT NULL,
	"date" date,
	"status" integer NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"total_ttc" numeric(14, 2),
	"record" jsonb NOT NULL,
	"lifecycle" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"file_id" uuid,
	"deleted_by" uuid,
	"deleted_by_name" text DEFAULT '' NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"purge_after" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "retention_years" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "deleted_documents" ADD CONSTRAINT "deleted_documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deleted_documents" ADD CONSTRAINT "deleted_documents_account_id_companies_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deleted_documents" ADD CONSTRAINT "deleted_documents_file_id_document_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."document_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deleted_documents" ADD CONSTRAINT "deleted_documents_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deleted_documents_company_idx" ON "deleted_documents" USING btree ("company_id","deleted_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "deleted_documents_purge_idx" ON "deleted_documents" USING btree ("purge_after");