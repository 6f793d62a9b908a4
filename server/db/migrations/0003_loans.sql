CREATE SEQUENCE "public"."loan_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 500001 CACHE 1;--> statement-breakpoint
CREATE TABLE "loan_configuration" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"annual_interest_rate" numeric(7, 4) NOT NULL,
	"default_frequency" text NOT NULL,
	"delay_days" integer NOT NULL,
	"brokerage_fee_cents" bigint NOT NULL,
	"membership_fee_cents" bigint NOT NULL,
	"amount_matrix" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loan_fees" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"effective_date" date NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loan_ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"loan_id" integer NOT NULL,
	"kind" text NOT NULL,
	"entry_date" date NOT NULL,
	"capital_cents" bigint DEFAULT 0 NOT NULL,
	"interest_cents" bigint DEFAULT 0 NOT NULL,
	"fees_cents" bigint DEFAULT 0 NOT NULL,
	"payment_id" integer,
	"reverses_entry_id" bigint,
	"note" text,
	"actor_id" integer,
	"posted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loan_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"loan_id" integer NOT NULL,
	"number" integer NOT NULL,
	"kind" text DEFAULT 'SCHEDULED' NOT NULL,
	"due_date" date NOT NULL,
	"amount_cents" bigint NOT NULL,
	"interest_cents" bigint NOT NULL,
	"capital_cents" bigint NOT NULL,
	"membership_fee_cents" bigint NOT NULL,
	"fees_cents" bigint DEFAULT 0 NOT NULL,
	"balance_cents" bigint NOT NULL,
	"status" text DEFAULT 'SCHEDULED' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loan_payments_amount_parts" CHECK ("loan_payments"."amount_cents" = "loan_payments"."capital_cents" + "loan_payments"."interest_cents" + "loan_payments"."membership_fee_cents" + "loan_payments"."fees_cents")
);
--> statement-breakpoint
CREATE TABLE "loans" (
	"id" serial PRIMARY KEY NOT NULL,
	"loan_number" bigint DEFAULT nextval('loan_number_seq') NOT NULL,
	"customer_id" integer NOT NULL,
	"request_id" integer NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"deposit_status" text DEFAULT 'NONE' NOT NULL,
	"amount_cents" bigint NOT NULL,
	"annual_interest_rate" numeric(7, 4) NOT NULL,
	"frequency" text NOT NULL,
	"number_of_payments" integer NOT NULL,
	"first_payment_date" date NOT NULL,
	"twice_monthly_days" integer[],
	"brokerage_fee_cents" bigint NOT NULL,
	"membership_fee_cents" bigint NOT NULL,
	"province" text,
	"apr" numeric(9, 4) NOT NULL,
	"payment_provider" text NOT NULL,
	"agent_id" integer,
	"start_date" date,
	"end_date" date,
	"stopped_on" date,
	"contract_signed_at" timestamp with time zone,
	"created_by" integer,
	"deleted_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loans_loan_number_unique" UNIQUE("loan_number")
);
--> statement-breakpoint
ALTER TABLE "loan_fees" ADD CONSTRAINT "loan_fees_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_ledger_entries" ADD CONSTRAINT "loan_ledger_entries_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_ledger_entries" ADD CONSTRAINT "loan_ledger_entries_payment_id_loan_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."loan_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_ledger_entries" ADD CONSTRAINT "loan_ledger_entries_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_payments" ADD CONSTRAINT "loan_payments_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "loan_fees_kind_date_idx" ON "loan_fees" USING btree ("kind","effective_date");--> statement-breakpoint
CREATE INDEX "loan_ledger_loan_idx" ON "loan_ledger_entries" USING btree ("loan_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "loan_ledger_reversal_once_idx" ON "loan_ledger_entries" USING btree ("reverses_entry_id") WHERE "loan_ledger_entries"."kind" = 'REVERSAL';--> statement-breakpoint
CREATE UNIQUE INDEX "loan_ledger_payment_once_idx" ON "loan_ledger_entries" USING btree ("payment_id") WHERE "loan_ledger_entries"."kind" = 'PAYMENT';--> statement-breakpoint
CREATE UNIQUE INDEX "loan_payments_number_idx" ON "loan_payments" USING btree ("loan_id","number");--> statement-breakpoint
CREATE INDEX "loan_payments_due_idx" ON "loan_payments" USING btree ("due_date") WHERE "loan_payments"."status" = 'SCHEDULED';--> statement-breakpoint
CREATE INDEX "loans_customer_idx" ON "loans" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "loans_status_idx" ON "loans" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "loans_request_live_idx" ON "loans" USING btree ("request_id") WHERE "loans"."deleted_at" is null;--> statement-breakpoint
-- The ledger is immutable: a correction is a new, reversing entry, never an edit.
CREATE FUNCTION loan_ledger_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'loan ledger entries are immutable: post a reversing entry instead';
END $$;--> statement-breakpoint
CREATE TRIGGER loan_ledger_no_update BEFORE UPDATE OR DELETE ON "loan_ledger_entries" FOR EACH ROW EXECUTE FUNCTION loan_ledger_immutable();
