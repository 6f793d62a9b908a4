-- A document could name any loan id: links to a loan that does not exist, or to another customer's
-- loan, are dropped (the document stays with its customer) before the foreign key holds them.
UPDATE "customer_documents" AS d SET "loan_id" = NULL
WHERE d."loan_id" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "loans" l WHERE l."id" = d."loan_id" AND l."customer_id" = d."customer_id");--> statement-breakpoint
ALTER TABLE "customer_documents" ADD CONSTRAINT "customer_documents_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE set null ON UPDATE no action;
