import { DEMO_BORROWER } from './demoAccounts';
import { and, asc, eq, isNotNull, ne } from 'drizzle-orm';
import { addDays } from '../../../domain/calendarDates';
import { DEFAULT_LOAN_CONFIGURATION } from '../../../domain/loanConfiguration';
import { createPaymentCalendar } from '../../../domain/paymentCalendar';
import type { BusinessClock } from '../../businessClock';
import { createLoan, getLoanDetail, startLoan, stopLoan } from '../../features/loans/loanLifecycle';
import { addNsf } from '../../features/loans/loanPaymentActions';
import type { UserRow } from '../../features/users/userQueries';
import type { Database } from '../client';
import { customers, requests, users } from '../schema';
import { torontoInstant } from '../../businessClock';
import { demoMoneyContext, payOutDemoLoan, setClock } from './demoDeposits';
import { runMoneyBatches } from '../../features/deposits/moneyJob';
import { seedDemoCollections } from './demoCollections';

/** What happened to each demo loan, in turn: the screens have every state to show. */
const STORIES = [
  'active',
  'active-with-nsf',
  'stopped',
  'pending',
  'paid-in-full',
  'active',
  'deposit-waiting',
  'deposit-sent',
  'deposit-failed',
  'deposit-cancelled',
] as const;
/** Two payments left: the renewals report has loans to offer a renewal to. */
type Story = (typeof STORIES)[number] | 'nearly-repaid';
/** Every second round of the stories, its second active loan is one near its end. */
const NEARLY_REPAID_EVERY = 2 * STORIES.length;
const NEARLY_REPAID_AT = 5;
/** Started lately, their deposits in each state the deposits screen shows. */
const TODAYS: readonly Story[] = ['deposit-waiting', 'deposit-sent', 'deposit-failed', 'deposit-cancelled'];

interface DemoLoanPlan {
  borrower: { id: number; province: string | null };
  story: Story;
  index: number;
  amount: number;
  numberOfPayments: number;
  madeOn: string;
}

/** Which loan each borrower gets, and when it was made (older loans have more history to show). */
function planDemoLoans(borrowers: DemoLoanPlan['borrower'][], today: string): DemoLoanPlan[] {
  const matrix = DEFAULT_LOAN_CONFIGURATION.amountMatrix;
  return borrowers.map((borrower, index) => {
    const story: Story =
      index % NEARLY_REPAID_EVERY === NEARLY_REPAID_AT + STORIES.length
        ? 'nearly-repaid'
        : STORIES[index % STORIES.length];
    // Paid in full: the shortest loan offered, so that its whole life fits in the demo's months.
    const shortest = story === 'paid-in-full' || story === 'nearly-repaid';
    const row = shortest ? matrix[0] : matrix[index % matrix.length];
    const numberOfPayments = shortest ? row.numberOfPayments[0] : row.numberOfPayments.at(-1)!;
    // A failed payout needs a few days: an EFT comes back two business days after it settled.
    const daysAgo =
      story === 'deposit-failed'
        ? 7
        : TODAYS.includes(story) || story === 'pending'
          ? 0
          : story === 'paid-in-full'
            ? 30 + 14 * numberOfPayments
            : story === 'nearly-repaid'
              ? 14 * (numberOfPayments - 1)
              : 60 + 7 * (index % 8);
    return { borrower, story, index, amount: row.amount, numberOfPayments, madeOn: addDays(today, -daysAgo) };
  });
}

/** The money job's runs each day of the demo's past: after the morning's sends, after the first cut-off, at the day's end. */
const RUNS_EACH_DAY = ['09:05', '10:31', '23:59'];
/** A borrower paying by the card provider (index 20: not one whose account starts bouncing). */
const SHORT_STATEMENT_BORROWER = 20;
/** How many days of returned debits the demo shows: some borrowers' accounts start bouncing then. */
const RETURN_DAYS = 21;

/**
 * Demo loans with a past, lived day by day as production would have: each loan made the way an
 * agent would (an accepted request, the new-loan dialog's call, start, the payout) on the day it
 * was made, and every day the money job's runs (payouts sent and settled, payments presented as
 * debits, taken on their dates, some returned). Nothing is collected except by its debit.
 */
export async function seedDemoLoans(
  database: Database,
  options: { count: number; today: string; log: (line: string) => void },
): Promise<void> {
  const clock: BusinessClock = { today: () => options.today, now: () => torontoInstant(options.today, '09:00') };
  const ctx = demoMoneyContext(database, clock);
  const [admin] = await database.db.select().from(users).where(eq(users.email, 'admin@demo.ca'));
  const actor = admin as UserRow;
  const borrowers = await database.db
    .select({ id: customers.id, province: customers.province })
    .from(customers)
    .where(and(isNotNull(customers.bankAccount), ne(customers.status, 'MERGED')))
    .orderBy(asc(customers.id))
    .limit(options.count);
  await shortSomeStatements(ctx, borrowers);
  const plans = planDemoLoans(borrowers, options.today);
  const loanIds = new Map<DemoLoanPlan, number>();
  const first = plans.map((plan) => plan.madeOn).sort()[0] ?? options.today;
  for (let day = first; day <= options.today; day = addDays(day, 1)) {
    setClock(clock, day, '09:00');
    if (day === addDays(options.today, -RETURN_DAYS)) await bounceSomeAccounts(ctx, borrowers);
    for (const plan of plans.filter((candidate) => candidate.madeOn === day))
      loanIds.set(plan, await makeDemoLoan(ctx, actor, plan));
    const runs = day === options.today ? ['09:05'] : RUNS_EACH_DAY;
    for (const time of runs) {
      setClock(clock, day, time);
      await runMoneyBatches(ctx);
    }
  }
  setClock(clock, options.today, '09:00');
  // What agents did lately: an NSF taken by hand, a loan stopped.
  for (const [plan, loanId] of loanIds) {
    if (plan.story !== 'active-with-nsf' && plan.story !== 'stopped') continue;
    const loan = await getLoanDetail(ctx, loanId);
    // The latest payment collected comes back: the borrower is behind now, and in collections.
    const collected = loan.payments.filter((line) => line.kind === 'SCHEDULED' && line.status === 'PAID').at(-1);
    if (plan.story === 'active-with-nsf' && collected)
      await addNsf(ctx, actor, loan.id, { version: loan.version, paymentId: collected.id });
    if (plan.story === 'stopped' && loan.stopChoices.length > 0)
      await stopLoan(ctx, actor, loan.id, { version: loan.version, stopDate: loan.stopChoices[0].choice });
  }
  await seedDemoCollections(ctx, actor, options.today);
  const portalLoan = [...loanIds].find(([plan]) => plan.story === 'active');
  if (portalLoan) {
    await database.db.update(customers).set(DEMO_BORROWER).where(eq(customers.id, portalLoan[0].borrower.id));
    options.log(`demo: the client portal's borrower is ${DEMO_BORROWER.email} (its code in the outbox)`);
  }
  options.log(`demo: ${borrowers.length} loans with their payment history`);
}

/** One demo loan made on its day: the request accepted, the loan created and, unless pending, started and sent out. */
async function makeDemoLoan(ctx: ReturnType<typeof demoMoneyContext>, actor: UserRow, plan: DemoLoanPlan) {
  const [request] = await ctx.database.db
    .insert(requests)
    .values({
      customerId: plan.borrower.id,
      status: 'ACCEPTED',
      requestedAmountCents: plan.amount,
      approvedAmountCents: plan.amount,
      origin: 'INTERNAL',
      createdBy: actor.id,
    })
    .returning({ id: requests.id });
  const firstPaymentDate = createPaymentCalendar({ province: plan.borrower.province ?? undefined }).nextBusinessDay(
    addDays(plan.madeOn, 14),
  );
  const loan = await createLoan(ctx, actor, {
    requestId: request.id,
    amount: plan.amount,
    numberOfPayments: plan.numberOfPayments,
    frequency: 'BIWEEKLY',
    firstPaymentDate,
    paymentProvider: plan.index % 3 === 0 ? 'INTERAC' : 'CARD',
  });
  if (plan.story === 'pending') return loan.id;
  const started = await startLoan(ctx, actor, loan.id, { version: loan.version });
  await payOutDemoLoan(ctx, actor, {
    loanId: started.id,
    story: plan.story,
    index: plan.index,
    provider: started.paymentProvider,
  });
  return loan.id;
}

/**
 * A few borrowers' accounts start bouncing (the sandbox returns a debit by its account's prefix):
 * an NSF, a closed account, a stopped payment, and a second NSF.
 */
async function bounceSomeAccounts(ctx: ReturnType<typeof demoMoneyContext>, borrowers: { id: number }[]) {
  const returning = ['9010000', '9050000', '9030000', '9010001'];
  for (const [index, prefix] of returning.entries()) {
    const borrower = borrowers[index * 5];
    if (borrower)
      await ctx.database.db
        .update(customers)
        .set({ bankAccount: `${prefix}${String(index).padStart(3, '0')}` })
        .where(eq(customers.id, borrower.id));
  }
}

/**
 * One borrower's bank reports its debits a dollar short (the sandbox's rule for an account starting
 * with 998): the providers' days have differences for an accountant to reconcile.
 */
async function shortSomeStatements(ctx: ReturnType<typeof demoMoneyContext>, borrowers: { id: number }[]) {
  const borrower = borrowers[SHORT_STATEMENT_BORROWER];
  if (borrower)
    await ctx.database.db.update(customers).set({ bankAccount: '9980000020' }).where(eq(customers.id, borrower.id));
}
