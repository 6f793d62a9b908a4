CREATE TABLE "retention_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"review_month" text NOT NULL,
	"customer_id" integer NOT NULL,
	"last_activity" date NOT NULL,
	"status" text DEFAULT 'DUE' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"reason" text,
	"anonymized_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "anonymized_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "retention_reviews" ADD CONSTRAINT "retention_reviews_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retention_reviews" ADD CONSTRAINT "retention_reviews_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "retention_reviews_month_customer_idx" ON "retention_reviews" USING btree ("review_month","customer_id");--> statement-breakpoint
CREATE INDEX "retention_reviews_status_idx" ON "retention_reviews" USING btree ("status","id");--> statement-breakpoint
-- Issue 35's retention: administrators confirm who is anonymized.
UPDATE "users" SET "permissions" = "permissions" || '[{"Action": "anonymize", "Subject": "customer"}]'::jsonb, "updated_at" = now()
WHERE 'admin' = ANY("roles") AND NOT "permissions" @> '[{"Action": "anonymize", "Subject": "customer"}]'::jsonb;
