import { sql } from 'drizzle-orm';
import { addDays } from '../../../domain/calendarDates';
import type { ReportFilter, ReportRow } from '../../../domain/reportRecords';
import { allOf, borrowerOrLoan, loanAndBorrowerOf, numberOf, textOrNull, type ReportReading } from './reportFrame';

/** A loan's balance (capital still owed) and everything owed, from its ledger. */
const owedOf = sql`left join lateral (
    select coalesce(sum(e.capital_cents), 0) as balance,
           coalesce(sum(e.capital_cents + e.interest_cents + e.fees_cents), 0) as owing
      from loan_ledger_entries e where e.loan_id = l.id) owed on true`;
const lastPaidOf = sql`left join lateral (
    select max(p.due_date) as last_paid from loan_payments p where p.loan_id = l.id and p.status = 'PAID') paid on true`;

/** Renewals look this many payments ahead when the agent does not say. */
export const DEFAULT_MAX_REMAINING = 3;

/**
 * Possible renewals (spec §3, report_payments_remaining): active loans with few payments left —
 * their balance, next payment, last payment, and whether a renewal offer was sent. The loans are
 * first narrowed by their end date (a payment is at most a month apart), then counted.
 */
export function renewals(filter: ReportFilter<'renew'>, today: string): ReportReading<ReportRow<'renew'>> {
  const maxRemaining = filter.maxRemaining ?? DEFAULT_MAX_REMAINING;
  const horizon = addDays(today, maxRemaining * 31);
  return {
    from: sql`loans l join customers c on c.id = l.customer_id
      join lateral (
        select count(*)::int as remaining, (array_agg(p.amount_cents order by p.due_date))[1] as next_amount
          from loan_payments p where p.loan_id = l.id and p.status = 'SCHEDULED') left_to_pay on true
      ${owedOf} ${lastPaidOf}`,
    where: allOf([
      sql`l.status = 'ACTIVE' and l.deleted_at is null and l.end_date <= ${horizon}::date`,
      sql`left_to_pay.remaining between 1 and ${maxRemaining}`,
      filter.offerSent === true && sql`l.renewal_offer_sent_on is not null`,
      filter.offerSent === false && sql`l.renewal_offer_sent_on is null`,
      borrowerOrLoan(filter.q),
    ]),
    select: sql`l.id, l.loan_number as "loanNumber", c.id as "customerId", c.first_name as "firstName",
                c.last_name as "lastName", c.email, left_to_pay.remaining, owed.balance,
                left_to_pay.next_amount as "paymentAmount", l.status, paid.last_paid::text as "lastPaymentDate",
                l.end_date::text as "endDate", l.renewal_offer_sent_on::text as "offerSentOn"`,
    order: {
      remaining: sql`left_to_pay.remaining`,
      endDate: sql`l.end_date`,
      loanNumber: sql`l.loan_number`,
      lastName: sql`c.last_name`,
    },
    toRow: (raw) => ({
      id: numberOf(raw.id),
      ...loanAndBorrowerOf(raw),
      email: textOrNull(raw.email),
      remaining: numberOf(raw.remaining),
      balance: numberOf(raw.balance),
      paymentAmount: raw.paymentAmount === null ? null : numberOf(raw.paymentAmount),
      status: String(raw.status),
      lastPaymentDate: textOrNull(raw.lastPaymentDate),
      endDate: textOrNull(raw.endDate),
      offerSentOn: textOrNull(raw.offerSentOn),
    }),
  };
}

/**
 * Stopped loans (spec §3, report_stopped_loans): since when, what is still owed, the last payment,
 * and the open collection file if there is one.
 */
export function stoppedLoans(filter: ReportFilter<'stopped'>): ReportReading<ReportRow<'stopped'>> {
  return {
    from: sql`loans l join customers c on c.id = l.customer_id ${owedOf} ${lastPaidOf}
      left join collection_files f on f.loan_id = l.id and f.status <> 'SETTLED'`,
    where: allOf([
      sql`l.status = 'STOPPED' and l.deleted_at is null`,
      filter.province ? sql`c.province = ${filter.province}` : null,
      borrowerOrLoan(filter.q),
    ]),
    select: sql`l.id, l.loan_number as "loanNumber", c.id as "customerId", c.first_name as "firstName",
                c.last_name as "lastName", c.email, coalesce(c.cell_phone, c.home_phone) as phone, c.province,
                l.stopped_on::text as "stoppedOn", owed.balance, owed.owing as "totalOwing",
                paid.last_paid::text as "lastPaymentDate", f.id as "collectionFileId"`,
    order: { stoppedOn: sql`l.stopped_on`, loanNumber: sql`l.loan_number`, lastName: sql`c.last_name` },
    toRow: (raw) => ({
      id: numberOf(raw.id),
      ...loanAndBorrowerOf(raw),
      email: textOrNull(raw.email),
      phone: textOrNull(raw.phone),
      province: textOrNull(raw.province),
      stoppedOn: textOrNull(raw.stoppedOn),
      balance: numberOf(raw.balance),
      totalOwing: numberOf(raw.totalOwing),
      lastPaymentDate: textOrNull(raw.lastPaymentDate),
      collectionFileId: raw.collectionFileId === null ? null : numberOf(raw.collectionFileId),
    }),
  };
}

/** What a ledger kind's entries came to on a loan, net of their reversals (a write-off undone, a recovery returned). */
const netOfKind = (kind: string, name: string) => sql`left join lateral (
    select coalesce(sum(e.capital_cents + e.interest_cents + e.fees_cents), 0) as cents
      from loan_ledger_entries e left join loan_ledger_entries reversed on reversed.id = e.reverses_entry_id
     where e.loan_id = l.id and coalesce(reversed.kind, e.kind) = ${kind}) ${sql.raw(name)} on true`;

/**
 * Loans written off (issue 34, with the stopped loans' permission): when, what the write-off took off
 * the books, what came back since as recoveries, the lender's net loss, and the collection file. A
 * write-off undone is no longer one (the loan is stopped again).
 */
export function writtenOffLoans(filter: ReportFilter<'writtenOff'>): ReportReading<ReportRow<'writtenOff'>> {
  return {
    from: sql`loans l join customers c on c.id = l.customer_id
      ${netOfKind('WRITE_OFF', 'written_off')} ${netOfKind('RECOVERY', 'recovered')}
      left join lateral (select f.id from collection_files f where f.loan_id = l.id order by f.id desc limit 1) f on true`,
    countFrom: sql`loans l join customers c on c.id = l.customer_id`,
    where: allOf([
      sql`l.status = 'WRITTEN_OFF' and l.deleted_at is null`,
      filter.year ? sql`extract(year from l.written_off_on) = ${filter.year}` : null,
      filter.province ? sql`c.province = ${filter.province}` : null,
      borrowerOrLoan(filter.q),
    ]),
    select: sql`l.id, l.loan_number as "loanNumber", c.id as "customerId", c.first_name as "firstName",
                c.last_name as "lastName", c.province, l.written_off_on::text as "writtenOffOn",
                -written_off.cents as "writtenOffAmount", recovered.cents as recovered, f.id as "collectionFileId"`,
    order: {
      writtenOffOn: sql`l.written_off_on`,
      writtenOffAmount: sql`-written_off.cents`,
      loanNumber: sql`l.loan_number`,
      lastName: sql`c.last_name`,
    },
    toRow: (raw) => {
      const writtenOffAmount = numberOf(raw.writtenOffAmount);
      const recovered = numberOf(raw.recovered);
      return {
        id: numberOf(raw.id),
        ...loanAndBorrowerOf(raw),
        province: textOrNull(raw.province),
        writtenOffOn: String(raw.writtenOffOn),
        writtenOffAmount,
        recovered,
        netLoss: writtenOffAmount - recovered,
        collectionFileId: raw.collectionFileId === null ? null : numberOf(raw.collectionFileId),
      };
    },
  };
}
