CREATE TABLE "audit_heads" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"seq" bigint NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_heads" ADD CONSTRAINT "audit_heads_account_id_companies_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- each chain written before: its last link (read from the chain's index, newest first per account)
INSERT INTO "audit_heads" ("account_id", "seq", "hash")
SELECT DISTINCT ON ("account_id") "account_id", "seq", "hash" FROM "audit_entries" ORDER BY "account_id", "seq" DESC
ON CONFLICT ("account_id") DO NOTHING;
