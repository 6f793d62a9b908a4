import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from './testApp';

/**
 * The three receivable accounts' balances in the books, and the ledgers' sums, up to a date (all
 * dates when none). The books are read by each entry's effective date, the day of its event: an
 * event of a closed month is booked on the first open day, but it happened on its own.
 */
export async function receivablesAgainstLedgers(t: TestApp, date = '9999-12-31') {
  const [row] = await t.ctx.database.db.execute<Record<string, string>>(sql`
    select
      (select coalesce(sum(capital_cents), 0) from loan_ledger_entries where entry_date <= ${date})::text as ledger_capital,
      (select coalesce(sum(interest_cents), 0) from loan_ledger_entries where entry_date <= ${date})::text as ledger_interest,
      (select coalesce(sum(fees_cents), 0) from loan_ledger_entries where entry_date <= ${date})::text as ledger_fees,
      (select coalesce(sum(l.amount_cents), 0) from journal_lines l join gl_accounts a on a.id = l.account_id
        join journal_entries j on j.id = l.entry_id where a.role = 'LOANS_RECEIVABLE' and j.effective_date <= ${date})::text as books_capital,
      (select coalesce(sum(l.amount_cents), 0) from journal_lines l join gl_accounts a on a.id = l.account_id
        join journal_entries j on j.id = l.entry_id where a.role = 'INTEREST_RECEIVABLE' and j.effective_date <= ${date})::text as books_interest,
      (select coalesce(sum(l.amount_cents), 0) from journal_lines l join gl_accounts a on a.id = l.account_id
        join journal_entries j on j.id = l.entry_id where a.role = 'FEES_RECEIVABLE' and j.effective_date <= ${date})::text as books_fees`);
  const figure = (name: string) => Number(row[name]);
  return {
    ledger: { capital: figure('ledger_capital'), interest: figure('ledger_interest'), fees: figure('ledger_fees') },
    books: { capital: figure('books_capital'), interest: figure('books_interest'), fees: figure('books_fees') },
  };
}

/** Issue 34's invariant: the books' receivables are the sums of every loan's ledger, to the cent. */
export async function expectBooksMatchLedgers(t: TestApp, date?: string) {
  const { ledger, books } = await receivablesAgainstLedgers(t, date);
  expect(books, `receivables at ${date ?? 'any date'}`).toEqual(ledger);
}
