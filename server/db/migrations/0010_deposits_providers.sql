CREATE TABLE "deposit_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"deposit_id" integer NOT NULL,
	"kind" text NOT NULL,
	"provider_event_id" text,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"actor_id" integer,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deposits" (
	"id" serial PRIMARY KEY NOT NULL,
	"loan_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" text DEFAULT 'WAITING' NOT NULL,
	"payment_status" text,
	"provider" text NOT NULL,
	"transaction_type" text,
	"attempt" integer DEFAULT 0 NOT NULL,
	"transaction_id" text,
	"manual" boolean DEFAULT false NOT NULL,
	"interac_email" text,
	"question" text,
	"answer" text,
	"confirmation_code" text,
	"transit" text,
	"institution" text,
	"account" text,
	"memo" text,
	"error_key" text,
	"error_params" jsonb,
	"cutoff_at" timestamp with time zone,
	"eft_file_id" integer,
	"cancellation_fee_cents" bigint DEFAULT 0 NOT NULL,
	"provider_sequence" integer DEFAULT 0 NOT NULL,
	"sent_by" integer,
	"started_at" timestamp with time zone,
	"processed_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancel_requested_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "eft_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"creation_number" integer NOT NULL,
	"cutoff_at" timestamp with time zone NOT NULL,
	"business_date" date NOT NULL,
	"status" text DEFAULT 'BUILT' NOT NULL,
	"content" text NOT NULL,
	"credit_count" integer NOT NULL,
	"credit_cents" bigint NOT NULL,
	"debit_count" integer NOT NULL,
	"debit_cents" bigint NOT NULL,
	"provider_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_callbacks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"body" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_eft_files" (
	"reference" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"transactions" jsonb NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payment_transactions" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"reference" text NOT NULL,
	"status" text NOT NULL,
	"next_step_at" timestamp with time zone,
	"sequence" integer DEFAULT 1 NOT NULL,
	"file_reference" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deposit_events" ADD CONSTRAINT "deposit_events_deposit_id_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."deposits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_events" ADD CONSTRAINT "deposit_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deposit_events_deposit_idx" ON "deposit_events" USING btree ("deposit_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_events_provider_idx" ON "deposit_events" USING btree ("provider_event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_loan_idx" ON "deposits" USING btree ("loan_id");--> statement-breakpoint
CREATE INDEX "deposits_status_idx" ON "deposits" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "deposits_created_idx" ON "deposits" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "deposits_eft_queue_idx" ON "deposits" USING btree ("cutoff_at") WHERE "deposits"."eft_file_id" is null and "deposits"."payment_status" = 'IN_PROGRESS' and "deposits"."transaction_type" = 'EFT';--> statement-breakpoint
CREATE UNIQUE INDEX "eft_files_provider_number_idx" ON "eft_files" USING btree ("provider","creation_number");--> statement-breakpoint
CREATE INDEX "sandbox_callbacks_pending_idx" ON "sandbox_callbacks" USING btree ("id") WHERE "sandbox_callbacks"."delivered_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_eft_files_key_idx" ON "sandbox_eft_files" USING btree ("provider","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_tx_key_idx" ON "sandbox_payment_transactions" USING btree ("provider","idempotency_key");--> statement-breakpoint
CREATE INDEX "sandbox_tx_next_idx" ON "sandbox_payment_transactions" USING btree ("next_step_at") WHERE "sandbox_payment_transactions"."next_step_at" is not null;--> statement-breakpoint
-- Loans started before deposits had their own records: each gets its deposit (paid out ones as manual).
INSERT INTO "deposits" ("loan_id", "customer_id", "amount_cents", "status", "payment_status", "provider", "transaction_type", "manual", "completed_at")
SELECT "id", "customer_id", "amount_cents",
       CASE WHEN "deposit_status" = 'DEPOSITED' THEN 'DEPOSITED' ELSE 'WAITING' END,
       CASE WHEN "deposit_status" = 'DEPOSITED' THEN 'DEPOSITED' END,
       "payment_provider",
       CASE WHEN "deposit_status" = 'DEPOSITED' THEN 'MANUAL' END,
       "deposit_status" = 'DEPOSITED',
       CASE WHEN "deposit_status" = 'DEPOSITED' THEN "updated_at" END
  FROM "loans"
 WHERE "status" <> 'PENDING' AND "deposit_status" <> 'NONE';
