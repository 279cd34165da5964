CREATE TABLE "extraction_hints" (
	"supplier_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"hints" jsonb NOT NULL,
	"documents" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "extraction_hints" ADD CONSTRAINT "extraction_hints_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extraction_hints" ADD CONSTRAINT "extraction_hints_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "extraction_hints_company_idx" ON "extraction_hints" USING btree ("company_id");