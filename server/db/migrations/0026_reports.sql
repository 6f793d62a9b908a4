ALTER TABLE "loans" ADD COLUMN "renewal_offer_sent_on" date;--> statement-breakpoint
CREATE INDEX "loan_payments_date_idx" ON "loan_payments" USING btree ("due_date");--> statement-breakpoint
CREATE INDEX "loans_active_end_idx" ON "loans" USING btree ("end_date") WHERE "loans"."status" = 'ACTIVE' and "loans"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "debits_returned_idx" ON "debits" USING btree ("returned_on") WHERE "debits"."status" = 'RETURNED';