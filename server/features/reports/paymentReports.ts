import { sql } from 'drizzle-orm';
import type { ReportFilter, ReportRow } from '../../../domain/reportRecords';
import { allOf, borrowerOrLoan, loanAndBorrowerOf, textOrNull, numberOf, type ReportReading } from './reportFrame';

/** A dated report's days, both given (the route fills the default range and checks the 31 days). */
export interface DateRange {
  from: string;
  to: string;
}

/**
 * The payment lines the lender counts, `p` a line and `l` its loan: one scheduled on a loan being
 * repaid (active, its deposit on its way or out, or stopped), or one collected or returned; never
 * one of a loan only created (its schedule a draft) or deleted. The payments to come and the past
 * payments are its two halves, and the calendar's days count it whole (its day tally follows the
 * same database function, migration 0034), so that they agree to the cent on any day.
 */
export const countedPaymentLine = sql`payment_line_counted(p.status, l.status, l.deleted_at)`;

const loanAndBorrower = sql`join loans l on l.id = p.loan_id join customers c on c.id = l.customer_id`;
/** Without a search on the borrower, counting needs the loan alone. */
const countFromLines = (table: 'loan_payments' | 'debits', borrowerNeeded: boolean) =>
  borrowerNeeded ? undefined : sql`${sql.raw(table)} p join loans l on l.id = p.loan_id`;
const borrowerColumns = sql`l.loan_number as "loanNumber", c.id as "customerId", c.first_name as "firstName", c.last_name as "lastName"`;
const lineOrder = { date: sql`p.due_date`, amount: sql`p.amount_cents`, loanNumber: sql`l.loan_number` };

/**
 * Payments to come (spec §3, report_loan_payment): every scheduled payment of a live loan in the
 * range, with its amount and provider, and whether its debit already went to the bank.
 */
export function upcomingPayments(
  filter: ReportFilter<'upcoming'>,
  range: DateRange,
): ReportReading<ReportRow<'upcoming'>> {
  return {
    from: sql`loan_payments p ${loanAndBorrower}`,
    countFrom: countFromLines('loan_payments', Boolean(filter.q)),
    where: allOf([
      sql`p.status = 'SCHEDULED' and p.due_date between ${range.from}::date and ${range.to}::date`,
      countedPaymentLine,
      filter.provider ? sql`l.payment_provider = ${filter.provider}` : null,
      borrowerOrLoan(filter.q),
    ]),
    select: sql`p.id, p.loan_id as "loanId", ${borrowerColumns}, p.due_date::text as date, p.amount_cents as amount,
                l.payment_provider as provider, p.presented`,
    order: lineOrder,
    toRow: (raw) => ({
      id: numberOf(raw.id),
      loanId: numberOf(raw.loanId),
      ...loanAndBorrowerOf(raw),
      date: String(raw.date),
      amount: numberOf(raw.amount),
      provider: String(raw.provider),
      presented: Boolean(raw.presented),
    }),
  };
}

/**
 * Payments of the range that came due (spec §3, report_loan_payment): each one collected (by its
 * debit, or received by hand) or returned (NSF), from the loans' payment lines.
 */
export function pastPayments(filter: ReportFilter<'past'>, range: DateRange): ReportReading<ReportRow<'past'>> {
  return {
    from: sql`loan_payments p ${loanAndBorrower}`,
    countFrom: countFromLines('loan_payments', Boolean(filter.q)),
    where: allOf([
      sql`p.due_date between ${range.from}::date and ${range.to}::date`,
      filter.returned === true ? sql`p.status = 'NSF'` : sql`p.status in ('PAID', 'NSF')`,
      countedPaymentLine,
      filter.provider ? sql`l.payment_provider = ${filter.provider}` : null,
      borrowerOrLoan(filter.q),
    ]),
    select: sql`p.id, p.loan_id as "loanId", ${borrowerColumns}, p.due_date::text as date, p.amount_cents as amount,
                p.kind, p.status, l.payment_provider as provider`,
    order: lineOrder,
    toRow: (raw) => ({
      id: numberOf(raw.id),
      loanId: numberOf(raw.loanId),
      ...loanAndBorrowerOf(raw),
      date: String(raw.date),
      amount: numberOf(raw.amount),
      kind: String(raw.kind),
      status: String(raw.status),
      provider: String(raw.provider),
    }),
  };
}

/**
 * Returned debits of the range (spec §3's rejections): the borrower's province, language, phone and
 * email, the bank's reason, and the amount by provider.
 */
export function rejections(
  filter: ReportFilter<'rejections'>,
  range: DateRange,
): ReportReading<ReportRow<'rejections'>> {
  return {
    from: sql`debits p ${loanAndBorrower}`,
    countFrom: countFromLines('debits', Boolean(filter.province)),
    where: allOf([
      sql`p.status = 'RETURNED' and p.returned_on between ${range.from}::date and ${range.to}::date`,
      sql`l.deleted_at is null`,
      filter.provider ? sql`p.provider = ${filter.provider}` : null,
      filter.province ? sql`c.province = ${filter.province}` : null,
    ]),
    select: sql`p.id, p.loan_id as "loanId", ${borrowerColumns}, p.returned_on::text as "returnedOn",
                p.due_date::text as "dueDate", c.province, p.return_code as "returnCode", c.language,
                coalesce(c.cell_phone, c.home_phone) as phone, c.email, p.amount_cents as amount, p.provider`,
    order: { returnedOn: sql`p.returned_on`, amount: sql`p.amount_cents`, loanNumber: sql`l.loan_number` },
    toRow: (raw) => ({
      id: numberOf(raw.id),
      loanId: numberOf(raw.loanId),
      ...loanAndBorrowerOf(raw),
      returnedOn: String(raw.returnedOn),
      dueDate: String(raw.dueDate),
      province: textOrNull(raw.province),
      returnCode: textOrNull(raw.returnCode),
      language: textOrNull(raw.language),
      phone: textOrNull(raw.phone),
      email: textOrNull(raw.email),
      amount: numberOf(raw.amount),
      provider: String(raw.provider),
    }),
  };
}
