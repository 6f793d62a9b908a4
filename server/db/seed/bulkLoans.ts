import type postgres from 'postgres';
import { CRIMINAL_RATE_CAP_PERCENT } from '../../../domain/annualPercentageRate';
import { addDays, daysBetween, dayOfMonthClamped, parseIsoDate, type IsoDate } from '../../../domain/calendarDates';
import { allocatePayment } from '../../../domain/loanLedger';
import type { LoanConfiguration } from '../../../domain/loanConfiguration';
import { computeSchedule, type Schedule } from '../../../domain/loanSchedule';
import { createPaymentCalendar, type PaymentCalendar } from '../../../domain/paymentCalendar';
import type { Frequency } from '../../../domain/paymentFrequencies';
import { readLoanConfiguration } from '../../features/loans/loanConfigurationStore';
import type { Database } from '../client';
import { copyRows } from './bulkCopy';
import {
  bookUnbookedEntries,
  bookUnbookedEntriesInBulk,
  JOURNAL_TABLES,
} from '../../features/accounting/journalPosting';
import { rebuildMonthAmounts } from '../../features/reports/monthAmounts';
import { rawStatementsOf, withIndexesSetAside } from '../indexesSetAside';
import { SeedRandom } from './seedRandom';

/** From this many loans on, indexes and foreign keys are rebuilt after the load (as for customers). */
const INDEXES_ASIDE_FROM = 20_000;
/** Loans of 12 to 26 payments: the long end of the amount matrix, where schedules and ledgers are real work. */
const PAYMENTS_RANGE = [12, 26] as const;
const FREQUENCY_MIX: readonly (readonly [Frequency, number])[] = [
  ['BIWEEKLY', 55],
  ['TWICE_MONTHLY', 20],
  ['WEEKLY', 15],
  ['MONTHLY', 10],
];
/** The shortest period of each frequency, so a loan started that many periods ago still has a payment ahead. */
const SHORTEST_PERIOD_DAYS: Record<Frequency, number> = { WEEKLY: 7, BIWEEKLY: 14, TWICE_MONTHLY: 13, MONTHLY: 28 };
const TWICE_MONTHLY_DAYS = [15, 31];
const TABLES = ['requests', 'loans', 'deposits', 'loan_payments', 'debits', 'loan_ledger_entries'];
/** Written after the load, from its ledger entries: analysed with it. */

interface Terms {
  amount: number;
  numberOfPayments: number;
  frequency: Frequency;
}
interface Borrower {
  id: number;
  province: string | null;
  since: IsoDate;
}

/** One loan as startLoan and the settlement job would have left it on `today`. */
interface PlannedLoan {
  borrower: Borrower;
  terms: Terms;
  requestedOn: IsoDate;
  startDate: IsoDate;
  schedule: Schedule;
  /** Payment lines due on or before today: collected (PAID), with their ledger entries. */
  paid: number;
  agentId: number | null;
  /** Entered by an agent rather than from the web portal. */
  internal: boolean;
  provider: 'CARD' | 'INTERAC';
}

/** Every (amount, number of payments, frequency) the configuration offers within the range, under the rate cap. */
function offeredTerms(config: LoanConfiguration): Terms[] {
  const terms = config.amountMatrix.flatMap((row) =>
    row.numberOfPayments
      .filter((n) => n >= PAYMENTS_RANGE[0] && n <= PAYMENTS_RANGE[1])
      .flatMap((n) => FREQUENCY_MIX.map(([frequency]) => ({ amount: row.amount, numberOfPayments: n, frequency }))),
  );
  const allowed = terms.filter((t) => scheduleOf(config, t, '2030-01-15', false).apr <= CRIMINAL_RATE_CAP_PERCENT);
  if (allowed.length === 0)
    throw new Error('bulk loans: the amount matrix offers no loan of 12 to 26 payments under the rate cap');
  return allowed;
}

function scheduleOf(config: LoanConfiguration, terms: Terms, firstPaymentDate: IsoDate, quebec: boolean): Schedule {
  return computeSchedule({
    ...terms,
    firstPaymentDate,
    twiceMonthlyDays: terms.frequency === 'TWICE_MONTHLY' ? TWICE_MONTHLY_DAYS : undefined,
    annualInterestRate: config.annualInterestRate,
    brokerageFee: config.brokerageFee,
    membershipFeePerPayment: config.membershipFeePerPayment,
    province: quebec ? 'QC' : undefined,
  });
}

const previousBusinessDay = (calendar: PaymentCalendar, date: IsoDate) => {
  let day = date;
  while (calendar.closedReason(day)) day = addDays(day, -1);
  return day;
};

/** The first payment an agent would pick: a payday 7 to 14 days after the start (the 15th or month end when twice a month). */
function firstPaymentAfter(
  random: SeedRandom,
  calendar: PaymentCalendar,
  start: IsoDate,
  frequency: Frequency,
): IsoDate {
  const nominal = addDays(start, random.int(7, 14));
  if (frequency !== 'TWICE_MONTHLY') return calendar.nextBusinessDay(nominal);
  const { year, month, day } = parseIsoDate(nominal);
  return calendar.nextBusinessDay(dayOfMonthClamped(year, month, day <= 15 ? 15 : 31));
}

/**
 * Loans of real borrowers, started at random points of their term, so today falls anywhere
 * between the first and the last payment. Schedules come from computeSchedule, computed once per
 * terms, first date and calendar and shared by the loans that have them alike.
 */
function planLoans(
  config: LoanConfiguration,
  count: number,
  borrowers: Borrower[],
  staffIds: number[],
  today: IsoDate,
  seed: number,
) {
  const random = new SeedRandom(seed);
  const terms = offeredTerms(config);
  const termsOf = new Map(
    FREQUENCY_MIX.map(([frequency]) => [frequency, terms.filter((t) => t.frequency === frequency)]),
  );
  const calendars = { QC: createPaymentCalendar({ province: 'QC' }), other: createPaymentCalendar() };
  const schedules = new Map<string, Schedule>();
  const plans: PlannedLoan[] = [];
  while (plans.length < count) {
    const borrower = random.pick(borrowers);
    const offered = termsOf.get(random.weighted(FREQUENCY_MIX))!;
    const chosen = offered.length ? random.pick(offered) : random.pick(terms);
    const quebec = borrower.province === 'QC';
    const calendar = quebec ? calendars.QC : calendars.other;
    const longest = Math.min(
      (chosen.numberOfPayments - 1) * SHORTEST_PERIOD_DAYS[chosen.frequency],
      daysBetween(borrower.since, today) - 7,
    );
    if (longest < 1) continue;
    const startDate = previousBusinessDay(calendar, addDays(today, -random.int(1, longest)));
    const first = firstPaymentAfter(random, calendar, startDate, chosen.frequency);
    const key = `${chosen.amount}/${chosen.numberOfPayments}/${chosen.frequency}/${first}/${quebec}`;
    let schedule = schedules.get(key);
    if (!schedule) schedules.set(key, (schedule = scheduleOf(config, chosen, first, quebec)));
    const paid = schedule.payments.filter((line) => line.date <= today).length;
    if (paid === schedule.payments.length || startDate <= borrower.since) continue;
    const requestedOn = addDays(startDate, -random.int(1, 4));
    plans.push({
      borrower,
      terms: chosen,
      requestedOn: requestedOn > borrower.since ? requestedOn : startDate,
      startDate,
      schedule,
      paid,
      agentId: staffIds.length ? random.pick(staffIds) : null,
      internal: random.chance(0.28),
      provider: random.chance(0.6) ? 'CARD' : 'INTERAC',
    });
  }
  return { plans, distinctSchedules: schedules.size };
}

const at = (date: IsoDate, time: string) => `${date} ${time} America/Toronto`;
/** The loan's day: applied and accepted on requestedOn, then made, signed and started on startDate. */
const applied = (p: PlannedLoan) => at(p.requestedOn, '09:30');
const accepted = (p: PlannedLoan) => at(p.requestedOn, '09:40');
const made = (p: PlannedLoan) => at(p.startDate, '09:45');
const signed = (p: PlannedLoan) => at(p.startDate, '09:50');
const started = (p: PlannedLoan) => at(p.startDate, '10:00');
/** When the settlement job collected a line that came due. */
const collected = (date: IsoDate) => at(date, '06:00');

/** The id the next row of a table would get: after its rows and after what its sequence handed out. */
async function nextIdOf(tx: postgres.TransactionSql, table: string, column: string, sequence: string): Promise<number> {
  const [{ last }] = await tx.unsafe<{ last: string }[]>(
    `select greatest(coalesce((select max(${column}) from ${table}), 0), (select case when is_called then last_value else last_value - 1 end from ${sequence}))::bigint as last`,
  );
  return Number(last) + 1;
}

interface FirstIds {
  request: number;
  loan: number;
  deposit: number;
  loanNumber: number;
  payment: number;
  entry: number;
}

function* requestRows(plans: PlannedLoan[], ids: FirstIds) {
  for (const [i, p] of plans.entries()) {
    const { amount } = p.terms;
    yield [
      ids.request + i,
      p.borrower.id,
      'ACCEPTED',
      amount,
      amount,
      null,
      p.internal ? 'INTERNAL' : 'EXTERNAL',
      'COMPLETED',
      null,
      p.internal ? p.agentId : null,
      accepted(p),
      applied(p),
      accepted(p),
      3,
    ];
  }
}

function* loanRows(plans: PlannedLoan[], ids: FirstIds, config: LoanConfiguration) {
  for (const [i, p] of plans.entries()) {
    const { terms, schedule } = p;
    yield [
      ids.loan + i,
      ids.loanNumber + i,
      p.borrower.id,
      ids.request + i,
      'ACTIVE',
      'DEPOSITED',
      terms.amount,
      config.annualInterestRate,
      terms.frequency,
      terms.numberOfPayments,
      schedule.payments[0].date,
      terms.frequency === 'TWICE_MONTHLY' ? `{${TWICE_MONTHLY_DAYS.join(',')}}` : null,
      config.brokerageFee,
      config.membershipFeePerPayment,
      p.borrower.province,
      schedule.apr,
      p.provider,
      p.agentId,
      p.startDate,
      schedule.payments.at(-1)!.date,
      null,
      signed(p),
      p.agentId,
      null,
      2,
      made(p),
      started(p),
    ];
  }
}

/** Each loan's deposit, paid out when it started: by EFT, or by Interac for the Interac provider's loans. */
function* depositRows(plans: PlannedLoan[], ids: FirstIds) {
  for (const [i, p] of plans.entries()) {
    const interac = p.provider === 'INTERAC';
    yield [
      ids.deposit + i,
      ids.loan + i,
      p.borrower.id,
      p.terms.amount,
      'DEPOSITED',
      'DEPOSITED',
      p.provider,
      interac ? 'INTERAC_EMAIL' : 'EFT',
      1,
      `${interac ? 'ETR' : 'EFTC'}-BULK${ids.deposit + i}`,
      false,
      started(p),
      started(p),
      started(p),
      made(p),
      started(p),
      2,
    ];
  }
}
const DEPOSIT_COLUMNS = [
  'id',
  'loan_id',
  'customer_id',
  'amount_cents',
  'status',
  'payment_status',
  'provider',
  'transaction_type',
  'attempt',
  'transaction_id',
  'manual',
  'started_at',
  'processed_at',
  'completed_at',
  'created_at',
  'updated_at',
  'version',
];

function* paymentRows(plans: PlannedLoan[], ids: FirstIds, firstPaymentIdOf: Float64Array) {
  for (const [i, p] of plans.entries()) {
    for (const [k, line] of p.schedule.payments.entries()) {
      const paid = k < p.paid;
      yield [
        firstPaymentIdOf[i] + k,
        ids.loan + i,
        line.number,
        'SCHEDULED',
        line.date,
        line.amount,
        line.interest,
        line.capital,
        line.membershipFee,
        0,
        line.balance,
        paid ? 'PAID' : 'SCHEDULED',
        paid,
        made(p),
        paid ? collected(line.date) : made(p),
      ];
    }
  }
}

/**
 * The pre-authorized debit that collected each line paid by today: presented two business days
 * before its date (the morning before, near enough for the bulk), taken by the bank, settled.
 */
function* debitRows(plans: PlannedLoan[], ids: FirstIds, firstPaymentIdOf: Float64Array) {
  for (const [i, p] of plans.entries()) {
    for (const [k, line] of p.schedule.payments.slice(0, p.paid).entries()) {
      const presented = at(addDays(line.date, -2), '08:00');
      yield [
        ids.loan + i,
        firstPaymentIdOf[i] + k,
        p.provider,
        line.amount,
        line.date,
        'SETTLED',
        1,
        at(addDays(line.date, -2), '10:30'),
        presented,
        collected(line.date),
      ];
    }
  }
}
const DEBIT_COLUMNS = [
  'loan_id',
  'payment_id',
  'provider',
  'amount_cents',
  'due_date',
  'status',
  'attempt',
  'cutoff_at',
  'presented_at',
  'updated_at',
];

/** The entries startLoan writes, then for each line that came due the two settleDuePayments writes. */
function* ledgerRows(plans: PlannedLoan[], ids: FirstIds, firstPaymentIdOf: Float64Array, brokerageFee: number) {
  let id = ids.entry;
  const entry = (
    loanId: number,
    kind: string,
    date: IsoDate,
    parts: { capital?: number; interest?: number; fees?: number },
    paymentId: number | null,
    actorId: number | null,
    postedAt: string,
  ) => [
    id++,
    loanId,
    kind,
    date,
    parts.capital ?? 0,
    parts.interest ?? 0,
    parts.fees ?? 0,
    paymentId,
    null,
    null,
    actorId,
    postedAt,
  ];
  for (const [i, p] of plans.entries()) {
    const loanId = ids.loan + i;
    yield entry(loanId, 'DISBURSEMENT', p.startDate, { capital: p.terms.amount }, null, p.agentId, started(p));
    if (brokerageFee > 0)
      yield entry(loanId, 'BROKERAGE_FEE', p.startDate, { capital: brokerageFee }, null, p.agentId, started(p));
    const owed = { interest: 0, fees: 0 };
    for (const [k, line] of p.schedule.payments.slice(0, p.paid).entries()) {
      const paymentId = firstPaymentIdOf[i] + k;
      yield entry(
        loanId,
        'INSTALMENT_DUE',
        line.date,
        { interest: line.interest, fees: line.membershipFee },
        paymentId,
        null,
        collected(line.date),
      );
      owed.interest += line.interest;
      owed.fees += line.membershipFee;
      const parts = allocatePayment(line.amount, owed);
      owed.interest += parts.interest;
      owed.fees += parts.fees;
      yield entry(loanId, 'PAYMENT', line.date, parts, paymentId, null, collected(line.date));
    }
  }
}

const REQUEST_COLUMNS = [
  'id',
  'customer_id',
  'status',
  'requested_amount_cents',
  'approved_amount_cents',
  'denial_reason',
  'origin',
  'ibv_status',
  'duplicate_of_customer_id',
  'created_by',
  'status_changed_at',
  'created_at',
  'updated_at',
  'version',
];
const LOAN_COLUMNS = [
  'id',
  'loan_number',
  'customer_id',
  'request_id',
  'status',
  'deposit_status',
  'amount_cents',
  'annual_interest_rate',
  'frequency',
  'number_of_payments',
  'first_payment_date',
  'twice_monthly_days',
  'brokerage_fee_cents',
  'membership_fee_cents',
  'province',
  'apr',
  'payment_provider',
  'agent_id',
  'start_date',
  'end_date',
  'stopped_on',
  'contract_signed_at',
  'created_by',
  'deleted_at',
  'version',
  'created_at',
  'updated_at',
];
const PAYMENT_COLUMNS = [
  'id',
  'loan_id',
  'number',
  'kind',
  'due_date',
  'amount_cents',
  'interest_cents',
  'capital_cents',
  'membership_fee_cents',
  'fees_cents',
  'balance_cents',
  'status',
  'presented',
  'created_at',
  'updated_at',
];
const ENTRY_COLUMNS = [
  'id',
  'loan_id',
  'kind',
  'entry_date',
  'capital_cents',
  'interest_cents',
  'fees_cents',
  'payment_id',
  'reverses_entry_id',
  'note',
  'actor_id',
  'posted_at',
];

/**
 * Gives existing customers `count` ACTIVE loans as the API would have left them on `today`: an
 * ACCEPTED request each, the schedule of computeSchedule, the DISBURSEMENT (and brokerage fee) of
 * startLoan, and every line due by today collected exactly as settleDuePayments does (PAID, with
 * its INSTALMENT_DUE and PAYMENT entries, and the settled debit that took it). So each ledger sums
 * to the balance shown and the lines still scheduled repay what is owed. Streamed with COPY in one
 * transaction; every sequence is moved past what was written.
 */
export async function seedLoans(
  database: Database,
  options: { count: number; today: IsoDate; log: (line: string) => void },
): Promise<{ lines: number; entries: number }> {
  const { count, today, log } = options;
  if (count <= 0) return { lines: 0, entries: 0 };
  const { sql } = database;
  const loadStarted = Date.now();
  const seconds = () => `${((Date.now() - loadStarted) / 1000).toFixed(1)} s`;
  const config = await readLoanConfiguration(database.db);
  const staffIds = (await sql<{ id: number }[]>`select id from users where deleted_at is null and roles <> '{}'`).map(
    (r) => r.id,
  );
  // Borrowers in good standing with banking information (startLoan requires it).
  const borrowers = await sql<Borrower[]>`
    select id, province, (created_at at time zone 'America/Toronto')::date::text as since from customers
    where status = 'ACTIVE' and not bankrupt and bank_account is not null and (created_at at time zone 'America/Toronto')::date < ${addDays(today, -30)}::date`;
  if (borrowers.length === 0)
    throw new Error(`bulk loans: no customer (ACTIVE, with banking information) joined 30 days before ${today}`);
  const { plans, distinctSchedules } = planLoans(
    config,
    count,
    borrowers,
    staffIds,
    today,
    2_026 + borrowers.length + count,
  );
  const firstPaymentIdOf = new Float64Array(plans.length);
  log(
    `${count} loans planned among ${borrowers.length} customers, ${distinctSchedules} schedules computed (${seconds()})`,
  );

  // The reports' month amounts are written from this loan on, once the ledgers are in.
  let firstLoanId = 0;
  const written = await sql.begin(async (tx) => {
    await tx`set local maintenance_work_mem = '512MB'`;
    await tx.unsafe(`lock table ${TABLES.join(', ')} in exclusive mode`);
    const ids: FirstIds = {
      request: await nextIdOf(tx, 'requests', 'id', 'requests_id_seq'),
      loan: await nextIdOf(tx, 'loans', 'id', 'loans_id_seq'),
      deposit: await nextIdOf(tx, 'deposits', 'id', 'deposits_id_seq'),
      loanNumber: await nextIdOf(tx, 'loans', 'loan_number', 'loan_number_seq'),
      payment: await nextIdOf(tx, 'loan_payments', 'id', 'loan_payments_id_seq'),
      entry: await nextIdOf(tx, 'loan_ledger_entries', 'id', 'loan_ledger_entries_id_seq'),
    };
    firstLoanId = ids.loan;
    let nextPaymentId = ids.payment;
    for (const [i, p] of plans.entries()) {
      firstPaymentIdOf[i] = nextPaymentId;
      nextPaymentId += p.schedule.payments.length;
    }
    let entries = 0;
    let lines = 0;
    const load = async () => {
      await copyRows(tx, 'requests', REQUEST_COLUMNS, requestRows(plans, ids));
      await copyRows(tx, 'loans', LOAN_COLUMNS, loanRows(plans, ids, config));
      await copyRows(tx, 'deposits', DEPOSIT_COLUMNS, depositRows(plans, ids));
      log(`${count} requests and loans copied (${seconds()})`);
      lines = await copyRows(tx, 'loan_payments', PAYMENT_COLUMNS, paymentRows(plans, ids, firstPaymentIdOf));
      log(`${lines} payment lines copied (${seconds()})`);
      const settled = await copyRows(tx, 'debits', DEBIT_COLUMNS, debitRows(plans, ids, firstPaymentIdOf));
      log(`${settled} settled debits copied (${seconds()})`);
      entries = await copyRows(
        tx,
        'loan_ledger_entries',
        ENTRY_COLUMNS,
        ledgerRows(plans, ids, firstPaymentIdOf, config.brokerageFee),
      );
      log(`${entries} ledger entries copied (${seconds()})`);
    };
    if (count >= INDEXES_ASIDE_FROM) await withIndexesSetAside(rawStatementsOf(tx), TABLES, load, log);
    else await load();
    const moveSequence = (sequence: string, last: number) =>
      tx.unsafe(`select setval('${sequence}', greatest(${last}, (select last_value from ${sequence})))`);
    await moveSequence('requests_id_seq', ids.request + count - 1);
    await moveSequence('loans_id_seq', ids.loan + count - 1);
    await moveSequence('deposits_id_seq', ids.deposit + count - 1);
    await moveSequence('loan_number_seq', ids.loanNumber + count - 1);
    await moveSequence('loan_payments_id_seq', nextPaymentId - 1);
    await moveSequence('loan_ledger_entries_id_seq', ids.entry + entries - 1);
    return { lines, entries };
  });
  const monthRows = await rebuildMonthAmounts(database, firstLoanId);
  log(`${monthRows} loan-months of the reports written from the ledgers (${seconds()})`);
  const booked =
    count >= INDEXES_ASIDE_FROM
      ? await database.db.transaction((tx) => bookUnbookedEntriesInBulk(tx, firstLoanId, log))
      : await bookUnbookedEntries(database.db, firstLoanId);
  log(`${booked} journal entries written from the ledgers (${seconds()})`);
  // The planner must know what was loaded (the debits most of all: the cut-off's receipt joins them).
  if (count >= INDEXES_ASIDE_FROM) {
    await sql.unsafe(`vacuum (analyze) ${[...TABLES, ...JOURNAL_TABLES].join(', ')}`);
    log(`vacuum analyze done (${seconds()})`);
  } else await sql.unsafe(`analyze ${[...TABLES, ...JOURNAL_TABLES].join(', ')}`);
  log(`demo: ${count} active loans in ${seconds()}`);
  return written;
}
