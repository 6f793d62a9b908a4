import { and, eq, ne, sql } from 'drizzle-orm';
import { ledgerTotals, reversedIds } from '../../../domain/loanLedger';
import { isDebitSent } from '../../../domain/loanReschedule';
import {
  isEntryRemovable,
  isHistoryLine,
  loanActionReasons,
  loanActions,
  paymentLineDescriptions,
  schedulePositions,
  stopChoices,
} from '../../../domain/loanView';
import type { Db, Tx } from '../../db/client';
import { collectionFiles, customers, debits, deposits, users } from '../../db/schema';
import type { CollectionReason, DebitStatus } from '../../../domain/debits';
import { byDate, situationOf, toLineState, type LoanState } from './loanState';

type Reader = Pick<Db | Tx, 'select'>;

/**
 * A loan as its screen shows it: terms, the figures of spec §3 summed from the ledger, the payment
 * lines, the ledger itself, and which dialogs apply now.
 */
export function toLoanDetail(
  state: LoanState,
  today: string,
  names: {
    agentName: string | null;
    customerName: string;
    customerLanguage: string;
    depositId?: number | null;
    collectionFileId?: number | null;
    /** Each line's live pre-authorized debit (its latest), by payment id. */
    debits?: Map<number, { status: DebitStatus; returnCode: string | null }>;
  },
) {
  const { loan } = state;
  const situation = situationOf(state, today);
  const totals = ledgerTotals(situation.entries);
  const reversed = reversedIds(situation.entries);
  const schedule = schedulePositions(state.payments.map(toLineState));
  const ordered = [...state.payments].sort(byDate);
  // The ledger as a bank statement: in date order, each entry with what was owed after it.
  const statement = state.entries
    .map((row, index) => ({ row, index, total: row.capitalCents + row.interestCents + row.feesCents, balanceAfter: 0 }))
    .sort((a, b) =>
      a.row.entryDate === b.row.entryDate ? a.row.id - b.row.id : a.row.entryDate < b.row.entryDate ? -1 : 1,
    );
  let owed = 0;
  for (const entry of statement) {
    owed += entry.total;
    entry.balanceAfter = owed;
  }
  const next = ordered.find((row) => row.status === 'SCHEDULED');
  return {
    id: loan.id,
    loanNumber: loan.loanNumber,
    customerId: loan.customerId,
    customerName: names.customerName,
    customerLanguage: names.customerLanguage,
    requestId: loan.requestId,
    status: loan.status,
    depositStatus: loan.depositStatus,
    depositId: names.depositId ?? null,
    /** Its open collection file, if it is in collections. */
    collectionFileId: names.collectionFileId ?? null,
    amount: loan.amountCents,
    annualInterestRate: loan.annualInterestRate,
    apr: loan.apr,
    frequency: loan.frequency,
    numberOfPayments: loan.numberOfPayments,
    scheduledPayments: schedule.count,
    firstPaymentDate: loan.firstPaymentDate,
    twiceMonthlyDays: loan.twiceMonthlyDays,
    brokerageFee: loan.brokerageFeeCents,
    membershipFeePerPayment: loan.membershipFeeCents,
    province: loan.province,
    paymentProvider: loan.paymentProvider,
    agentId: loan.agentId,
    agentName: names.agentName,
    startDate: loan.startDate,
    endDate: loan.endDate,
    stoppedOn: loan.stoppedOn,
    collectionReason: (loan.collectionReason as CollectionReason | null) ?? null,
    collectionSince: loan.collectionSince,
    contractSignedAt: loan.contractSignedAt?.toISOString() ?? null,
    createdAt: loan.createdAt.toISOString(),
    version: loan.version,
    /** The lender's business date the figures are computed for (dialogs default their dates to it). */
    today,
    ...totals,
    initialPayment: ordered.find((row) => row.kind === 'SCHEDULED')?.amountCents ?? null,
    nextPayment: next ? { id: next.id, date: next.dueDate, amount: next.amountCents } : null,
    payments: ordered.map((row) => {
      const position = schedule.positions.get(row.id) ?? null;
      return {
        id: row.id,
        number: row.number,
        position,
        history: isHistoryLine(row),
        kind: row.kind,
        date: row.dueDate,
        amount: row.amountCents,
        interest: row.interestCents,
        capital: row.capitalCents,
        membershipFee: row.membershipFeeCents,
        fees: row.feesCents,
        balance: row.balanceCents,
        status: row.status,
        sent:
          row.status === 'SCHEDULED' && isDebitSent(situation.calendar, today, row.dueDate, situation.debitLeadDays),
        debit: names.debits?.get(row.id) ?? null,
        ...paymentLineDescriptions(toLineState(row), position, schedule.count),
      };
    }),
    ledger: statement.map(({ row, index, total, balanceAfter }) => ({
      id: row.id,
      kind: row.kind,
      date: row.entryDate,
      capital: row.capitalCents,
      interest: row.interestCents,
      fees: row.feesCents,
      total,
      balanceAfter,
      paymentId: row.paymentId,
      reversesEntryId: row.reversesEntryId,
      reversed: reversed.has(row.id),
      removable: isEntryRemovable(situation.entries[index], situation.entries),
      note: row.note,
      postedAt: row.postedAt.toISOString(),
    })),
    actions: loanActions(situation, totals),
    actionReasons: loanActionReasons(situation, totals),
    stopChoices: stopChoices(situation),
  };
}
export type LoanDetail = ReturnType<typeof toLoanDetail>;

/** The customer's name and language and the agent's name, in one query. */
export async function loanNames(db: Reader, state: LoanState) {
  // Both reads go out together (one round trip: every detail read makes them).
  const [[row], debitRows] = await Promise.all([
    db
      .select({
        firstName: customers.firstName,
        lastName: customers.lastName,
        language: customers.language,
        agentName: users.displayName,
        agentEmail: users.email,
        depositId: deposits.id,
        collectionFileId: collectionFiles.id,
      })
      .from(customers)
      .leftJoin(users, eq(users.id, sql`${state.loan.agentId}::int`))
      .leftJoin(deposits, eq(deposits.loanId, sql`${state.loan.id}::int`))
      .leftJoin(
        collectionFiles,
        and(eq(collectionFiles.loanId, sql`${state.loan.id}::int`), ne(collectionFiles.status, 'SETTLED')),
      )
      .where(eq(customers.id, state.loan.customerId)),
    db
      .select({ paymentId: debits.paymentId, status: debits.status, returnCode: debits.returnCode })
      .from(debits)
      .where(and(eq(debits.loanId, state.loan.id), ne(debits.status, 'CANCELLED'))),
  ]);
  return {
    debits: new Map(
      debitRows.map((debit) => [debit.paymentId, { status: debit.status, returnCode: debit.returnCode }]),
    ),
    customerName: row ? `${row.firstName} ${row.lastName}`.trim() : '',
    customerLanguage: row?.language ?? 'fr',
    agentName: row?.agentEmail ? row.agentName || row.agentEmail : null,
    depositId: row?.depositId ?? null,
    collectionFileId: row?.collectionFileId ?? null,
  };
}
