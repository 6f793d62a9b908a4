import os from 'node:os';
import { addDays, type IsoDate } from '../../domain/calendarDates';
import { ledgerDisagreements } from '../../domain/loanConsistency';
import { createPaymentCalendar } from '../../domain/paymentCalendar';
import type { AppContext } from '../../server/context';
import { seedLoans } from '../../server/db/seed/bulkLoans';
import { SeedRandom } from '../../server/db/seed/seedRandom';
import { measure, report } from './measure';

type Call = (pathname: string, init?: RequestInit) => Promise<unknown>;

/** The parts of GET /api/loans/:id the bench reads (server/features/loans/loanDetail.ts). */
interface LoanReply {
  id: number;
  version: number;
  status: string;
  province: string | null;
  startDate: IsoDate;
  balance: number;
  interest: number;
  fees: number;
  totalOwing: number;
  nextPayment: { amount: number } | null;
  payments: { date: IsoDate; status: string; capital: number; fees: number }[];
  ledger: { kind: string; date: string; capital: number; interest: number; fees: number; balanceAfter: number }[];
}

interface ManualPayment {
  loanId: number;
  body: { version: number; date: IsoDate; amount: number };
}

const postJson = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/**
 * What an agent would type in the manual payment dialog: a business day of the last two weeks
 * (never before the start, never a date another payment holds), an amount between the next
 * payment's half and twice it, within what the rules accept (more than the interest and fees
 * owed, at most what repays the loan).
 */
function manualPaymentFor(loan: LoanReply, today: IsoDate, random: SeedRandom): ManualPayment | null {
  const calendar = createPaymentCalendar({ province: loan.province ?? undefined });
  const taken = new Set(
    loan.payments.filter((line) => line.status === 'SCHEDULED' || line.status === 'PAID').map((line) => line.date),
  );
  const days = Array.from({ length: 15 }, (_, back) => addDays(today, -back)).filter(
    (day) => day >= loan.startDate && !calendar.closedReason(day) && !taken.has(day),
  );
  if (days.length === 0) return null;
  const least = loan.interest + loan.fees + 1;
  const usual = Math.round((loan.nextPayment?.amount ?? loan.totalOwing) * (0.5 + 1.5 * random.next()));
  const amount = Math.min(loan.totalOwing, Math.max(least, usual));
  if (amount < least) return null;
  return { loanId: loan.id, body: { version: loan.version, date: random.pick(days), amount } };
}

/** The ledger rule (domain/loanConsistency.ts), and a loan paid by hand shows that payment. */
function isConsistent(loan: LoanReply, paidByHand: boolean): boolean {
  if (paidByHand && !loan.ledger.some((entry) => entry.kind === 'MANUAL_PAYMENT')) return false;
  return ledgerDisagreements(loan).length === 0;
}

async function randomActiveLoans(ctx: AppContext, count: number): Promise<number[]> {
  const rows = await ctx.database.sql<{ id: number }[]>`
    select id from loans where status = 'ACTIVE' and deleted_at is null order by random() limit ${count}`;
  return rows.map((row) => row.id);
}

/**
 * The loan engine's figures: at least `loans` loans in the database (the missing ones bulk-loaded,
 * the load timed), then a manual payment posted over HTTP on distinct ACTIVE loans, a loan's
 * detail with its schedule and ledger, and a check that the loans touched still add up.
 */
export async function benchLoans(
  ctx: AppContext,
  call: Call,
  options: { loans: number; payments: number; details: number; progress: (line: string) => void },
) {
  const { sql } = ctx.database;
  const today = ctx.clock.today();
  const [{ existing }] = await sql<
    { existing: number }[]
  >`select count(*)::int as existing from loans where deleted_at is null`;
  if (existing < options.loans) {
    const started = Date.now();
    const written = await seedLoans(ctx.database, { count: options.loans - existing, today, log: options.progress });
    console.log(
      JSON.stringify({
        figure: 'seed loans (requests, loans, schedules, ledgers, indexes, vacuum)',
        unit: 's',
        loans: options.loans - existing,
        paymentLines: written.lines,
        ledgerEntries: written.entries,
        today,
        seconds: Math.round((Date.now() - started) / 100) / 10,
      }),
    );
  }
  const [counts] = await sql<{ loans: number; active: number; lines: number; entries: number }[]>`
    select (select count(*) from loans where deleted_at is null)::int as loans, (select count(*) from loans where status = 'ACTIVE' and deleted_at is null)::int as active,
           (select count(*) from loan_payments)::int as lines, (select count(*) from loan_ledger_entries)::int as entries`;
  options.progress(
    `${counts.loans} loans (${counts.active} active), ${counts.lines} payment lines, ${counts.entries} ledger entries; business date ${today}`,
  );

  // Each payment needs the loan's current version, read beforehand as the agent's screen does:
  // the GETs happen here, outside the timed part, and a loan gets one payment only.
  const warmup = 10;
  const random = new SeedRandom(42);
  const prepared: ManualPayment[] = [];
  for (const id of await randomActiveLoans(ctx, Math.ceil((options.payments + warmup) * 1.2))) {
    const payment = manualPaymentFor((await call(`/api/loans/${id}`)) as LoanReply, today, random);
    if (payment) prepared.push(payment);
    if (prepared.length === options.payments + warmup) break;
  }
  if (prepared.length <= warmup)
    throw new Error(`bench: only ${prepared.length} ACTIVE loans can take a manual payment`);
  const paidLoans = prepared.map((payment) => payment.loanId);
  let next = 0;
  const pay = () => {
    const payment = prepared[next++];
    if (!payment) throw new Error('bench: no prepared manual payment left');
    return call(`/api/loans/${payment.loanId}/manual-payments`, postJson(payment.body));
  };
  // The machine's load is part of what was measured: on a shared machine it moves p95 more than anything.
  const load = () => Math.round(os.loadavg()[0] * 100) / 100;
  report({
    ...(await measure('loans.manual payment (POST /api/loans/:id/manual-payments), distinct ACTIVE loans', pay, {
      samples: prepared.length - warmup,
      warmup,
    })),
    loans: counts.loans,
    loadAverage1m: load(),
    via: 'http',
  });

  const detailIds = await randomActiveLoans(ctx, options.details + 20);
  let d = 0;
  const detail = () => call(`/api/loans/${detailIds[d++ % detailIds.length]}`);
  report({
    ...(await measure('loans.detail with schedule and ledger (GET /api/loans/:id)', detail, {
      samples: options.details,
      warmup: 20,
    })),
    loans: counts.loans,
    loadAverage1m: load(),
    via: 'http',
  });

  // The deposits list (every loan's payout): its first page, a status filter, a page deep in it.
  const pages = [
    `/api/deposits?range=${encodeURIComponent('[0,24]')}`,
    `/api/deposits?range=${encodeURIComponent('[0,24]')}&filter=${encodeURIComponent('{"status":"DEPOSITED","provider":"CARD"}')}`,
    `/api/deposits?range=${encodeURIComponent('[5000,5024]')}&sort=${encodeURIComponent('["amount","ASC"]')}`,
  ];
  let p = 0;
  report({
    ...(await measure(
      'deposits.list page of 25 (GET /api/deposits: newest, filtered, sorted deep)',
      () => call(pages[p++ % pages.length]),
      {
        samples: options.details,
        warmup: 20,
      },
    )),
    deposits: counts.loans,
    loadAverage1m: load(),
    via: 'http',
  });

  const checked = [...paidLoans, ...detailIds.slice(0, 100)];
  const inconsistent: number[] = [];
  for (const [index, id] of checked.entries()) {
    if (!isConsistent((await call(`/api/loans/${id}`)) as LoanReply, index < paidLoans.length)) inconsistent.push(id);
  }
  console.log(
    JSON.stringify({
      figure:
        'loans.consistency after the run (Σ ledger = balance, interest, fees shown; scheduled lines repay the total owing)',
      loans: checked.length,
      paidByHand: paidLoans.length,
      consistent: inconsistent.length === 0,
      inconsistent: inconsistent.slice(0, 10),
    }),
  );
}
