CREATE TABLE "closed_months" (
	"id" serial PRIMARY KEY NOT NULL,
	"month" text NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_by" integer NOT NULL,
	"trial_balance" jsonb NOT NULL,
	"reopened_at" timestamp with time zone,
	"reopened_by" integer,
	"reopen_reason" text
);
--> statement-breakpoint
CREATE TABLE "allowance_run_lines" (
	"run_id" integer NOT NULL,
	"bucket" integer NOT NULL,
	"name_fr" text NOT NULL,
	"name_en" text NOT NULL,
	"loans" integer NOT NULL,
	"owed_cents" bigint NOT NULL,
	"rate_bp" integer NOT NULL,
	"allowance_cents" bigint NOT NULL,
	CONSTRAINT "allowance_run_lines_run_id_bucket_pk" PRIMARY KEY("run_id","bucket")
);
--> statement-breakpoint
CREATE TABLE "allowance_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"month" text NOT NULL,
	"as_of" date NOT NULL,
	"owed_cents" bigint NOT NULL,
	"allowance_cents" bigint NOT NULL,
	"change_cents" bigint NOT NULL,
	"journal_entry_id" bigint,
	"matrix" jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"computed_by" integer
);
--> statement-breakpoint
ALTER TABLE "closed_months" ADD CONSTRAINT "closed_months_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closed_months" ADD CONSTRAINT "closed_months_reopened_by_users_id_fk" FOREIGN KEY ("reopened_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allowance_run_lines" ADD CONSTRAINT "allowance_run_lines_run_id_allowance_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."allowance_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allowance_runs" ADD CONSTRAINT "allowance_runs_journal_entry_id_journal_entries_id_fk" FOREIGN KEY ("journal_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allowance_runs" ADD CONSTRAINT "allowance_runs_computed_by_users_id_fk" FOREIGN KEY ("computed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "closed_months_closed_idx" ON "closed_months" USING btree ("month") WHERE "closed_months"."reopened_at" is null;--> statement-breakpoint
CREATE INDEX "allowance_runs_month_idx" ON "allowance_runs" USING btree ("month","id");--> statement-breakpoint
CREATE INDEX "journal_entries_provider_idx" ON "journal_entries" USING btree ("provider","entry_date") WHERE "journal_entries"."provider" is not null;--> statement-breakpoint
-- The day the books are open from: the day after the last month closed and not reopened (none
-- closed: every day). Writers book an event of a closed month on it (accounting/journalPosting.ts).
CREATE FUNCTION books_open_from() RETURNS date LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT (to_date(max(month) || '-01', 'YYYY-MM-DD') + interval '1 month')::date
                     FROM closed_months WHERE reopened_at IS NULL), '-infinity'::date)
$$;--> statement-breakpoint
-- A closed month is never written into: an entry or a line dated in one is refused.
CREATE FUNCTION journal_closed_months_untouched() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  open_from date := books_open_from();
  early date;
BEGIN
  SELECT min(entry_date) INTO early FROM new_rows WHERE entry_date < open_from;
  IF early IS NOT NULL THEN
    RAISE EXCEPTION 'the books are closed up to %: nothing is dated on %', open_from - 1, early
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER journal_entries_open_months AFTER INSERT ON "journal_entries" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION journal_closed_months_untouched();--> statement-breakpoint
CREATE TRIGGER journal_lines_open_months AFTER INSERT ON "journal_lines" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION journal_closed_months_untouched();
