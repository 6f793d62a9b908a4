CREATE TABLE "collection_file_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"file_id" integer NOT NULL,
	"kind" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"actor_id" integer,
	"business_day" date NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collection_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"loan_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"reason" text NOT NULL,
	"amount_owed_cents" bigint DEFAULT 0 NOT NULL,
	"days_past_due" integer DEFAULT 0 NOT NULL,
	"since" date,
	"last_payment_date" date,
	"degree" integer,
	"had_arrears" boolean DEFAULT false NOT NULL,
	"agreement" text DEFAULT 'NONE' NOT NULL,
	"promise_state" text DEFAULT 'NONE' NOT NULL,
	"expected_transfer_on" date,
	"expected_amount_cents" bigint,
	"actual_transfer_on" date,
	"follow_up_on" date,
	"latest_note" text,
	"steps_checked" text[] DEFAULT '{}'::text[] NOT NULL,
	"assigned_to" integer,
	"opened_on" date NOT NULL,
	"last_return_on" date,
	"settled_on" date,
	"request_status_before" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "loan_configuration" ADD COLUMN "contacts_per_week" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "loan_configuration" ADD COLUMN "no_contact_on_holidays" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "collection_file_events" ADD CONSTRAINT "collection_file_events_file_id_collection_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."collection_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_file_events" ADD CONSTRAINT "collection_file_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_files" ADD CONSTRAINT "collection_files_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_files" ADD CONSTRAINT "collection_files_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_files" ADD CONSTRAINT "collection_files_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collection_file_events_file_idx" ON "collection_file_events" USING btree ("file_id","id");--> statement-breakpoint
CREATE INDEX "collection_file_events_contact_idx" ON "collection_file_events" USING btree ("file_id","business_day") WHERE "collection_file_events"."kind" = 'CONTACT';--> statement-breakpoint
CREATE UNIQUE INDEX "collection_files_open_loan_idx" ON "collection_files" USING btree ("loan_id") WHERE "collection_files"."status" <> 'SETTLED';--> statement-breakpoint
CREATE INDEX "collection_files_loan_idx" ON "collection_files" USING btree ("loan_id","id");--> statement-breakpoint
CREATE INDEX "collection_files_open_owed_idx" ON "collection_files" USING btree ("amount_owed_cents","id") WHERE "collection_files"."status" <> 'SETTLED';--> statement-breakpoint
CREATE INDEX "collection_files_open_days_idx" ON "collection_files" USING btree ("days_past_due","id") WHERE "collection_files"."status" <> 'SETTLED';--> statement-breakpoint
CREATE INDEX "collection_files_status_idx" ON "collection_files" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "collection_files_return_idx" ON "collection_files" USING btree ("last_return_on","id");--> statement-breakpoint
CREATE INDEX "collection_files_follow_up_idx" ON "collection_files" USING btree ("follow_up_on","id") WHERE "collection_files"."status" <> 'SETTLED';--> statement-breakpoint
CREATE INDEX "collection_files_promise_idx" ON "collection_files" USING btree ("expected_transfer_on","id") WHERE "collection_files"."promise_state" = 'PENDING';--> statement-breakpoint
CREATE INDEX "collection_files_agent_idx" ON "collection_files" USING btree ("assigned_to","id");--> statement-breakpoint
CREATE INDEX "collection_files_customer_idx" ON "collection_files" USING btree ("customer_id");