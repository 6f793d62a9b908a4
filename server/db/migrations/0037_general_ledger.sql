CREATE TABLE "gl_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"name_fr" text NOT NULL,
	"name_en" text NOT NULL,
	"type" text NOT NULL,
	"role" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gl_accounts_number_unique" UNIQUE("number"),
	CONSTRAINT "gl_accounts_role_unique" UNIQUE("role")
);
--> statement-breakpoint
CREATE TABLE "gl_mappings" (
	"kind" text NOT NULL,
	"part" text NOT NULL,
	"debit_account_id" integer NOT NULL,
	"credit_account_id" integer NOT NULL,
	CONSTRAINT "gl_mappings_kind_part_pk" PRIMARY KEY("kind","part")
);
--> statement-breakpoint
CREATE TABLE "journal_day_totals" (
	"account_id" integer NOT NULL,
	"day" date NOT NULL,
	"debit_cents" bigint DEFAULT 0 NOT NULL,
	"credit_cents" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journal_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entry_date" date NOT NULL,
	"effective_date" date NOT NULL,
	"source" text NOT NULL,
	"kind" text NOT NULL,
	"loan_id" integer,
	"ledger_entry_id" bigint,
	"actor_id" integer,
	"posted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journal_entries_ledger_entry_id_unique" UNIQUE("ledger_entry_id")
);
--> statement-breakpoint
CREATE TABLE "journal_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entry_id" bigint NOT NULL,
	"entry_date" date NOT NULL,
	"account_id" integer NOT NULL,
	"amount_cents" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gl_mappings" ADD CONSTRAINT "gl_mappings_debit_account_id_gl_accounts_id_fk" FOREIGN KEY ("debit_account_id") REFERENCES "public"."gl_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gl_mappings" ADD CONSTRAINT "gl_mappings_credit_account_id_gl_accounts_id_fk" FOREIGN KEY ("credit_account_id") REFERENCES "public"."gl_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_ledger_entry_id_loan_ledger_entries_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."loan_ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_account_id_gl_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."gl_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "journal_day_totals_day_idx" ON "journal_day_totals" USING btree ("day","account_id");--> statement-breakpoint
CREATE INDEX "journal_entries_date_idx" ON "journal_entries" USING btree ("entry_date","id");--> statement-breakpoint
CREATE INDEX "journal_entries_loan_idx" ON "journal_entries" USING btree ("loan_id","id");--> statement-breakpoint
CREATE INDEX "journal_lines_entry_idx" ON "journal_lines" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "journal_lines_account_idx" ON "journal_lines" USING btree ("account_id","entry_date","id");--> statement-breakpoint
-- The journal is balanced: the lines a statement writes sum to zero for each of their entries (an
-- entry's lines are written together, in one statement: accounting/journalPosting.ts).
CREATE FUNCTION journal_lines_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  unbalanced bigint;
BEGIN
  SELECT entry_id INTO unbalanced FROM new_lines GROUP BY entry_id HAVING sum(amount_cents) <> 0 LIMIT 1;
  IF unbalanced IS NOT NULL THEN
    RAISE EXCEPTION 'journal entry % is not balanced', unbalanced USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER journal_lines_balanced AFTER INSERT ON "journal_lines" REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION journal_lines_balanced();--> statement-breakpoint
-- Never changed: a correction is a reversing entry.
CREATE FUNCTION journal_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the journal is never changed: post a reversing entry' USING ERRCODE = 'restrict_violation';
END $$;--> statement-breakpoint
CREATE TRIGGER journal_entries_no_update BEFORE UPDATE OR DELETE ON "journal_entries" FOR EACH ROW EXECUTE FUNCTION journal_immutable();--> statement-breakpoint
CREATE TRIGGER journal_lines_no_update BEFORE UPDATE OR DELETE ON "journal_lines" FOR EACH ROW EXECUTE FUNCTION journal_immutable();--> statement-breakpoint
-- Each account's day totals follow the lines (an append-only tally, folded by reports/tallyFold.ts).
CREATE FUNCTION journal_day_totals_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO journal_day_totals (account_id, day, debit_cents, credit_cents)
  SELECT account_id, entry_date, sum(greatest(amount_cents, 0)), sum(greatest(-amount_cents, 0))
    FROM new_lines GROUP BY account_id, entry_date;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER journal_day_totals_insert AFTER INSERT ON "journal_lines" REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION journal_day_totals_follow();--> statement-breakpoint
-- The books' permissions: administrators keep and read them, staff read them.
UPDATE "users" SET "permissions" = "permissions" || '[{"Action": "view", "Subject": "accounting"}, {"Action": "manage", "Subject": "accounting"}]'::jsonb, "updated_at" = now()
WHERE 'admin' = ANY("roles") AND NOT "permissions" @> '[{"Subject": "accounting"}]'::jsonb;--> statement-breakpoint
UPDATE "users" SET "permissions" = "permissions" || '[{"Action": "view", "Subject": "accounting"}]'::jsonb, "updated_at" = now()
WHERE 'staff' = ANY("roles") AND NOT 'admin' = ANY("roles") AND NOT "permissions" @> '[{"Subject": "accounting"}]'::jsonb;
