CREATE TABLE "ai_configurations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"index" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"model" text DEFAULT 'openai/gpt-4o' NOT NULL,
	"frequencypenalty" double precision DEFAULT 0 NOT NULL,
	"presencepenalty" double precision DEFAULT 0 NOT NULL,
	"maxtokens" integer DEFAULT 256 NOT NULL,
	"temperature" double precision DEFAULT 0.7 NOT NULL,
	"topp" double precision DEFAULT 0 NOT NULL,
	"defaultprompt" text DEFAULT '' NOT NULL,
	"usedefaultprompt" boolean DEFAULT true NOT NULL,
	"category_id" uuid
);
--> statement-breakpoint
CREATE TABLE "document_group_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"index" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"index" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"configuration" text DEFAULT '' NOT NULL,
	"category_id" uuid,
	"type" text DEFAULT 'CUSTOM' NOT NULL,
	"keywords" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_labels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"index" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"color" text DEFAULT '#ffffff' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"index" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"email" text NOT NULL,
	"color" text DEFAULT '#1565c0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "keyword_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"index" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "keywords" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"index" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"extractionkey" text DEFAULT '' NOT NULL,
	"valuetype" text DEFAULT 'TEXT' NOT NULL,
	"type" text DEFAULT 'CUSTOM' NOT NULL,
	"group_id" uuid,
	"mandatory" boolean DEFAULT false NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"showtotalsinfooter" boolean DEFAULT false NOT NULL,
	"choices" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "link_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"index" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"index" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"url" text NOT NULL,
	"imageurl" text DEFAULT '' NOT NULL,
	"category_id" uuid
);
--> statement-breakpoint
CREATE TABLE "origin_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"index" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"type" text DEFAULT 'OTHER' NOT NULL,
	"documentgroups" uuid[] DEFAULT '{}'::uuid[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"index" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prompt_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"index" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "source_labels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"index" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"color" text DEFAULT '#ffffff' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"index" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"identifiers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"visible" integer DEFAULT 0 NOT NULL,
	"payment_type_id" uuid,
	"payonvalidation" boolean DEFAULT false NOT NULL,
	"automail" boolean DEFAULT false NOT NULL,
	"divers" boolean DEFAULT false NOT NULL,
	"includeattachments" boolean DEFAULT true NOT NULL,
	"emailtemplate" text DEFAULT '' NOT NULL,
	"duedateenum" integer DEFAULT 1 NOT NULL,
	"duedatexdays" integer DEFAULT -1 NOT NULL,
	"paymentdateenum" integer DEFAULT 1 NOT NULL,
	"paymentdatexdays" integer DEFAULT -1 NOT NULL,
	"labels" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"ocralgorithm" text DEFAULT 'PDF' NOT NULL,
	"embedmode" text DEFAULT 'OCRRESULT' NOT NULL,
	"excludedbranches" text DEFAULT '' NOT NULL,
	"ai_configuration_id" uuid,
	"configurations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"default_document_group_id" uuid,
	"pagenumbers" integer DEFAULT -1 NOT NULL,
	"origin_type_id" uuid
);
--> statement-breakpoint
ALTER TABLE "ai_configurations" ADD CONSTRAINT "ai_configurations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_configurations" ADD CONSTRAINT "ai_configurations_category_id_prompt_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."prompt_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_group_categories" ADD CONSTRAINT "document_group_categories_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_groups" ADD CONSTRAINT "document_groups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_groups" ADD CONSTRAINT "document_groups_category_id_document_group_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."document_group_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_labels" ADD CONSTRAINT "document_labels_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_contacts" ADD CONSTRAINT "email_contacts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keyword_groups" ADD CONSTRAINT "keyword_groups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keywords" ADD CONSTRAINT "keywords_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keywords" ADD CONSTRAINT "keywords_group_id_keyword_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."keyword_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_categories" ADD CONSTRAINT "link_categories_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "links" ADD CONSTRAINT "links_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "links" ADD CONSTRAINT "links_category_id_link_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."link_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "origin_types" ADD CONSTRAINT "origin_types_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_types" ADD CONSTRAINT "payment_types_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prompt_categories" ADD CONSTRAINT "prompt_categories_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "source_labels" ADD CONSTRAINT "source_labels_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_payment_type_id_payment_types_id_fk" FOREIGN KEY ("payment_type_id") REFERENCES "public"."payment_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_ai_configuration_id_ai_configurations_id_fk" FOREIGN KEY ("ai_configuration_id") REFERENCES "public"."ai_configurations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_default_document_group_id_document_groups_id_fk" FOREIGN KEY ("default_document_group_id") REFERENCES "public"."document_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_origin_type_id_origin_types_id_fk" FOREIGN KEY ("origin_type_id") REFERENCES "public"."origin_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_configurations_company_idx" ON "ai_configurations" USING btree ("company_id","index");--> statement-breakpoint
CREATE INDEX "document_group_categories_company_idx" ON "document_group_categories" USING btree ("company_id","index");--> statement-breakpoint
CREATE INDEX "document_groups_company_idx" ON "document_groups" USING btree ("company_id","index");--> statement-breakpoint
CREATE INDEX "document_labels_company_idx" ON "document_labels" USING btree ("company_id","index");--> statement-breakpoint
CREATE INDEX "email_contacts_company_idx" ON "email_contacts" USING btree ("company_id","index");--> statement-breakpoint
CREATE INDEX "keyword_groups_company_idx" ON "keyword_groups" USING btree ("company_id","index");--> statement-breakpoint
CREATE INDEX "keywords_company_idx" ON "keywords" USING btree ("company_id","index");--> statement-breakpoint
CREATE INDEX "link_categories_company_idx" ON "link_categories" USING btree ("company_id","index");--> statement-breakpoint
CREATE INDEX "links_company_idx" ON "links" USING btree ("company_id","index");--> statement-breakpoint
CREATE INDEX "origin_types_company_idx" ON "origin_types" USING btree ("company_id","index");--> statement-breakpoint
CREATE INDEX "payment_types_company_idx" ON "payment_types" USING btree ("company_id","index");--> statement-breakpoint
CREATE INDEX "prompt_categories_company_idx" ON "prompt_categories" USING btree ("company_id","index");--> statement-breakpoint
CREATE INDEX "source_labels_company_idx" ON "source_labels" USING btree ("company_id","index");--> statement-breakpoint
CREATE INDEX "suppliers_company_idx" ON "suppliers" USING btree ("company_id","index");