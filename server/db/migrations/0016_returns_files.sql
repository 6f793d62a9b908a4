CREATE TABLE "sandbox_returns_files" (
	"provider" text NOT NULL,
	"number" integer NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_returns_files_provider_number_pk" PRIMARY KEY("provider","number")
);
--> statement-breakpoint
CREATE TABLE "returns_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"number" integer NOT NULL,
	"content" text NOT NULL,
	"debits_returned" integer NOT NULL,
	"credits_returned" integer NOT NULL,
	"items_ignored" integer NOT NULL,
	"applied_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sandbox_payment_transactions" ADD COLUMN "returns_file" integer;--> statement-breakpoint
ALTER TABLE "debits" ADD COLUMN "notice_pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "returns_files_number_idx" ON "returns_files" USING btree ("provider","number");--> statement-breakpoint
CREATE INDEX "sandbox_tx_unreported_idx" ON "sandbox_payment_transactions" USING btree ("provider") WHERE "sandbox_payment_transactions"."status" = 'RETURNED' and "sandbox_payment_transactions"."returns_file" is null and "sandbox_payment_transactions"."kind" <> 'INTERAC';--> statement-breakpoint
CREATE INDEX "debits_notice_idx" ON "debits" USING btree ("id") WHERE "debits"."notice_pending";