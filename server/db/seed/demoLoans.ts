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
type Story = (typeof STORIES)[number];
/** Started lately, their deposits in each state the deposits screen shows. */
const TODAYS: readonly Story[] = ['deposit-waiting', 'deposit-sent', 'deposit-failed', 'deposit-cancelled'];

/**
 * Demo loans with a past: each is made the way an agent would (an accepted request, the new-loan
 * dialog's call, start), on the day it would have been made, then brought to today so that the
 * payments that came due are collected by the same code as in production.
 */
export async function seedDemoLoans(
  database: Database,
  options: { count: number; today: string; log: (line: string) => void },
): Promise<void> {
  const clock: BusinessClock = { today: () => options.today, now: () => torontoInstant(options.today, '09:00') };
  const ctx = demoMoneyContext(database, clock);
  const [admin] = await database.db.select().from(users).where(eq(users.email, 'admin@demo.ca'));
  const borrowers = await database.db
    .select({ id: customers.id, province: customers.province })
    .from(customers)
    .where(and(isNotNull(customers.bankAccount), ne(customers.status, 'MERGED')))
    .orderBy(asc(customers.id))
    .limit(options.count);
  const matrix = DEFAULT_LOAN_CONFIGURATION.amountMatrix;
  for (const [index, borrower] of borrowers.entries()) {
    const story = STORIES[index % STORIES.length];
    const row = matrix[index % matrix.length];
    const amount = row.amount;
    const numberOfPayments = story === 'paid-in-full' ? row.numberOfPayments[0] : row.numberOfPayments.at(-1)!;
    // A failed payout needs a few days: an EFT comes back two business days after it settled.
    const daysAgo =
      story === 'deposit-failed'
        ? 7
        : TODAYS.includes(story) || story === 'pending'
          ? 0
          : story === 'paid-in-full'
            ? 30 + 14 * numberOfPayments
            : 60 + 7 * (index % 8);
    const madeOn = addDays(options.today, -daysAgo);
    const [request] = await database.db
      .insert(requests)
      .values({
        customerId: borrower.id,
        status: 'ACCEPTED',
        requestedAmountCents: amount,
        approvedAmountCents: amount,
        origin: 'INTERNAL',
        createdBy: admin.id,
      })
      .returning({ id: requests.id });
    setClock(clock, madeOn, '09:00');
    const firstPaymentDate = createPaymentCalendar({ province: borrower.province ?? undefined }).nextBusinessDay(
      addDays(madeOn, 14),
    );
    const actor = admin as UserRow;
    let loan = await createLoan(ctx, actor, {
      requestId: request.id,
      amount,
      numberOfPayments,
      frequency: 'BIWEEKLY',
      firstPaymentDate,
      paymentProvider: index % 3 === 0 ? 'INTERAC' : 'CARD',
    });
    if (story !== 'pending') {
      loan = await startLoan(ctx, actor, loan.id, { version: loan.version });
      await payOutDemoLoan(ctx, actor, { loanId: loan.id, story, index, madeOn, provider: loan.paymentProvider });
    }
    setClock(clock, options.today, '09:00');
    if (story === 'pending' || TODAYS.includes(story)) continue;
    loan = await getLoanDetail(ctx, loan.id);
    if (story === 'active-with-nsf') {
      const collected = loan.payments.find((line) => line.status === 'PAID');
      if (collected) loan = await addNsf(ctx, actor, loan.id, { version: loan.version, paymentId: collected.id });
    }
    if (story === 'stopped' && loan.stopChoices.length > 0) {
      await stopLoan(ctx, actor, loan.id, { version: loan.version, stopDate: loan.stopChoices[0].choice });
    }
  }
  await recentDebits(ctx, borrowers, options.today);
  options.log(`demo: ${borrowers.length} loans with their payment history`);
}

/** How many days of pre-authorized debits the demo shows (presented, taken, returned). */
const DEBIT_DAYS = 21;

/**
 * The last three weeks of debits, lived day by day as the money job would: each payment presented
 * two business days ahead, sent at the morning cut-off, taken on its date, and some returned (a few
 * borrowers' accounts ask the sandbox for an NSF, a closed account, a stopped payment).
 */
async function recentDebits(ctx: ReturnType<typeof demoMoneyContext>, borrowers: { id: number }[], today: string) {
  const returning = ['9010000', '9050000', '9030000', '9010001'];
  for (const [index, prefix] of returning.entries()) {
    const borrower = borrowers[index * 5];
    if (borrower)
      await ctx.database.db
        .update(customers)
        .set({ bankAccount: `${prefix}${String(index).padStart(3, '0')}` })
        .where(eq(customers.id, borrower.id));
  }
  for (let day = addDays(today, -DEBIT_DAYS); day <= today; day = addDays(day, 1)) {
    for (const time of ['09:00', '10:31', day === today ? '09:05' : '23:59']) {
      setClock(ctx.clock, day, time);
      await runMoneyBatches(ctx);
    }
  }
  setClock(ctx.clock, today, '09:00');
}
