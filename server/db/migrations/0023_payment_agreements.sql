CREATE TABLE "agreement_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"agreement_id" integer NOT NULL,
	"number" integer NOT NULL,
	"due_date" date NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" text DEFAULT 'SCHEDULED' NOT NULL,
	"deposited_on" date
);
--> statement-breakpoint
CREATE TABLE "payment_agreements" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_id" integer NOT NULL,
	"loan_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"total_cents" bigint NOT NULL,
	"created_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agreement_payments" ADD CONSTRAINT "agreement_payments_agreement_id_payment_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."payment_agreements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_agreements" ADD CONSTRAINT "payment_agreements_file_id_collection_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."collection_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_agreements" ADD CONSTRAINT "payment_agreements_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_agreements" ADD CONSTRAINT "payment_agreements_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_agreements" ADD CONSTRAINT "payment_agreements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agreement_payments_number_idx" ON "agreement_payments" USING btree ("agreement_id","number");--> statement-breakpoint
CREATE INDEX "agreement_payments_due_idx" ON "agreement_payments" USING btree ("status","due_date");--> statement-breakpoint
CREATE INDEX "payment_agreements_file_idx" ON "payment_agreements" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "payment_agreements_status_idx" ON "payment_agreements" USING btree ("status","id");