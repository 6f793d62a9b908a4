import { and, asc, eq, isNull } from 'drizzle-orm';
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
}

type Reader = Pick<Db | Tx, 'select'>;

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

/**
 * A live (not deleted) loan with its lines and ledger; `lock` holds the loan row until the
 * transaction ends. The three reads go out together (postgres.js pipelines them on the connection).
 */
export async function readLoanState(
  db: Reader,
  id: number,
  lock = false,
  /** The configuration's debit lead, when the caller read it once for many loans. */
  debitLeadDays?: number,
): Promise<LoanState> {
  const loanQuery = db
    .select()
    .from(loans)
    .where(and(eq(loans.id, id), isNull(loans.deletedAt)));
  const [[loan], payments, entries, [terms]] = await Promise.all([
    lock ? loanQuery.for('update') : loanQuery,
    db.select().from(loanPayments).where(eq(loanPayments.loanId, id)).orderBy(asc(loanPayments.number)),
    db.select().from(loanLedgerEntries).where(eq(loanLedgerEntries.loanId, id)).orderBy(asc(loanLedgerEntries.id)),
    debitLeadDays === undefined
      ? db.select({ debitLeadDays: loanConfiguration.debitLeadBusinessDays }).from(loanConfiguration)
      : [{ debitLeadDays }],
  ]);
  if (!loan) throw notFound();
  return { loan, payments, entries, debitLeadDays: terms?.debitLeadDays ?? DEBIT_SUBMISSION_BUSINESS_DAYS };
}
