CREATE TABLE "loan_month_amounts" (
	"loan_id" integer NOT NULL,
	"month" date NOT NULL,
	"capital_charged_cents" bigint DEFAULT 0 NOT NULL,
	"capital_collected_cents" bigint DEFAULT 0 NOT NULL,
	"interest_charged_cents" bigint DEFAULT 0 NOT NULL,
	"interest_collected_cents" bigint DEFAULT 0 NOT NULL,
	"deferral_fees_charged_cents" bigint DEFAULT 0 NOT NULL,
	"deferral_fees_collected_cents" bigint DEFAULT 0 NOT NULL,
	"transaction_fees_charged_cents" bigint DEFAULT 0 NOT NULL,
	"transaction_fees_collected_cents" bigint DEFAULT 0 NOT NULL,
	"nsf_fees_charged_cents" bigint DEFAULT 0 NOT NULL,
	"nsf_fees_collected_cents" bigint DEFAULT 0 NOT NULL,
	"membership_fees_charged_cents" bigint DEFAULT 0 NOT NULL,
	"membership_fees_collected_cents" bigint DEFAULT 0 NOT NULL,
	"brokerage_fees_charged_cents" bigint DEFAULT 0 NOT NULL,
	"brokerage_fees_collected_cents" bigint DEFAULT 0 NOT NULL,
	"balance_change_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "loan_month_amounts_loan_id_month_pk" PRIMARY KEY("loan_id","month")
);
--> statement-breakpoint
CREATE TABLE "lender_closures" (
	"day" date PRIMARY KEY NOT NULL,
	"note" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "loan_month_amounts" ADD CONSTRAINT "loan_month_amounts_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lender_closures" ADD CONSTRAINT "lender_closures_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loan_month_amounts_month_idx" ON "loan_month_amounts" USING btree ("month");--> statement-breakpoint
CREATE INDEX "debits_due_status_idx" ON "debits" USING btree ("due_date","status");--> statement-breakpoint
-- The calendar's payments per day are read from this index alone (a month holds hundreds of thousands of lines).
DROP INDEX "loan_payments_date_idx";--> statement-breakpoint
CREATE INDEX "loan_payments_date_idx" ON "loan_payments" USING btree ("due_date") INCLUDE ("status", "amount_cents");
