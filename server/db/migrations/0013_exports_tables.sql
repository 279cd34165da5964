ALTER TABLE "exports" ADD COLUMN "kind" text DEFAULT 'documents' NOT NULL;--> statement-breakpoint
ALTER TABLE "exports" ADD COLUMN "format" text DEFAULT 'zip' NOT NULL;--> statement-breakpoint
ALTER TABLE "exports" ADD COLUMN "file_name" text;--> statement-breakpoint
ALTER TABLE "exports" ADD COLUMN "progress" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "exports_user_created_idx" ON "exports" USING btree ("user_id","company_id","created_at" DESC NULLS LAST);