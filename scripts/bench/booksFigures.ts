import { performance } from 'node:perf_hooks';
import { addDays } from '../../domain/calendarDates';
import { addMonths } from '../../domain/dashboards';
import type { AppContext } from '../../server/context';
import { measure, report, round } from './measure';

type Call = (pathname: string, init?: RequestInit) => Promise<unknown>;

/**
 * The books at scale, on the loans the loans part loaded (issue 34's goals): the trial balance at a
 * date (≤ 1 s), a page of a month's journal (≤ 100 ms p95), the month-end allowance (≤ 30 s), and
 * the invariant itself: the books' receivables are every loan's ledger summed, to the cent.
 */
export async function benchBooks(ctx: AppContext, call: Call, options: { progress: (line: string) => void }) {
  const today = ctx.clock.today();
  const [{ loans, entries, lines }] = await ctx.database.sql<{ loans: number; entries: number; lines: number }[]>`
    select (select count(*) from loans)::int as loans, (select count(*) from journal_entries)::int as entries,
           (select count(*) from journal_lines)::int as lines`;
  const scale = `${loans} loans, ${entries} journal entries, ${lines} lines`;
  options.progress(`books: ${scale}`);

  const month = addMonths(today.slice(0, 7), -1);
  for (const date of [today, addDays(`${month}-01`, -1)])
    report(
      await measure(
        `books.trial balance at ${date}, ${scale}`,
        () => call(`/api/accounting/trial-balance?date=${date}`),
        {
          samples: 20,
          warmup: 2,
        },
      ),
    );
  const journal = (from: number, filter: Record<string, unknown>) =>
    `/api/accounting/journal?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[${from},${from + 49}]`;
  const lastMonth = { from: `${month}-01`, to: addDays(`${addMonths(month, 1)}-01`, -1) };
  report(
    await measure(`books.journal, a month's first page of 50 lines, ${scale}`, () => call(journal(0, lastMonth)), {
      samples: 100,
    }),
  );
  report(
    await measure(
      `books.journal, a month's page 20 (1,000 lines deep), ${scale}`,
      () => call(journal(1_000, lastMonth)),
      {
        samples: 100,
      },
    ),
  );
  const [receivable] = await ctx.database.sql<
    { id: number }[]
  >`select id from gl_accounts where role = 'LOANS_RECEIVABLE'`;
  report(
    await measure(
      `books.journal, a month of loans receivable, first page, ${scale}`,
      () => call(journal(0, { ...lastMonth, accountId: receivable.id })),
      { samples: 100 },
    ),
  );
  // One operation over the month: returns are a few in a hundred entries, rebates nearly none (the worst case).
  for (const kind of ['NSF', 'REBATE'])
    report(
      await measure(
        `books.journal, a month of ${kind} entries, first page, ${scale}`,
        () => call(journal(0, { ...lastMonth, kind })),
        { samples: 50 },
      ),
    );
  report(
    await measure(
      `books.general ledger of loans receivable, a month's first page, ${scale}`,
      () =>
        call(
          `/api/accounting/accounts/${receivable.id}/ledger?filter=${encodeURIComponent(JSON.stringify(lastMonth))}&range=[0,49]`,
        ),
      { samples: 50 },
    ),
  );

  // The month-end allowance of last month, on every loan's balance.
  const started = performance.now();
  const run = (await call('/api/accounting/allowance', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ month }),
  })) as { owedCents: number; allowanceCents: number; lines: { loans: number }[] };
  console.log(
    JSON.stringify({
      figure: `books.allowance at ${month}'s end, ${scale}`,
      unit: 's',
      seconds: round((performance.now() - started) / 1000),
      loans: run.lines.reduce((sum, line) => sum + line.loans, 0),
      owedCents: run.owedCents,
      allowanceCents: run.allowanceCents,
    }),
  );

  // The invariant at scale: the three receivables against the ledgers' sums, by effective date.
  const checked = performance.now();
  const [sums] = await ctx.database.sql<Record<string, string>[]>`
    select (select coalesce(sum(capital_cents), 0) from loan_ledger_entries)::text as ledger_capital,
           (select coalesce(sum(interest_cents), 0) from loan_ledger_entries)::text as ledger_interest,
           (select coalesce(sum(fees_cents), 0) from loan_ledger_entries)::text as ledger_fees,
           (select coalesce(sum(t.debit_cents - t.credit_cents), 0) from journal_day_totals t
              join gl_accounts a on a.id = t.account_id where a.role = 'LOANS_RECEIVABLE')::text as books_capital,
           (select coalesce(sum(t.debit_cents - t.credit_cents), 0) from journal_day_totals t
              join gl_accounts a on a.id = t.account_id where a.role = 'INTEREST_RECEIVABLE')::text as books_interest,
           (select coalesce(sum(t.debit_cents - t.credit_cents), 0) from journal_day_totals t
              join gl_accounts a on a.id = t.account_id where a.role = 'FEES_RECEIVABLE')::text as books_fees`;
  const agree = (part: string) => sums[`ledger_${part}`] === sums[`books_${part}`];
  console.log(
    JSON.stringify({
      figure: `books.receivables against the ledgers, ${scale}`,
      unit: 's',
      seconds: round((performance.now() - checked) / 1000),
      capital: agree('capital'),
      interest: agree('interest'),
      fees: agree('fees'),
      ledgerCapitalCents: Number(sums.ledger_capital),
    }),
  );
}
