DROP INDEX "deposits_status_idx";--> statement-breakpoint
DROP INDEX "deposits_created_idx";--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "deposits_status_created_idx" ON "deposits" USING btree ("status","created_at","id") WHERE "deposits"."withdrawn_at" is null;--> statement-breakpoint
CREATE INDEX "deposits_amount_idx" ON "deposits" USING btree ("amount_cents","id") WHERE "deposits"."withdrawn_at" is null;--> statement-breakpoint
CREATE INDEX "deposits_customer_idx" ON "deposits" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "deposits_created_idx" ON "deposits" USING btree ("created_at","id") WHERE "deposits"."withdrawn_at" is null;--> statement-breakpoint
-- Deposits of loans deleted before this column existed are withdrawn with them.
UPDATE "deposits" SET "withdrawn_at" = "loans"."deleted_at" FROM "loans" WHERE "loans"."id" = "deposits"."loan_id" AND "loans"."deleted_at" IS NOT NULL;
