CREATE TABLE "iban_confirmations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"invoice_iban" text NOT NULL,
	"supplier_iban" text NOT NULL,
	"choice" text NOT NULL,
	"confirmed_by" uuid,
	"confirmed_by_name" text DEFAULT '' NOT NULL,
	"confirmed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "bic" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "payee_iban" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "iban_confirmations" ADD CONSTRAINT "iban_confirmations_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iban_confirmations" ADD CONSTRAINT "iban_confirmations_account_id_companies_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iban_confirmations" ADD CONSTRAINT "iban_confirmations_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "iban_confirmations_document_idx" ON "iban_confirmations" USING btree ("document_id","confirmed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "iban_confirmations_account_idx" ON "iban_confirmations" USING btree ("account_id");