import { nextCutoff } from '../../../domain/eftCutoffs';
import { addBusinessDays } from '../../../domain/loanReschedule';
import { readLoanConfiguration } from '../loans/loanConfigurationStore';
import { createPaymentCalendar } from '../../../domain/paymentCalendar';
import { torontoInstant, torontoTime } from '../../businessClock';
import type { AppContext } from '../../context';

/**
 * A business day's debits, as one statement (one idempotent unit: run twice, it presents nothing
 * twice): every scheduled payment of a paid-out active loan that falls due within the submission
 * window (the loan configuration's business days, the same rule that stops a debit being
 * deferred) becomes a debit queued for the next cut-off, through the loan's provider, for the
 * line's amount (an agreed payment of a payment agreement by debit too: the stopped loan's
 * schedule it replaced). A payment whose date passed without a debit (the money went out late, the
 * banking information came late) is presented now, for today: it is not paid until its debit goes.
 * Answers how many were presented.
 */
export async function presentDueDebits(ctx: AppContext, now: Date): Promise<number> {
  const today = ctx.clock.today();
  const calendar = createPaymentCalendar();
  const { debitLeadBusinessDays } = await readLoanConfiguration(ctx.database.db);
  const horizon = addBusinessDays(calendar, today, debitLeadBusinessDays);
  const cutoff = nextCutoff(ctx.config.eftCutoffs, today, torontoTime(now), calendar);
  const cutoffAt = torontoInstant(cutoff.date, cutoff.time).toISOString();
  // First the lines no debit has taken yet, on their own small index (whatever the planner thinks
  // of the loans and customers, nothing is joined while there is nothing to present: most minutes).
  const candidates = await ctx.database.sql<{ id: number }[]>`
    select id from loan_payments
     where status = 'SCHEDULED' and not presented and kind in ('SCHEDULED', 'AGREEMENT') and due_date <= ${horizon}::date`;
  if (candidates.length === 0) return 0;
  const ids = `{${candidates.map((row) => row.id).join(',')}}`;
  // One statement: the debits queued and their lines marked presented, or neither.
  const presented = await ctx.database.sql`
    with queued as (
      insert into debits (loan_id, payment_id, provider, amount_cents, due_date, cutoff_at, presented_at, attempt)
      select p.loan_id, p.id, l.payment_provider, p.amount_cents, greatest(p.due_date, ${today}::date), ${cutoffAt}::timestamptz, ${now.toISOString()}::timestamptz,
             -- A line presented again after a cancelled debit travels under its next attempt.
             coalesce((select max(d.attempt) from debits d where d.payment_id = p.id), 0) + 1
        from loan_payments p
        join loans l on l.id = p.loan_id
        join customers c on c.id = l.customer_id
       where p.id = any(${ids}::int[]) and p.status = 'SCHEDULED' and not p.presented
         -- A stopped loan keeps only the payments already due to go: they go.
         and l.status in ('ACTIVE', 'STOPPED') and l.deposit_status = 'DEPOSITED' and l.deleted_at is null
         and c.bank_transit is not null and c.bank_institution is not null and c.bank_account is not null
         and not exists (select 1 from debits d where d.payment_id = p.id and d.status <> 'CANCELLED')
      on conflict do nothing
      returning payment_id)
    update loan_payments set presented = true where id in (select payment_id from queued)
    returning id`;
  return presented.length;
}
