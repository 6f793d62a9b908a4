/*
 * A loan's arrears read from its schedule, never typed: since when it is past due, by how much, and
 * its last payment. A collection file shows these and its degree follows them. No I/O.
 */
import { daysBetween, type IsoDate } from './calendarDates';
import type { PaymentLineKind, PaymentLineStatus } from './loanStatuses';

export interface ArrearsLine {
  date: IsoDate;
  /** What the line was due for, in cents. */
  amount: number;
  status: PaymentLineStatus;
  /** An agreed payment, like one made by hand, makes good as much as it paid. */
  kind: PaymentLineKind;
}

export interface Arrears {
  /** The date of the oldest payment still unpaid; null when nothing is past due. */
  since: IsoDate | null;
  daysPastDue: number;
  /** What those unpaid payments were due for, in cents. */
  amountPastDue: number;
  /** The last payment that went through (a scheduled one, or one made by hand). */
  lastPaymentDate: IsoDate | null;
}

/**
 * A returned payment (NSF) or a scheduled one whose date passed uncollected is unpaid until it is
 * made good. The engine re-amortizes what was missed onto the next scheduled payment, so a
 * scheduled payment collected after them makes them all good; a payment made by hand makes good as
 * much as it paid, the oldest first. Past due is counted from the oldest still unpaid.
 */
export function arrearsOf(lines: readonly ArrearsLine[], today: IsoDate): Arrears {
  const dated = lines
    .filter((line) => line.date <= today)
    .slice()
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  let lastPaymentDate: IsoDate | null = null;
  let unpaid: { date: IsoDate; amount: number }[] = [];
  for (const line of dated) {
    if (line.status === 'PAID') {
      lastPaymentDate = line.date;
      if (line.kind === 'SCHEDULED') unpaid = [];
      else unpaid = madeGood(unpaid, line.amount);
    } else if (
      line.status === 'NSF' ||
      (line.status === 'SCHEDULED' && line.kind === 'SCHEDULED' && line.date < today)
    ) {
      unpaid.push({ date: line.date, amount: line.amount });
    }
  }
  const since = unpaid[0]?.date ?? null;
  return {
    since,
    daysPastDue: since === null ? 0 : Math.max(0, daysBetween(since, today)),
    amountPastDue: unpaid.reduce((sum, line) => sum + line.amount, 0),
    lastPaymentDate,
  };
}

/** What is still unpaid after `paid` cents made good the oldest first. */
function madeGood(unpaid: { date: IsoDate; amount: number }[], paid: number) {
  const left: { date: IsoDate; amount: number }[] = [];
  let remaining = paid;
  for (const line of unpaid) {
    const taken = Math.min(remaining, line.amount);
    remaining -= taken;
    if (line.amount > taken) left.push({ date: line.date, amount: line.amount - taken });
  }
  return left;
}
