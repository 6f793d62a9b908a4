-- Hand-written (drizzle-kit cannot express them): trigram search and the accent-folding function
-- the generated *_search columns use. guichet_fold mirrors domain/searchText.ts foldText(): NFKD,
-- strip the combining marks U+0300–U+036F, lower case, œ → oe, æ → ae. normalize(), regexp_replace()
-- and lower() are immutable, so unlike unaccent() (stable, and an extension a managed database may
-- refuse) it can feed generated columns and indexes.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE OR REPLACE FUNCTION guichet_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN replace(replace(lower(regexp_replace(normalize(value, NFKD), '[\u0300-\u036f]', '', 'g')), 'œ', 'oe'), 'æ', 'ae');--> statement-breakpoint
CREATE SEQUENCE "public"."customer_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1;--> statement-breakpoint
CREATE TABLE "credit_check_trackers" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"author_id" integer,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_document_contents" (
	"document_id" integer PRIMARY KEY NOT NULL,
	"content" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'RECEIVED' NOT NULL,
	"deposit_date" date,
	"loan_id" integer,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"uploaded_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_merge_locks" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"acquired_at" timestamp with time zone DEFAULT now() NOT NULL,
	"until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_merges" (
	"id" serial PRIMARY KEY NOT NULL,
	"primary_id" integer NOT NULL,
	"duplicate_id" integer NOT NULL,
	"duplicate_status_before" text NOT NULL,
	"moved" jsonb NOT NULL,
	"merged_by" integer,
	"merged_at" timestamp with time zone DEFAULT now() NOT NULL,
	"unmerged_by" integer,
	"unmerged_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "customer_references" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text,
	"email" text,
	"relationship" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_number" bigint DEFAULT nextval('customer_number_seq') NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"gender" text,
	"language" text DEFAULT 'fr' NOT NULL,
	"sin" text,
	"date_of_birth" date,
	"email" text,
	"home_phone" text,
	"cell_phone" text,
	"fax" text,
	"street" text,
	"apartment" text,
	"city" text,
	"province" text,
	"postal_code" text,
	"address_since" date,
	"job" jsonb,
	"income_sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"bankrupt" boolean DEFAULT false NOT NULL,
	"bankruptcy_end_date" date,
	"bank_transit" text,
	"bank_institution" text,
	"bank_account" text,
	"financial_status" jsonb,
	"merged_into_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"first_name_search" text GENERATED ALWAYS AS (guichet_fold(first_name)) STORED,
	"last_name_search" text GENERATED ALWAYS AS (guichet_fold(last_name)) STORED,
	"email_search" text GENERATED ALWAYS AS (guichet_fold(email)) STORED,
	"home_phone_digits" text GENERATED ALWAYS AS (regexp_replace(home_phone, '[^0-9]', '', 'g')) STORED,
	"cell_phone_digits" text GENERATED ALWAYS AS (regexp_replace(cell_phone, '[^0-9]', '', 'g')) STORED,
	CONSTRAINT "customers_customer_number_unique" UNIQUE("customer_number")
);
--> statement-breakpoint
CREATE TABLE "requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"status" text DEFAULT 'NEW' NOT NULL,
	"requested_amount_cents" bigint NOT NULL,
	"approved_amount_cents" bigint,
	"denial_reason" text,
	"origin" text NOT NULL,
	"ibv_status" text DEFAULT 'NOT_SENT' NOT NULL,
	"duplicate_of_customer_id" integer,
	"created_by" integer,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "credit_check_trackers" ADD CONSTRAINT "credit_check_trackers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_check_trackers" ADD CONSTRAINT "credit_check_trackers_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_comments" ADD CONSTRAINT "customer_comments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_comments" ADD CONSTRAINT "customer_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_document_contents" ADD CONSTRAINT "customer_document_contents_document_id_customer_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."customer_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_documents" ADD CONSTRAINT "customer_documents_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_documents" ADD CONSTRAINT "customer_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_merge_locks" ADD CONSTRAINT "customer_merge_locks_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_merge_locks" ADD CONSTRAINT "customer_merge_locks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_merges" ADD CONSTRAINT "customer_merges_primary_id_customers_id_fk" FOREIGN KEY ("primary_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_merges" ADD CONSTRAINT "customer_merges_duplicate_id_customers_id_fk" FOREIGN KEY ("duplicate_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_merges" ADD CONSTRAINT "customer_merges_merged_by_users_id_fk" FOREIGN KEY ("merged_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_merges" ADD CONSTRAINT "customer_merges_unmerged_by_users_id_fk" FOREIGN KEY ("unmerged_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_references" ADD CONSTRAINT "customer_references_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_duplicate_of_customer_id_customers_id_fk" FOREIGN KEY ("duplicate_of_customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_comments_customer_idx" ON "customer_comments" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "customer_documents_customer_idx" ON "customer_documents" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "customer_merges_primary_idx" ON "customer_merges" USING btree ("primary_id");--> statement-breakpoint
CREATE INDEX "customer_merges_duplicate_idx" ON "customer_merges" USING btree ("duplicate_id");--> statement-breakpoint
CREATE INDEX "customer_references_customer_idx" ON "customer_references" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "customers_first_name_trgm" ON "customers" USING gin ("first_name_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_last_name_trgm" ON "customers" USING gin ("last_name_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_email_trgm" ON "customers" USING gin ("email_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_home_phone_trgm" ON "customers" USING gin ("home_phone_digits" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_cell_phone_trgm" ON "customers" USING gin ("cell_phone_digits" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_name_order_idx" ON "customers" USING btree ("last_name_search","first_name_search","id");--> statement-breakpoint
CREATE INDEX "customers_created_idx" ON "customers" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "customers_sin_idx" ON "customers" USING btree ("sin");--> statement-breakpoint
CREATE INDEX "customers_merged_into_idx" ON "customers" USING btree ("merged_into_id");--> statement-breakpoint
CREATE INDEX "requests_status_created_idx" ON "requests" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "requests_created_idx" ON "requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "requests_customer_idx" ON "requests" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "requests_amount_idx" ON "requests" USING btree ("requested_amount_cents","id");--> statement-breakpoint
-- Hand-written: finer statistics on the searched columns (the MCV list then holds the ~1,000 most
-- common names), so the planner knows "%son%" matches thousands of customers and walks the
-- primary key for the first page, while a rare term goes through the trigram index.
ALTER TABLE "customers" ALTER COLUMN "first_name_search" SET STATISTICS 1000, ALTER COLUMN "last_name_search" SET STATISTICS 1000,
  ALTER COLUMN "email_search" SET STATISTICS 1000, ALTER COLUMN "home_phone_digits" SET STATISTICS 1000, ALTER COLUMN "cell_phone_digits" SET STATISTICS 1000;
