import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '../../domain/calendarDates';
import { settleDueLoans } from '../../server/features/loans/loanSettlementJob';
import { expectBooksMatchLedgers } from '../support/books';
import { depositAction, depositOfLoan, INTERAC, runBatches, setNow, staffToken } from '../support/deposits';
import {
  acceptedRequest,
  createLoan,
  loanActionResponse,
  loanAction,
  LOAN_TERMS,
  type LoanReply,
} from '../support/loans';
import { seededRandom } from '../support/seededRandom';
import { createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
let staff: string;
// A database per sequence: each lives its own weeks, from the same Monday.
beforeEach(async () => {
  t = await createTestApp();
  staff = await staffToken(t);
});
afterEach(async () => t.close());

/** The money job's runs of a day, as the demo lives them: after the sends, after the first cut-off, at the day's end. */
const RUNS = ['09:05', '10:31', '23:59'];

/** What the books say of each provider's clearing account up to a day, its days, and whether every entry balances. */
async function booksFigures(through: string) {
  const [row] = await t.ctx.database.db.execute<{
    card: string;
    interac: string;
    unbalanced: number;
    unreconciled: number;
    days: number;
  }>(sql`
    select (select coalesce(sum(l.amount_cents), 0) from journal_lines l join gl_accounts a on a.id = l.account_id
             where a.role = 'CARD_CLEARING' and l.entry_date <= ${through})::text as card,
           (select coalesce(sum(l.amount_cents), 0) from journal_lines l join gl_accounts a on a.id = l.account_id
             where a.role = 'INTERAC_CLEARING' and l.entry_date <= ${through})::text as interac,
           (select count(*)::int from (select entry_id from journal_lines group by entry_id
                                        having sum(amount_cents) <> 0) u) as unbalanced,
           (select count(*)::int from provider_days where status <> 'RECONCILED') as unreconciled,
           (select count(*)::int from provider_days) as days`);
  return { ...row, card: Number(row.card), interac: Number(row.interac) };
}

describe("property: whatever the borrowers' banks and the agents do, the providers' money nets out in the books", () => {
  it.each([5, 17, 29])(
    'sequence seeded %i',
    async (seed) => {
      const r = seededRandom(seed);
      let today = '2026-11-23';
      setNow(t, today, '09:00');
      // Card loans, some at an account whose debits come back NSF; an Interac one; payouts by EFT, Interac or by hand.
      const loans: LoanReply[] = [];
      for (let index = 0; index < 4; index += 1) {
        const provider = index === 3 ? 'INTERAC' : 'CARD';
        const account = r.chance(0.4) ? `901${r.int(1000, 9999)}` : `${r.int(1000000, 9999999)}`;
        const { requestId } = await acceptedRequest(t, staff, 50_000, { bankAccount: account });
        const started = await loanAction(
          t,
          staff,
          await createLoan(t, staff, { requestId, ...LOAN_TERMS, paymentProvider: provider }),
          'start',
        );
        const deposit = await depositOfLoan(t, staff, started.id);
        const payout =
          provider === 'INTERAC'
            ? { ...INTERAC, email: `borrower${seed}.${index}@example.ca` }
            : { transactionType: r.pick(['EFT', 'MANUAL']) };
        await depositAction(t, staff, deposit, 'send', payout);
        loans.push(started);
      }
      const applied: string[] = [];
      for (let day = 0; day < 45; day += 1) {
        for (const time of RUNS) {
          setNow(t, today, time);
          await runBatches(t);
        }
        // The hourly sweep: each loan's payments due collected on their dates, whoever opens it.
        await settleDueLoans(t.ctx);
        // Now and then an agent takes a payment by hand, grants a rebate or adds to a balance.
        if (r.chance(0.3)) {
          const loan: LoanReply = (
            await t.call({ method: 'GET', url: `/api/loans/${r.pick(loans).id}`, token: staff })
          ).json();
          const [path, body] = r.pick([
            ['manual-payments', { date: today, amount: r.int(100, 5_000) }],
            ['rebates', { amount: r.int(100, 2_000) }],
            ['balance-increases', { amount: r.int(100, 3_000), reason: 'Frais' }],
          ] as const);
          const response = await loanActionResponse(t, staff, loan, path, body);
          expect([200, 400, 420], response.body).toContain(response.statusCode);
          if (response.statusCode === 200) applied.push(path);
        }
        await expectBooksMatchLedgers(t, today);
        today = addDays(today, 1);
      }
      // Past midnight: the day before's statements taken, before anything settles today.
      setNow(t, today, '00:30');
      await runBatches(t);
      await runBatches(t);

      const figures = await booksFigures(today);
      expect(figures.unbalanced).toBe(0);
      expect(figures.days).toBeGreaterThan(20);
      // No bank here reports short or loses an item: every provider day agrees with Guichet's records…
      expect(figures.unreconciled).toBe(0);
      // …and what went through each provider, less its fees and what it swept to the bank, is nothing.
      expect({ card: figures.card, interac: figures.interac }).toEqual({ card: 0, interac: 0 });
      const [returns] = await t.ctx.database.db.execute<{ count: number }>(
        sql`select count(*)::int as count from debits where status = 'RETURNED'`,
      );
      expect(returns.count + applied.length).toBeGreaterThan(0);
    },
    120_000,
  );
});
