-- A message owed to a customer is recorded (outbox copy under its key) before it is sent, and one a
-- crash left SENDING is found by the minute job and sent again under the same key.
ALTER TABLE "outbox" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE INDEX "customer_messages_sending_idx" ON "customer_messages" USING btree ("updated_at") WHERE "customer_messages"."status" = 'SENDING';--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_idempotency_key_unique" UNIQUE("idempotency_key");