CREATE TABLE "api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"secret_hash" text NOT NULL,
	"branch_id" uuid,
	"scope" text DEFAULT 'IMPORT' NOT NULL,
	"revoked" boolean DEFAULT false NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"window_start" timestamp with time zone,
	"window_count" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "intake_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"filename" text DEFAULT '' NOT NULL,
	"outcome" text NOT NULL,
	"code" text DEFAULT '' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"document_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mailbox_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mailbox_id" uuid NOT NULL,
	"message_key" text NOT NULL,
	"content_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mailboxes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"host" text NOT NULL,
	"port" integer DEFAULT 993 NOT NULL,
	"tls" text DEFAULT 'TLS' NOT NULL,
	"username" text NOT NULL,
	"secret" text DEFAULT '' NOT NULL,
	"folder" text DEFAULT 'INBOX' NOT NULL,
	"from_filter" text DEFAULT '' NOT NULL,
	"subject_filter" text DEFAULT '' NOT NULL,
	"attachment_filter" text DEFAULT '' NOT NULL,
	"after_import" text DEFAULT 'SEEN' NOT NULL,
	"move_folder" text DEFAULT '' NOT NULL,
	"destination" text DEFAULT 'BUYER' NOT NULL,
	"branch_id" uuid,
	"origin_type_id" uuid,
	"document_group_id" uuid,
	"active" boolean DEFAULT true NOT NULL,
	"last_polled_at" timestamp with time zone,
	"last_error" text DEFAULT '' NOT NULL,
	"last_error_at" timestamp with time zone,
	"lease_holder" text,
	"lease_until" timestamp with time zone,
	"next_poll_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "channel" text DEFAULT 'upload' NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "buyer_unrecognised" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intake_log" ADD CONSTRAINT "intake_log_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intake_log" ADD CONSTRAINT "intake_log_account_id_companies_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailbox_messages" ADD CONSTRAINT "mailbox_messages_mailbox_id_mailboxes_id_fk" FOREIGN KEY ("mailbox_id") REFERENCES "public"."mailboxes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailboxes" ADD CONSTRAINT "mailboxes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailboxes" ADD CONSTRAINT "mailboxes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_hash_idx" ON "api_keys" USING btree ("secret_hash");--> statement-breakpoint
CREATE INDEX "api_keys_company_idx" ON "api_keys" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "intake_log_company_idx" ON "intake_log" USING btree ("company_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "intake_log_account_idx" ON "intake_log" USING btree ("account_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "mailbox_messages_key_idx" ON "mailbox_messages" USING btree ("mailbox_id","message_key");--> statement-breakpoint
CREATE UNIQUE INDEX "mailbox_messages_hash_idx" ON "mailbox_messages" USING btree ("mailbox_id","content_hash");--> statement-breakpoint
CREATE INDEX "mailboxes_company_idx" ON "mailboxes" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "mailboxes_due_idx" ON "mailboxes" USING btree ("next_poll_at");--> statement-breakpoint
CREATE INDEX "documents_channel_idx" ON "documents" USING btree ("company_id","channel","day" DESC NULLS FIRST) WHERE channel <> 'upload';