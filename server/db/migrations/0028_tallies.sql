CREATE TABLE "portfolio_month_amounts" (
	"month" date NOT NULL,
	"capital_charged_cents" bigint DEFAULT 0 NOT NULL,
	"capital_collected_cents" bigint DEFAULT 0 NOT NULL,
	"interest_charged_cents" bigint DEFAULT 0 NOT NULL,
	"interest_collected_cents" bigint DEFAULT 0 NOT NULL,
	"deferral_fees_charged_cents" bigint DEFAULT 0 NOT NULL,
	"deferral_fees_collected_cents" bigint DEFAULT 0 NOT NULL,
	"transaction_fees_charged_cents" bigint DEFAULT 0 NOT NULL,
	"transaction_fees_collected_cents" bigint DEFAULT 0 NOT NULL,
	"nsf_fees_charged_cents" bigint DEFAULT 0 NOT NULL,
	"nsf_fees_collected_cents" bigint DEFAULT 0 NOT NULL,
	"membership_fees_charged_cents" bigint DEFAULT 0 NOT NULL,
	"membership_fees_collected_cents" bigint DEFAULT 0 NOT NULL,
	"brokerage_fees_charged_cents" bigint DEFAULT 0 NOT NULL,
	"brokerage_fees_collected_cents" bigint DEFAULT 0 NOT NULL,
	"balance_change_cents" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_day_totals" (
	"due_date" date NOT NULL,
	"lines" integer NOT NULL,
	"amount_cents" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "loans_live_status_idx" ON "loans" USING btree ("status") WHERE "loans"."deleted_at" is null;
--> statement-breakpoint
-- What each statement changes in loan_month_amounts is added to the portfolio's months, one row per
-- month and statement: writers only insert (no row of this table is ever waited on), and a month's
-- amounts are the sum of its rows (folded into one: server/features/reports/tallyFold.ts).
CREATE FUNCTION portfolio_month_amounts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO portfolio_month_amounts (month, capital_charged_cents, capital_collected_cents, interest_charged_cents, interest_collected_cents, deferral_fees_charged_cents, deferral_fees_collected_cents, transaction_fees_charged_cents, transaction_fees_collected_cents, nsf_fees_charged_cents, nsf_fees_collected_cents, membership_fees_charged_cents, membership_fees_collected_cents, brokerage_fees_charged_cents, brokerage_fees_collected_cents, balance_change_cents)
    SELECT month, sum(capital_charged_cents), sum(capital_collected_cents), sum(interest_charged_cents), sum(interest_collected_cents), sum(deferral_fees_charged_cents), sum(deferral_fees_collected_cents), sum(transaction_fees_charged_cents), sum(transaction_fees_collected_cents), sum(nsf_fees_charged_cents), sum(nsf_fees_collected_cents), sum(membership_fees_charged_cents), sum(membership_fees_collected_cents), sum(brokerage_fees_charged_cents), sum(brokerage_fees_collected_cents), sum(balance_change_cents) FROM new_rows GROUP BY month;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO portfolio_month_amounts (month, capital_charged_cents, capital_collected_cents, interest_charged_cents, interest_collected_cents, deferral_fees_charged_cents, deferral_fees_collected_cents, transaction_fees_charged_cents, transaction_fees_collected_cents, nsf_fees_charged_cents, nsf_fees_collected_cents, membership_fees_charged_cents, membership_fees_collected_cents, brokerage_fees_charged_cents, brokerage_fees_collected_cents, balance_change_cents)
    SELECT month, sum(capital_charged_cents), sum(capital_collected_cents), sum(interest_charged_cents), sum(interest_collected_cents), sum(deferral_fees_charged_cents), sum(deferral_fees_collected_cents), sum(transaction_fees_charged_cents), sum(transaction_fees_collected_cents), sum(nsf_fees_charged_cents), sum(nsf_fees_collected_cents), sum(membership_fees_charged_cents), sum(membership_fees_collected_cents), sum(brokerage_fees_charged_cents), sum(brokerage_fees_collected_cents), sum(balance_change_cents)
      FROM (SELECT month, capital_charged_cents, capital_collected_cents, interest_charged_cents, interest_collected_cents, deferral_fees_charged_cents, deferral_fees_collected_cents, transaction_fees_charged_cents, transaction_fees_collected_cents, nsf_fees_charged_cents, nsf_fees_collected_cents, membership_fees_charged_cents, membership_fees_collected_cents, brokerage_fees_charged_cents, brokerage_fees_collected_cents, balance_change_cents FROM new_rows
            UNION ALL SELECT month, -capital_charged_cents, -capital_collected_cents, -interest_charged_cents, -interest_collected_cents, -deferral_fees_charged_cents, -deferral_fees_collected_cents, -transaction_fees_charged_cents, -transaction_fees_collected_cents, -nsf_fees_charged_cents, -nsf_fees_collected_cents, -membership_fees_charged_cents, -membership_fees_collected_cents, -brokerage_fees_charged_cents, -brokerage_fees_collected_cents, -balance_change_cents FROM old_rows) c
     GROUP BY month HAVING sum(capital_charged_cents) <> 0 OR sum(capital_collected_cents) <> 0 OR sum(interest_charged_cents) <> 0 OR sum(interest_collected_cents) <> 0 OR sum(deferral_fees_charged_cents) <> 0 OR sum(deferral_fees_collected_cents) <> 0 OR sum(transaction_fees_charged_cents) <> 0 OR sum(transaction_fees_collected_cents) <> 0 OR sum(nsf_fees_charged_cents) <> 0 OR sum(nsf_fees_collected_cents) <> 0 OR sum(membership_fees_charged_cents) <> 0 OR sum(membership_fees_collected_cents) <> 0 OR sum(brokerage_fees_charged_cents) <> 0 OR sum(brokerage_fees_collected_cents) <> 0 OR sum(balance_change_cents) <> 0;
  ELSE
    INSERT INTO portfolio_month_amounts (month, capital_charged_cents, capital_collected_cents, interest_charged_cents, interest_collected_cents, deferral_fees_charged_cents, deferral_fees_collected_cents, transaction_fees_charged_cents, transaction_fees_collected_cents, nsf_fees_charged_cents, nsf_fees_collected_cents, membership_fees_charged_cents, membership_fees_collected_cents, brokerage_fees_charged_cents, brokerage_fees_collected_cents, balance_change_cents)
    SELECT month, -sum(capital_charged_cents), -sum(capital_collected_cents), -sum(interest_charged_cents), -sum(interest_collected_cents), -sum(deferral_fees_charged_cents), -sum(deferral_fees_collected_cents), -sum(transaction_fees_charged_cents), -sum(transaction_fees_collected_cents), -sum(nsf_fees_charged_cents), -sum(nsf_fees_collected_cents), -sum(membership_fees_charged_cents), -sum(membership_fees_collected_cents), -sum(brokerage_fees_charged_cents), -sum(brokerage_fees_collected_cents), -sum(balance_change_cents) FROM old_rows GROUP BY month;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER portfolio_month_amounts_insert AFTER INSERT ON "loan_month_amounts" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION portfolio_month_amounts_follow();--> statement-breakpoint
CREATE TRIGGER portfolio_month_amounts_update AFTER UPDATE ON "loan_month_amounts" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION portfolio_month_amounts_follow();--> statement-breakpoint
CREATE TRIGGER portfolio_month_amounts_delete AFTER DELETE ON "loan_month_amounts" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION portfolio_month_amounts_follow();--> statement-breakpoint
INSERT INTO portfolio_month_amounts (month, capital_charged_cents, capital_collected_cents, interest_charged_cents, interest_collected_cents, deferral_fees_charged_cents, deferral_fees_collected_cents, transaction_fees_charged_cents, transaction_fees_collected_cents, nsf_fees_charged_cents, nsf_fees_collected_cents, membership_fees_charged_cents, membership_fees_collected_cents, brokerage_fees_charged_cents, brokerage_fees_collected_cents, balance_change_cents)
SELECT month, sum(capital_charged_cents), sum(capital_collected_cents), sum(interest_charged_cents), sum(interest_collected_cents), sum(deferral_fees_charged_cents), sum(deferral_fees_collected_cents), sum(transaction_fees_charged_cents), sum(transaction_fees_collected_cents), sum(nsf_fees_charged_cents), sum(nsf_fees_collected_cents), sum(membership_fees_charged_cents), sum(membership_fees_collected_cents), sum(brokerage_fees_charged_cents), sum(brokerage_fees_collected_cents), sum(balance_change_cents) FROM loan_month_amounts GROUP BY month;--> statement-breakpoint
-- The dashboard's requests by status over a period, read from this index alone.
DROP INDEX "requests_created_idx";--> statement-breakpoint
CREATE INDEX "requests_created_idx" ON "requests" USING btree ("created_at","id") INCLUDE ("status");
--> statement-breakpoint
-- The calendar's payments per day: each statement's change to the lines it counts (scheduled, paid,
-- returned: server/features/calendar/calendarDays.ts, PAYMENTS) is added here, one row per day.
CREATE FUNCTION payment_day_totals_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO payment_day_totals (due_date, lines, amount_cents)
    SELECT due_date, count(*), sum(amount_cents) FROM new_rows WHERE status IN ('SCHEDULED', 'PAID', 'NSF') GROUP BY due_date;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO payment_day_totals (due_date, lines, amount_cents)
    SELECT due_date, sum(lines), sum(amount_cents)
      FROM (SELECT due_date, 1 AS lines, amount_cents FROM new_rows WHERE status IN ('SCHEDULED', 'PAID', 'NSF')
            UNION ALL SELECT due_date, -1, -amount_cents FROM old_rows WHERE status IN ('SCHEDULED', 'PAID', 'NSF')) c
     GROUP BY due_date HAVING sum(lines) <> 0 OR sum(amount_cents) <> 0;
  ELSE
    INSERT INTO payment_day_totals (due_date, lines, amount_cents)
    SELECT due_date, -count(*), -sum(amount_cents) FROM old_rows WHERE status IN ('SCHEDULED', 'PAID', 'NSF') GROUP BY due_date;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER payment_day_totals_insert AFTER INSERT ON "loan_payments" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION payment_day_totals_follow();--> statement-breakpoint
CREATE TRIGGER payment_day_totals_update AFTER UPDATE ON "loan_payments" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION payment_day_totals_follow();--> statement-breakpoint
CREATE TRIGGER payment_day_totals_delete AFTER DELETE ON "loan_payments" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION payment_day_totals_follow();--> statement-breakpoint
INSERT INTO payment_day_totals (due_date, lines, amount_cents)
SELECT due_date, count(*), sum(amount_cents) FROM loan_payments WHERE status IN ('SCHEDULED', 'PAID', 'NSF') GROUP BY due_date;
