ALTER TABLE "debits" ADD COLUMN "return_pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "debits_return_pending_idx" ON "debits" USING btree ("id") WHERE "debits"."return_pending";--> statement-breakpoint
-- A debit that came back before its payment's date used to be lost: its line left unpaid and not
-- reversed (or paid by it on its date). Each such return waits again, and the money job applies it:
-- the NSF with its fee, the customer told once (the notice's idempotency key is the same).
UPDATE "debits" d SET "return_pending" = true
 WHERE d."status" = 'RETURNED'
   AND EXISTS (SELECT 1 FROM "loan_payments" p
                WHERE p."id" = d."payment_id" AND p."status" IN ('SCHEDULED', 'CANCELLED', 'PAID'))
   AND NOT EXISTS (SELECT 1 FROM "loan_ledger_entries" e
                    WHERE e."loan_id" = d."loan_id" AND e."payment_id" = d."payment_id" AND e."kind" = 'NSF');
