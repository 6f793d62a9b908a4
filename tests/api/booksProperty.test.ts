import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { settleDueLoans } from '../../server/features/loans/loanSettlementJob';
import { expectBooksMatchLedgers } from '../support/books';
import { depositAction, depositOfLoan, INTERAC, liveDays, runBatches, setNow, staffToken } from '../support/deposits';
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

/** Each income account's credits, and the cash the borrowers' payments brought (net of returns), by effective date in a year. */
async function journalOfYear(year: number) {
  const rows = await t.ctx.database.db.execute<{ role: string; cents: string }>(sql`
    with year_lines as (
      select a.role, l.amount_cents, coalesce(reversed.kind, ledger.kind) as mapped_kind
        from journal_lines l
        join journal_entries j on j.id = l.entry_id
        join gl_accounts a on a.id = l.account_id
        left join loan_ledger_entries ledger on ledger.id = j.ledger_entry_id
        left join loan_ledger_entries reversed on reversed.id = ledger.reverses_entry_id
       where extract(year from j.effective_date) = ${year})
    select role, (-sum(amount_cents))::text as cents from year_lines where role like '%INCOME' group by role
    union all
    select 'CASH', sum(amount_cents)::text from year_lines
     where role in ('CARD_CLEARING', 'INTERAC_CLEARING', 'PROVIDER_CLEARING', 'BANK')
       and mapped_kind in ('PAYMENT', 'MANUAL_PAYMENT', 'STOPPED_LOAN_PAYMENT', 'NSF')`);
  const cents = (role: string) => Number(rows.find((row) => row.role === role)?.cents ?? 0);
  return {
    interest: cents('INTEREST_INCOME'),
    membershipFees: cents('MEMBERSHIP_FEE_INCOME'),
    nsfFees: cents('NSF_FEE_INCOME'),
    deferralFees: cents('DEFERRAL_FEE_INCOME'),
    brokerageFees: cents('BROKERAGE_FEE_INCOME'),
    transactionFees: 0,
    collected: cents('CASH'),
  };
}

/** The year-end report (spec §3) read as the journal's figures are. */
async function yearEndReport(year: number) {
  const filter = encodeURIComponent(JSON.stringify({ year }));
  const response = await t.call({ method: 'GET', url: `/api/reports/yearEnd?filter=${filter}`, token: staff });
  expect(response.statusCode, response.body).toBe(200);
  const rows = response.json() as { part: string; chargedAmount: number; collectedAmount: number }[];
  const charged = (part: string) => rows.find((row) => row.part === part)!.chargedAmount;
  return {
    interest: charged('interest'),
    membershipFees: charged('membershipFees'),
    nsfFees: charged('nsfFees'),
    deferralFees: charged('deferralFees'),
    brokerageFees: charged('brokerageFees'),
    transactionFees: charged('transactionFees'),
    collected: rows.find((row) => row.part === 'total')!.collectedAmount,
  };
}

describe("property: whatever the borrowers' banks and the agents do, the providers' money nets out in the books", () => {
  it.each([5, 17, 29])(
    'sequence seeded %i',
    async (seed) => {
      const r = seededRandom(seed);
      setNow(t, '2026-11-23', '09:00');
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
      await liveDays(t, '2026-11-23', '2027-01-06', {
        andThen: async (today) => {
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
        },
      });
      // Past midnight: the day before's statements taken, before anything settles today.
      const today = '2027-01-07';
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

      // The accountant's year and the year-end report are the same money: each part charged is its
      // income account's credits, and what the borrowers paid is the cash their payments brought.
      for (const year of [2026, 2027]) {
        const report = await yearEndReport(year);
        expect(report, String(year)).toEqual(await journalOfYear(year));
        expect(report.interest).toBeGreaterThan(0);
      }
      expect((await yearEndReport(2026)).collected + (await yearEndReport(2027)).collected).toBeGreaterThan(0);
    },
    120_000,
  );
});
