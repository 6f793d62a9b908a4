import { sql, type SQL } from 'drizzle-orm';
import { addDays, type IsoDate } from '../../../domain/calendarDates';
import type { PaymentProvider } from '../../../domain/loanStatuses';
import { torontoInstant } from '../../businessClock';

/**
 * What Guichet expects on a provider's statement of a day, item by item, from its own records
 * (columns reference, kind, status, amount_cents):
 * - each debit presented for the day: the provider takes a debit on its due date;
 * - each debit whose return Guichet read that day;
 * - each payout the provider said was deposited or settled that day, and each it said came back;
 * - each cancellation fee Guichet booked that day.
 */
export const expectedItems = (provider: PaymentProvider, day: IsoDate): SQL => sql`
  select 'PAY-' || d.payment_id || '-' || d.attempt as reference, 'DEBIT' as kind, 'SETTLED' as status, d.amount_cents
    from debits d
   where d.due_date = ${day} and d.status in ('SUBMITTED', 'SETTLED', 'RETURNED') and d.provider = ${provider}
  union all
  select 'PAY-' || d.payment_id || '-' || d.attempt, 'DEBIT', 'RETURNED', d.amount_cents
    from debits d
   where d.returned_on = ${day} and d.status = 'RETURNED' and d.provider = ${provider}
  union all
  select e.detail->>'reference', 'CREDIT',
         case when e.kind = 'PROVIDER_RETURNED' then 'RETURNED' else 'SETTLED' end, dep.amount_cents
    from deposit_events e
    join deposits dep on dep.id = e.deposit_id
   where e.kind in ('PROVIDER_DEPOSITED', 'PROVIDER_SETTLED', 'PROVIDER_RETURNED')
     and e.occurred_at >= ${torontoInstant(day, '00:00').toISOString()}::timestamptz
     and e.occurred_at < ${torontoInstant(addDays(day, 1), '00:00').toISOString()}::timestamptz
     and dep.provider = ${provider}
  union all
  select j.source_reference, 'CREDIT', 'FEE',
         (select sum(l.amount_cents) from journal_lines l where l.entry_id = j.id and l.amount_cents > 0)
    from journal_entries j
   where j.kind = 'DEPOSIT_CANCELLATION_FEE' and j.effective_date = ${day} and j.provider = ${provider}`;

/** Money into the provider's hands, as domain/reconciliation.ts `moneyIntoProvider` counts an item. */
export const moneyIntoProviderSql = (item: string) =>
  sql.raw(`
  case when ${item}.status = 'FEE' then -${item}.amount_cents
       when ${item}.status = 'RETURNED' then case when ${item}.kind = 'DEBIT' then -1 else 1 end * ${item}.amount_cents
       else case when ${item}.kind = 'DEBIT' then 1 else -1 end * ${item}.amount_cents end`);
