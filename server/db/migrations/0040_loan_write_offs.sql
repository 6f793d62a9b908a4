ALTER TABLE "loans" ADD COLUMN "written_off_on" date;--> statement-breakpoint
-- Books kept before this migration: write-offs go to the write-offs expense, recoveries to their income.
INSERT INTO "gl_mappings" ("kind", "part", "debit_account_id", "credit_account_id")
SELECT m.kind, p.part, owed.id, counter.id
  FROM (VALUES ('WRITE_OFF', 'WRITE_OFFS'), ('RECOVERY', 'RECOVERIES')) AS m(kind, counter_role)
 CROSS JOIN (VALUES ('capital', 'LOANS_RECEIVABLE'), ('interest', 'INTEREST_RECEIVABLE'), ('fees', 'FEES_RECEIVABLE')) AS p(part, owed_role)
  JOIN "gl_accounts" owed ON owed.role = p.owed_role
  JOIN "gl_accounts" counter ON counter.role = m.counter_role
ON CONFLICT DO NOTHING;
