import type { IsoDate } from './calendarDates';
import { REVERSIBLE_KINDS, type LedgerKind } from './loanStatuses';

/**
 * What an event changes in what the borrower owes, in cents: positive owes more, negative owes less.
 * Capital is the balance; interest and fees are charged when they come due and stay owed until paid.
 */
export interface OwedParts {
  capital: number;
  interest: number;
  fees: number;
}

export interface LedgerEntry extends OwedParts {
  id: number;
  kind: LedgerKind;
  date: IsoDate;
  /** The payment line the event concerns (a collected payment, its NSF, a manual payment...). */
  paymentId: number | null;
  /** For a REVERSAL (and an NSF, which reverses a collected payment): the entry it cancels. */
  reversesEntryId: number | null;
}

/** Spec §3's money figures of a loan, every one a sum over its ledger. */
export interface LoanTotals {
  /** Capital still owed (the current balance). */
  balance: number;
  /** Interest charged and not yet paid. */
  interest: number;
  /** Fees charged and not yet paid. */
  fees: number;
  totalOwing: number;
  /** Everything the borrower paid (collected payments, manual and stopped-loan payments), net of NSF and removals. */
  paid: number;
  nsfCount: number;
  rebates: number;
  balanceIncrease: number;
  /** Interest charged so far (each period's, as it came due), paid or not. */
  interestCharged: number;
}

/** The entries of money the borrower paid: a collected debit, a payment received by hand or by transfer. */
export const PAYING_KINDS: readonly LedgerKind[] = ['PAYMENT', 'MANUAL_PAYMENT', 'STOPPED_LOAN_PAYMENT'];
const sumOf = (parts: OwedParts) => parts.capital + parts.interest + parts.fees;

/** The ids of the entries a later REVERSAL cancelled. */
export function reversedIds(entries: readonly LedgerEntry[]): Set<number> {
  const reversed = new Set<number>();
  for (const entry of entries)
    if (entry.kind === 'REVERSAL' && entry.reversesEntryId !== null) reversed.add(entry.reversesEntryId);
  return reversed;
}

/**
 * The money that reached the lender, payment by payment (its day and amount): what a return (an NSF
 * still standing) or a removal took back never arrived. A returned NSF puts its payment back.
 */
export function moneyReceived(entries: readonly LedgerEntry[]): { date: IsoDate; amount: number }[] {
  const reversed = reversedIds(entries);
  const returned = new Set<number | null>();
  for (const entry of entries) if (entry.kind === 'NSF' && !reversed.has(entry.id)) returned.add(entry.reversesEntryId);
  return entries
    .filter((entry) => PAYING_KINDS.includes(entry.kind) && !reversed.has(entry.id) && !returned.has(entry.id))
    .map((entry) => ({ date: entry.date, amount: -sumOf(entry) }));
}

export function ledgerTotals(entries: readonly LedgerEntry[]): LoanTotals {
  const reversed = reversedIds(entries);
  const totals: LoanTotals = {
    balance: 0,
    interest: 0,
    fees: 0,
    totalOwing: 0,
    paid: 0,
    nsfCount: 0,
    rebates: 0,
    balanceIncrease: 0,
    interestCharged: 0,
  };
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  for (const entry of entries) {
    totals.balance += entry.capital;
    totals.interest += entry.interest;
    totals.fees += entry.fees;
    if (entry.kind === 'INSTALMENT_DUE') totals.interestCharged += entry.interest;
    const live = !reversed.has(entry.id);
    if (PAYING_KINDS.includes(entry.kind)) totals.paid -= sumOf(entry);
    // An NSF gives back what its payment had paid; a removed payment, likewise.
    if (entry.kind === 'NSF') totals.paid -= sumOf(entry);
    if (entry.kind === 'REVERSAL') {
      const original = entry.reversesEntryId === null ? undefined : byId.get(entry.reversesEntryId);
      if (original && (PAYING_KINDS.includes(original.kind) || original.kind === 'NSF')) totals.paid -= sumOf(entry);
      if (original?.kind === 'REBATE') totals.rebates -= sumOf(entry);
    }
    if (entry.kind === 'NSF' && live) totals.nsfCount += 1;
    if (entry.kind === 'REBATE') totals.rebates -= sumOf(entry);
    if (entry.kind === 'BALANCE_INCREASE') totals.balanceIncrease += entry.capital;
  }
  totals.totalOwing = totals.balance + totals.interest + totals.fees;
  return totals;
}

/**
 * How money paid (or rebated) settles what is owed: fees first, then interest, then capital. The
 * capital takes whatever is left, so paying more than owed leaves a credit (negative capital).
 */
export function allocatePayment(amount: number, owed: Pick<OwedParts, 'interest' | 'fees'>): OwedParts {
  const fees = Math.min(Math.max(owed.fees, 0), amount);
  const interest = Math.min(Math.max(owed.interest, 0), amount - fees);
  return { fees: -fees, interest: -interest, capital: -(amount - fees - interest) };
}

export const reversalOf = (entry: OwedParts): OwedParts => ({
  capital: -entry.capital,
  interest: -entry.interest,
  fees: -entry.fees,
});

/** Why an entry cannot be removed, as an errors.* key, or null when it can. */
export function reversalRefusal(
  entry: LedgerEntry,
  entries: readonly LedgerEntry[],
): 'ENTRY_NOT_REVERSIBLE' | 'ENTRY_ALREADY_REVERSED' | null {
  if (!REVERSIBLE_KINDS.includes(entry.kind)) return 'ENTRY_NOT_REVERSIBLE';
  if (reversedIds(entries).has(entry.id)) return 'ENTRY_ALREADY_REVERSED';
  return null;
}

/** The part of a payment that repays capital; a manual payment must leave some (spec §5: "too small"). */
export const capitalPartOf = (amount: number, owed: Pick<OwedParts, 'interest' | 'fees'>) =>
  -allocatePayment(amount, owed).capital;
