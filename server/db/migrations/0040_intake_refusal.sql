ALTER TABLE "intake_log" ADD COLUMN "refusal" jsonb;--> statement-breakpoint
ALTER TABLE "mailboxes" ADD COLUMN "last_refusal" jsonb;