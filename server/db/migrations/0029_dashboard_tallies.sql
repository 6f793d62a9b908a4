CREATE TABLE "debit_month_totals" (
	"month" date NOT NULL,
	"presented" integer NOT NULL,
	"returned" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_month_totals" (
	"month" date NOT NULL,
	"status" text NOT NULL,
	"requests" integer NOT NULL
);

--> statement-breakpoint
-- The dashboard's debits per due month (presented: gone to the bank, domain/debits DEBITS_OUT; returned)
-- and requests per month in (the lender's time) and status: each statement's change added, one row
-- per key (server/features/reports/tallyFold.ts folds them).
CREATE FUNCTION debit_month_totals_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO debit_month_totals (month, presented, returned)
    SELECT month, sum(presented), sum(returned) FROM (SELECT date_trunc('month', due_date)::date AS month, (status IN ('SUBMITTED', 'SETTLED', 'RETURNED'))::int AS presented, (status = 'RETURNED')::int AS returned FROM new_rows) c GROUP BY month HAVING sum(presented) <> 0 OR sum(returned) <> 0;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO debit_month_totals (month, presented, returned)
    SELECT month, sum(presented), sum(returned) FROM (SELECT date_trunc('month', due_date)::date AS month, (status IN ('SUBMITTED', 'SETTLED', 'RETURNED'))::int AS presented, (status = 'RETURNED')::int AS returned FROM new_rows UNION ALL SELECT date_trunc('month', due_date)::date AS month, -(status IN ('SUBMITTED', 'SETTLED', 'RETURNED'))::int AS presented, -(status = 'RETURNED')::int AS returned FROM old_rows) c GROUP BY month HAVING sum(presented) <> 0 OR sum(returned) <> 0;
  ELSE
    INSERT INTO debit_month_totals (month, presented, returned)
    SELECT month, sum(presented), sum(returned) FROM (SELECT date_trunc('month', due_date)::date AS month, -(status IN ('SUBMITTED', 'SETTLED', 'RETURNED'))::int AS presented, -(status = 'RETURNED')::int AS returned FROM old_rows) c GROUP BY month HAVING sum(presented) <> 0 OR sum(returned) <> 0;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER debit_month_totals_insert AFTER INSERT ON "debits" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION debit_month_totals_follow();--> statement-breakpoint
CREATE TRIGGER debit_month_totals_update AFTER UPDATE ON "debits" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION debit_month_totals_follow();--> statement-breakpoint
CREATE TRIGGER debit_month_totals_delete AFTER DELETE ON "debits" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION debit_month_totals_follow();--> statement-breakpoint
CREATE FUNCTION request_month_totals_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO request_month_totals (month, status, requests)
    SELECT month, status, sum(requests) FROM (SELECT date_trunc('month', created_at AT TIME ZONE 'America/Toronto')::date AS month, status, 1 AS requests FROM new_rows) c GROUP BY month, status HAVING sum(requests) <> 0;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO request_month_totals (month, status, requests)
    SELECT month, status, sum(requests) FROM (SELECT date_trunc('month', created_at AT TIME ZONE 'America/Toronto')::date AS month, status, 1 AS requests FROM new_rows UNION ALL SELECT date_trunc('month', created_at AT TIME ZONE 'America/Toronto')::date AS month, status, -1 AS requests FROM old_rows) c GROUP BY month, status HAVING sum(requests) <> 0;
  ELSE
    INSERT INTO request_month_totals (month, status, requests)
    SELECT month, status, sum(requests) FROM (SELECT date_trunc('month', created_at AT TIME ZONE 'America/Toronto')::date AS month, status, -1 AS requests FROM old_rows) c GROUP BY month, status HAVING sum(requests) <> 0;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER request_month_totals_insert AFTER INSERT ON "requests" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION request_month_totals_follow();--> statement-breakpoint
CREATE TRIGGER request_month_totals_update AFTER UPDATE ON "requests" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION request_month_totals_follow();--> statement-breakpoint
CREATE TRIGGER request_month_totals_delete AFTER DELETE ON "requests" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION request_month_totals_follow();--> statement-breakpoint
INSERT INTO debit_month_totals (month, presented, returned)
SELECT month, sum(presented), sum(returned) FROM (SELECT date_trunc('month', due_date)::date AS month, (status IN ('SUBMITTED', 'SETTLED', 'RETURNED'))::int AS presented, (status = 'RETURNED')::int AS returned FROM debits) c GROUP BY month HAVING sum(presented) <> 0;--> statement-breakpoint
INSERT INTO request_month_totals (month, status, requests)
SELECT month, status, sum(requests) FROM (SELECT date_trunc('month', created_at AT TIME ZONE 'America/Toronto')::date AS month, status, 1 AS requests FROM requests) c GROUP BY month, status;
