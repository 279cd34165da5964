ALTER TABLE "intake_log" ADD COLUMN "refusal" jsonb;--> statement-breakpoint
ALTER TABLE "mailboxes" ADD COLUMN "last_refusal" jsonb;--> statement-breakpoint
CREATE INDEX "approval_requests_rule_idx" ON "approval_requests" USING btree ("rule_id");