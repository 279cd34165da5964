ALTER TABLE "mailboxes" ADD COLUMN "idle_holder" text;--> statement-breakpoint
ALTER TABLE "mailboxes" ADD COLUMN "idle_until" timestamp with time zone;