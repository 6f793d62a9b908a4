-- A portal sign-in code is sent after the answer (the same answer, as fast, whether the address is
-- on file or not): the code waits on its row until it is sent or dies, with who took it to send it
-- and what came of the last try. Only the code's hash stays once it is sent.
ALTER TABLE "portal_codes" ADD COLUMN "pending_code" text;--> statement-breakpoint
ALTER TABLE "portal_codes" ADD COLUMN "delivery_claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "portal_codes" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "portal_codes" ADD COLUMN "delivery_error" text;--> statement-breakpoint
CREATE INDEX "portal_codes_pending_idx" ON "portal_codes" USING btree ("id") WHERE "portal_codes"."pending_code" is not null;