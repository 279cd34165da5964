CREATE TABLE "supplier_bank_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"supplier_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"before" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"after" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"changed_by" uuid,
	"changed_by_name" text DEFAULT '' NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_by" uuid,
	"confirmed_by_name" text DEFAULT '' NOT NULL,
	"confirmed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "supplier_bank_changes" ADD CONSTRAINT "supplier_bank_changes_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_bank_changes" ADD CONSTRAINT "supplier_bank_changes_account_id_companies_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_bank_changes" ADD CONSTRAINT "supplier_bank_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_bank_changes" ADD CONSTRAINT "supplier_bank_changes_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "supplier_bank_changes_pending_idx" ON "supplier_bank_changes" USING btree ("supplier_id") WHERE "supplier_bank_changes"."confirmed_at" is null;--> statement-breakpoint
CREATE INDEX "supplier_bank_changes_account_idx" ON "supplier_bank_changes" USING btree ("account_id");