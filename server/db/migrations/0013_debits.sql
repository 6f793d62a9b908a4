CREATE TABLE "debits" (
	"id" serial PRIMARY KEY NOT NULL,
	"loan_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"provider" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"due_date" date NOT NULL,
	"status" text DEFAULT 'QUEUED' NOT NULL,
	"attempt" integer DEFAULT 1 NOT NULL,
	"cutoff_at" timestamp with time zone NOT NULL,
	"eft_file_id" integer,
	"transaction_id" text,
	"return_code" text,
	"returned_on" date,
	"provider_sequence" integer DEFAULT 0 NOT NULL,
	"presented_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "collection_reason" text;--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "collection_since" date;--> statement-breakpoint
ALTER TABLE "debits" ADD CONSTRAINT "debits_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debits" ADD CONSTRAINT "debits_payment_id_loan_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."loan_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "debits_payment_live_idx" ON "debits" USING btree ("payment_id") WHERE "debits"."status" <> 'CANCELLED';--> statement-breakpoint
CREATE INDEX "debits_loan_idx" ON "debits" USING btree ("loan_id");--> statement-breakpoint
CREATE INDEX "debits_queue_idx" ON "debits" USING btree ("provider","cutoff_at") WHERE "debits"."status" = 'QUEUED';--> statement-breakpoint
CREATE INDEX "debits_file_idx" ON "debits" USING btree ("eft_file_id");