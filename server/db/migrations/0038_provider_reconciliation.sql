CREATE TABLE "sandbox_statement_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"day" date NOT NULL,
	"transaction_id" text NOT NULL,
	"reference" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"service_fee_cents" bigint DEFAULT 0 NOT NULL,
	"omitted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_days" (
	"provider" text NOT NULL,
	"day" date NOT NULL,
	"status" text NOT NULL,
	"expected_cents" bigint NOT NULL,
	"reported_cents" bigint NOT NULL,
	"expected_items" integer NOT NULL,
	"reported_items" integer NOT NULL,
	"service_fees_cents" bigint NOT NULL,
	"transferred_cents" bigint NOT NULL,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL,
	"taken_by" integer,
	"reconciled_at" timestamp with time zone,
	CONSTRAINT "provider_days_provider_day_pk" PRIMARY KEY("provider","day")
);
--> statement-breakpoint
CREATE TABLE "provider_statement_items" (
	"provider" text NOT NULL,
	"day" date NOT NULL,
	"reference" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"transaction_id" text
);
--> statement-breakpoint
CREATE TABLE "reconciliation_differences" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"day" date NOT NULL,
	"reference" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"difference" text NOT NULL,
	"expected_cents" bigint,
	"reported_cents" bigint,
	"resolution" text,
	"note" text,
	"resolved_by" integer,
	"resolved_at" timestamp with time zone,
	"journal_entry_id" bigint
);
--> statement-breakpoint
ALTER TABLE "journal_entries" ADD COLUMN "provider" text;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD COLUMN "source_reference" text;--> statement-breakpoint
ALTER TABLE "provider_days" ADD CONSTRAINT "provider_days_taken_by_users_id_fk" FOREIGN KEY ("taken_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_differences" ADD CONSTRAINT "reconciliation_differences_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_differences" ADD CONSTRAINT "reconciliation_differences_journal_entry_id_journal_entries_id_fk" FOREIGN KEY ("journal_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_statement_items_day_idx" ON "sandbox_statement_items" USING btree ("provider","day");--> statement-breakpoint
CREATE INDEX "provider_days_status_idx" ON "provider_days" USING btree ("status","day");--> statement-breakpoint
CREATE INDEX "provider_statement_items_day_idx" ON "provider_statement_items" USING btree ("provider","day");--> statement-breakpoint
CREATE INDEX "reconciliation_differences_day_idx" ON "reconciliation_differences" USING btree ("provider","day","id");--> statement-breakpoint
CREATE INDEX "deposit_events_provider_moves_idx" ON "deposit_events" USING btree ("occurred_at") WHERE "deposit_events"."kind" in ('PROVIDER_DEPOSITED', 'PROVIDER_SETTLED', 'PROVIDER_RETURNED');--> statement-breakpoint
CREATE UNIQUE INDEX "journal_entries_movement_once_idx" ON "journal_entries" USING btree ("kind","source_reference") WHERE "journal_entries"."source_reference" is not null;--> statement-breakpoint
-- Books kept before this migration (their chart written at a start): each provider's clearing
-- account, the providers' fees and the reconciliation differences, and the movements' mapping (a
-- first start writes all of it from the standard chart: accounting/booksSetup.ts).
INSERT INTO "gl_accounts" ("number", "name_fr", "name_en", "type", "role")
SELECT a.number, a.name_fr, a.name_en, a.type, a.role
  FROM (VALUES
    ('1011', 'Encaisse chez le fournisseur de débits préautorisés', 'Cash with the pre-authorized debit provider', 'ASSET', 'CARD_CLEARING'),
    ('1012', 'Encaisse chez le fournisseur Interac', 'Cash with the Interac provider', 'ASSET', 'INTERAC_CLEARING'),
    ('5400', 'Frais des fournisseurs de paiement', 'Payment provider fees', 'EXPENSE', 'PROVIDER_FEES'),
    ('5410', 'Écarts de rapprochement', 'Reconciliation differences', 'EXPENSE', 'RECONCILIATION_DIFFERENCES')
  ) AS a(number, name_fr, name_en, type, role)
 WHERE EXISTS (SELECT 1 FROM "gl_accounts")
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "gl_mappings" ("kind", "part", "debit_account_id", "credit_account_id")
SELECT m.kind, 'amount', clearing.id, counter.id
  FROM (VALUES
    ('DEPOSIT_CANCELLATION_FEE', 'PROVIDER_FEES'),
    ('PROVIDER_FEES', 'PROVIDER_FEES'),
    ('PROVIDER_TRANSFER', 'BANK'),
    ('RECONCILIATION_ADJUSTMENT', 'RECONCILIATION_DIFFERENCES')
  ) AS m(kind, counter_role)
  JOIN "gl_accounts" clearing ON clearing.role = 'PROVIDER_CLEARING'
  JOIN "gl_accounts" counter ON counter.role = m.counter_role
ON CONFLICT DO NOTHING;
