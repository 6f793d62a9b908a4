-- The payment lines the lender counts, the one rule the payments reports and the calendar share
-- (server/features/reports/paymentReports.ts countedPaymentLine): a line scheduled on a loan being
-- repaid (started: active, its deposit on its way or out, or stopped), or a line collected or
-- returned; never a line of a deleted loan. A loan only created has its schedule drafted, not owed.
CREATE FUNCTION payment_line_counted(line_status text, loan_status text, loan_deleted_at timestamptz)
  RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT loan_deleted_at IS NULL
     AND CASE line_status WHEN 'SCHEDULED' THEN loan_status IN ('ACTIVE', 'STOPPED') ELSE line_status IN ('PAID', 'NSF') END
$$;--> statement-breakpoint
-- The calendar's payments per day count those lines only: each statement's change to the lines,
-- judged with their loan as it is, and (below) each change of a loan's status, judged with its lines.
CREATE OR REPLACE FUNCTION payment_day_totals_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO payment_day_totals (due_date, lines, amount_cents)
    SELECT n.due_date, count(*), sum(n.amount_cents) FROM new_rows n JOIN loans l ON l.id = n.loan_id
     WHERE payment_line_counted(n.status, l.status, l.deleted_at) GROUP BY n.due_date;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO payment_day_totals (due_date, lines, amount_cents)
    SELECT c.due_date, sum(c.lines), sum(c.amount_cents)
      FROM (SELECT loan_id, status, due_date, 1 AS lines, amount_cents FROM new_rows
            UNION ALL SELECT loan_id, status, due_date, -1, -amount_cents FROM old_rows) c
      JOIN loans l ON l.id = c.loan_id
     WHERE payment_line_counted(c.status, l.status, l.deleted_at)
     GROUP BY c.due_date HAVING sum(c.lines) <> 0 OR sum(c.amount_cents) <> 0;
  ELSE
    INSERT INTO payment_day_totals (due_date, lines, amount_cents)
    SELECT o.due_date, -count(*), -sum(o.amount_cents) FROM old_rows o JOIN loans l ON l.id = o.loan_id
     WHERE payment_line_counted(o.status, l.status, l.deleted_at) GROUP BY o.due_date;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION payment_day_totals_follow_loans() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO payment_day_totals (due_date, lines, amount_cents)
  SELECT p.due_date, sum(c.sign), sum(c.sign * p.amount_cents)
    FROM (SELECT n.id, n.status, n.deleted_at, 1 AS sign FROM new_rows n JOIN old_rows o ON o.id = n.id
           WHERE (n.status, n.deleted_at) IS DISTINCT FROM (o.status, o.deleted_at)
          UNION ALL
          SELECT o.id, o.status, o.deleted_at, -1 FROM old_rows o JOIN new_rows n ON n.id = o.id
           WHERE (n.status, n.deleted_at) IS DISTINCT FROM (o.status, o.deleted_at)) c
    JOIN loan_payments p ON p.loan_id = c.id
   WHERE payment_line_counted(p.status, c.status, c.deleted_at)
   GROUP BY p.due_date HAVING sum(c.sign) <> 0 OR sum(c.sign * p.amount_cents) <> 0;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER payment_day_totals_loans AFTER UPDATE ON "loans" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION payment_day_totals_follow_loans();--> statement-breakpoint
DELETE FROM payment_day_totals;--> statement-breakpoint
INSERT INTO payment_day_totals (due_date, lines, amount_cents)
SELECT p.due_date, count(*), sum(p.amount_cents) FROM loan_payments p JOIN loans l ON l.id = p.loan_id
 WHERE payment_line_counted(p.status, l.status, l.deleted_at) GROUP BY p.due_date;
