/*
 * The year-end report's figures of one loan (spec §3: charged and collected capital, interest,
 * deferred fees, transaction fees, NSF fees, membership fees, brokerage fees), month by month, read
 * from its ledger. No I/O.
 *
 * The ledger keeps what a payment took in three parts (capital, interest, fees); which fee or which
 * capital it paid is attributed here, oldest charge first: a payment's fee part pays the oldest
 * fees still owed, its capital part the brokerage fee (charged with the loan) before the money lent.
 * A returned (NSF) or removed payment gives back what it had paid, to the charges it had paid.
 */
import type { LedgerEntry } from './loanLedger';

export const YEAR_END_PARTS = [
  'capital',
  'interest',
  'deferralFees',
  'transactionFees',
  'nsfFees',
  'membershipFees',
  'brokerageFees',
] as const;
export type YearEndPart = (typeof YEAR_END_PARTS)[number];

export interface PartAmounts {
  charged: number;
  collected: number;
}
export type YearEndAmounts = Record<YearEndPart, PartAmounts>;

export const noYearEndAmounts = (): YearEndAmounts =>
  Object.fromEntries(YEAR_END_PARTS.map((part) => [part, { charged: 0, collected: 0 }])) as YearEndAmounts;

/** A charge still (partly) owed, in the order it was charged. */
interface Charge {
  entryId: number;
  part: YearEndPart;
  remaining: number;
}
type QueueName = 'fees' | 'capital';
interface Taken {
  queue: QueueName;
  entryId: number | null;
  part: YearEndPart;
  amount: number;
}

/** What an entry did, kept so that its NSF or removal can undo it. */
type Effect =
  | { type: 'CHARGE'; charges: { queue: QueueName | null; part: YearEndPart; amount: number }[] }
  | { type: 'SETTLE'; counted: boolean; taken: Taken[]; interest: number; entry: LedgerEntry }
  | { type: 'UNDO'; of: LedgerEntry };

/** Kinds that charge, and the part each of their columns is. */
const CHARGING: Partial<Record<LedgerEntry['kind'], { capital: YearEndPart; fees: YearEndPart }>> = {
  DISBURSEMENT: { capital: 'capital', fees: 'membershipFees' },
  BALANCE_INCREASE: { capital: 'capital', fees: 'membershipFees' },
  BROKERAGE_FEE: { capital: 'brokerageFees', fees: 'brokerageFees' },
  INSTALMENT_DUE: { capital: 'capital', fees: 'membershipFees' },
  NSF_FEE: { capital: 'nsfFees', fees: 'nsfFees' },
  DEFERRAL_FEE: { capital: 'deferralFees', fees: 'deferralFees' },
  // Owed again for the moment a written-off loan's money comes in: its payment then collects it.
  RECOVERY: { capital: 'capital', fees: 'membershipFees' },
};
/** Money the borrower paid (counted as collected), and the rebate that forgives without paying. */
const PAYING = new Set<LedgerEntry['kind']>(['PAYMENT', 'MANUAL_PAYMENT', 'STOPPED_LOAN_PAYMENT']);

/** Paid beyond every charge still owed (a credit): the money lent's, or the membership fees'. */
const OVERFLOW_PART: Record<QueueName, YearEndPart> = { capital: 'capital', fees: 'membershipFees' };

const monthOf = (entry: LedgerEntry) => entry.date.slice(0, 7);

/**
 * The loan's charged and collected amounts per month ('YYYY-MM'), entries read in the order they
 * were written (ids), each counted in the month of its date. The sum of a month's collected parts
 * is what its paying entries took, net of returns and removals; of its charged parts, what it lent
 * and billed: the reports' ledger sums, to the cent.
 */
export function yearEndAmountsOf(entries: readonly LedgerEntry[]): Map<string, YearEndAmounts> {
  const months = new Map<string, YearEndAmounts>();
  const queues: Record<QueueName, Charge[]> = { fees: [], capital: [] };
  const effects = new Map<number, Effect>();
  const byId = new Map(entries.map((entry) => [entry.id, entry]));

  const amountsIn = (month: string) => {
    let amounts = months.get(month);
    if (!amounts) months.set(month, (amounts = noYearEndAmounts()));
    return amounts;
  };

  function take(queue: QueueName, amount: number): Taken[] {
    const taken: Taken[] = [];
    let left = amount;
    const charges = queues[queue];
    while (left > 0 && charges.length > 0) {
      const charge = charges[0]!;
      const share = Math.min(charge.remaining, left);
      taken.push({ queue, entryId: charge.entryId, part: charge.part, amount: share });
      charge.remaining -= share;
      left -= share;
      if (charge.remaining === 0) charges.shift();
    }
    if (left !== 0) taken.push({ queue, entryId: null, part: OVERFLOW_PART[queue], amount: left });
    return taken;
  }

  /** Gives back what a settlement had taken, to its charges again (still the oldest owed). */
  function giveBack(taken: Taken[]) {
    for (const share of taken) {
      if (share.entryId === null) continue;
      const charges = queues[share.queue];
      const owed = charges.find((charge) => charge.entryId === share.entryId);
      if (owed) owed.remaining += share.amount;
      else enqueue(share.queue, { entryId: share.entryId, part: share.part, remaining: share.amount });
    }
  }

  /** In the order they are paid: the brokerage fee first (it came with the loan), then by age. */
  function enqueue(queue: QueueName, charge: Charge) {
    const rank = (owed: Charge) => (owed.part === 'brokerageFees' ? 0 : 1);
    const charges = queues[queue];
    const at = charges.findIndex(
      (owed) => rank(owed) > rank(charge) || (rank(owed) === rank(charge) && owed.entryId > charge.entryId),
    );
    if (at < 0) charges.push(charge);
    else charges.splice(at, 0, charge);
  }

  function settle(entry: LedgerEntry, month: string, counted: boolean): Effect {
    const taken = [...take('fees', -entry.fees), ...take('capital', -entry.capital)];
    if (counted) {
      const amounts = amountsIn(month);
      for (const share of taken) amounts[share.part].collected += share.amount;
      amounts.interest.collected -= entry.interest;
    }
    return { type: 'SETTLE', counted, taken, interest: -entry.interest, entry };
  }

  function undo(original: LedgerEntry, month: string): Effect {
    const effect = effects.get(original.id);
    const amounts = amountsIn(month);
    if (effect?.type === 'SETTLE') {
      giveBack(effect.taken);
      if (effect.counted) {
        for (const share of effect.taken) amounts[share.part].collected -= share.amount;
        amounts.interest.collected -= effect.interest;
      }
    } else if (effect?.type === 'CHARGE') {
      for (const charge of effect.charges) {
        amounts[charge.part].charged -= charge.amount;
        if (charge.queue === null) continue;
        const queue = queues[charge.queue];
        const at = queue.findIndex((owed) => owed.entryId === original.id);
        if (at >= 0) queue.splice(at, 1);
      }
    } else if (effect?.type === 'UNDO') {
      // Removing a return (or a removal) settles the payment again, with what is owed now.
      return settle(effect.of, month, PAYING.has(effect.of.kind));
    }
    return { type: 'UNDO', of: original };
  }

  function charge(entry: LedgerEntry, month: string, parts: { capital: YearEndPart; fees: YearEndPart }): Effect {
    const amounts = amountsIn(month);
    const charges: { queue: QueueName | null; part: YearEndPart; amount: number }[] = [];
    if (entry.capital !== 0) charges.push({ queue: 'capital', part: parts.capital, amount: entry.capital });
    if (entry.fees !== 0) charges.push({ queue: 'fees', part: parts.fees, amount: entry.fees });
    if (entry.interest !== 0) charges.push({ queue: null, part: 'interest', amount: entry.interest });
    for (const { queue, part, amount } of charges) {
      amounts[part].charged += amount;
      if (queue && amount > 0) enqueue(queue, { entryId: entry.id, part, remaining: amount });
    }
    return { type: 'CHARGE', charges };
  }

  for (const entry of [...entries].sort((a, b) => a.id - b.id)) {
    const month = monthOf(entry);
    const parts = CHARGING[entry.kind];
    const original = entry.reversesEntryId === null ? undefined : byId.get(entry.reversesEntryId);
    let effect: Effect;
    if (parts) effect = charge(entry, month, parts);
    else if (PAYING.has(entry.kind)) effect = settle(entry, month, true);
    // A rebate and a write-off forgive what is owed without paying it.
    else if (entry.kind === 'REBATE' || entry.kind === 'WRITE_OFF') effect = settle(entry, month, false);
    else if ((entry.kind === 'NSF' || entry.kind === 'REVERSAL') && original) effect = undo(original, month);
    else continue;
    effects.set(entry.id, effect);
  }
  return months;
}

/** Adds `more` into `sum` (a year's or a portfolio's months). */
export function addYearEndAmounts(sum: YearEndAmounts, more: YearEndAmounts): YearEndAmounts {
  for (const part of YEAR_END_PARTS) {
    sum[part].charged += more[part].charged;
    sum[part].collected += more[part].collected;
  }
  return sum;
}
