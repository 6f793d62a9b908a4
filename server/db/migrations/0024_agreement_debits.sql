ALTER TABLE "agreement_payments" ADD COLUMN "payment_line_id" integer;--> statement-breakpoint
ALTER TABLE "payment_agreements" ADD COLUMN "method" text DEFAULT 'INTERAC' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_agreements" ADD COLUMN "scope" text DEFAULT 'BALANCE' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_agreements" ADD COLUMN "resume_payments" integer;--> statement-breakpoint
ALTER TABLE "agreement_payments" ADD CONSTRAINT "agreement_payments_payment_line_id_loan_payments_id_fk" FOREIGN KEY ("payment_line_id") REFERENCES "public"."loan_payments"("id") ON DELETE no action ON UPDATE no action;