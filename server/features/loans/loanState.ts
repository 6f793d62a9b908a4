import type { IsoDate } from '../../../domain/calendarDates';
import { sql } from 'drizzle-orm';
import type { LedgerEntry } from '../../../domain/loanLedger';
import { ledgerTotals } from '../../../domain/loanLedger';
import type {
  LedgerKind,
  LoanStatus,
  DepositStatus,
  PaymentLineKind,
  PaymentLineStatus,
} from '../../../domain/loanStatuses';
import { createPaymentCalendar, type PaymentCalendar } from '../../../domain/paymentCalendar';
import type { LineState, LoanSituation } from '../../../domain/loanView';
import type { Db, Tx } from '../../db/client';
import { loanConfiguration, loanLedgerEntries, loanPayments, loans } from '../../db/schema';
import { sqlArray } from '../../db/sqlArrays';
import { tableRows } from '../../db/tableRows';
import { DEBIT_SUBMISSION_BUSINESS_DAYS } from '../../../domain/loanReschedule';
import { notFound } from '../../http/errors';

export type LoanRow = typeof loans.$inferSelect;
export type PaymentRow = typeof loanPayments.$inferSelect;
export type EntryRow = typeof loanLedgerEntries.$inferSelect;

/** A loan with its payment lines and its ledger, as one action reads and changes them. */
export interface LoanState {
  loan: LoanRow;
  payments: PaymentRow[];
  entries: EntryRow[];
  /** Business days before its date a payment is presented as a debit (loan configuration). */
  debitLeadDays: number;
  /**
   * The business day its changes are recorded on: the books carry its new entries on that day (their
   * own date kept as the effective date). Set by the writers that know it (settleDuePayments, a
   * payout); a state without it books entries on their own dates (a backfill).
   */
  bookedOn?: IsoDate;
}

type Reader = Pick<Db | Tx, 'select' | 'execute'>;

export const toLedgerEntry = (row: EntryRow): LedgerEntry => ({
  id: row.id,
  kind: row.kind as LedgerKind,
  date: row.entryDate,
  capital: row.capitalCents,
  interest: row.interestCents,
  fees: row.feesCents,
  paymentId: row.paymentId,
  reversesEntryId: row.reversesEntryId,
});

export const toLineState = (row: PaymentRow): LineState => ({
  id: row.id,
  number: row.number,
  kind: row.kind as PaymentLineKind,
  date: row.dueDate,
  status: row.status as PaymentLineStatus,
});

export const calendarOf = (loan: Pick<LoanRow, 'province'>): PaymentCalendar =>
  createPaymentCalendar({ province: loan.province ?? undefined });

export const totalsOf = (state: LoanState) => ledgerTotals(state.entries.map(toLedgerEntry));

export function situationOf(state: LoanState, today: string): LoanSituation {
  return {
    status: state.loan.status as LoanStatus,
    depositStatus: state.loan.depositStatus as DepositStatus,
    lines: state.payments.map(toLineState),
    entries: state.entries.map(toLedgerEntry),
    today,
    calendar: calendarOf(state.loan),
    debitLeadDays: state.debitLeadDays,
  };
}

/** Payment lines in the order they are debited. */
export const byDate = (a: PaymentRow, b: PaymentRow) =>
  a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : a.number - b.number;

const loanRows = tableRows(loans);
const lineRows = tableRows(loanPayments);
export const entryRows = tableRows(loanLedgerEntries);

/**
 * A live (not deleted) loan with its lines and ledger; `lock` holds the loan row until the
 * transaction ends.
 */
export async function readLoanState(db: Reader, id: number, lock = false): Promise<LoanState> {
  const state = (await readLoanStates(db, [id], lock)).get(id);
  if (!state) throw notFound();
  return state;
}

/**
 * Live loans with their lines and ledgers, in three statements whatever their number (a returns
 * file's thousands would otherwise cost three reads each), sent together (postgres.js pipelines
 * them on the connection). Locked in id order with `lock`, so two batches over the same loans wait
 * for each other rather than deadlock. A deleted or unknown loan is absent.
 */
export async function readLoanStates(
  db: Reader,
  ids: number[],
  lock: boolean,
  /** The configuration's debit lead, when the caller read it once for many loans. */
  debitLeadDays?: number,
): Promise<Map<number, LoanState>> {
  const states = new Map<number, LoanState>();
  if (ids.length === 0) return states;
  const idList = sqlArray(ids, 'int');
  const [rows, payments, entries, [terms]] = await Promise.all([
    db.execute(
      loanRows.select(
        sql`where id = any(${idList}) and deleted_at is null order by id ${lock ? sql`for update` : sql``}`,
      ),
    ),
    db.execute(lineRows.select(sql`where loan_id = any(${idList}) order by loan_id, number`)),
    db.execute(entryRows.select(sql`where loan_id = any(${idList}) order by id`)),
    debitLeadDays === undefined
      ? db.select({ debitLeadDays: loanConfiguration.debitLeadBusinessDays }).from(loanConfiguration)
      : [{ debitLeadDays }],
  ]);
  const lead = terms?.debitLeadDays ?? DEBIT_SUBMISSION_BUSINESS_DAYS;
  for (const loan of loanRows.decode(rows))
    states.set(loan.id, { loan, payments: [], entries: [], debitLeadDays: lead });
  for (const row of lineRows.decode(payments)) states.get(row.loanId)?.payments.push(row);
  for (const row of entryRows.decode(entries)) states.get(row.loanId)?.entries.push(row);
  return states;
}
