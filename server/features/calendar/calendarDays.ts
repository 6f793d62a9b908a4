import { sql, type SQL } from 'drizzle-orm';
import {
  CALENDAR_KINDS,
  type CalendarEvent,
  type CalendarKind,
  type CalendarQuery,
} from '../../../domain/calendarEvents';
import { paymentHolidays } from '../../../domain/canadianHolidays';
import type { AppAbility, Subject } from '../../../domain/permissions';
import type { Db } from '../../db/client';
import { countedPaymentLine } from '../reports/paymentReports';
import { numberOf, orNull } from '../reports/reportFrame';

/** What a user must see to be shown a kind of day (the list each record belongs to). */
const KIND_SUBJECT: Record<CalendarKind, Subject | null> = {
  PAYMENTS: 'loan',
  DEPOSIT: 'deposit',
  FOLLOW_UP: 'collection',
  PROMISE: 'collection',
  AGREEMENT: 'agreement',
  HOLIDAY: null,
  CLOSURE: null,
};

type Row = Record<string, unknown>;
const eventOf = (kind: CalendarKind, raw: Row): CalendarEvent => ({
  id: `${kind}-${String(raw.record_id ?? '')}-${String(raw.date)}`,
  kind,
  date: String(raw.date),
  recordId: orNull(raw.record_id, Number),
  label: orNull(raw.label, String),
  count: orNull(raw.count, Number),
  amount: orNull(raw.amount, numberOf),
  agentId: orNull(raw.agent_id, Number),
});

const borrowerName = sql`c.first_name || ' ' || c.last_name`;

/**
 * Each kind's days between two dates, one indexed query each: the payments due summed per day
 * (hundreds of thousands of lines a month are a figure, not events), the deposits waiting to go
 * out, the collection files' follow-ups and promised transfers, the agreed payments, the payment
 * system's holidays and the lender's closures.
 */
function kindQuery(kind: CalendarKind, query: CalendarQuery): SQL | null {
  const { from, to, agentId } = query;
  const agent = (column: SQL) => (agentId === undefined ? sql`true` : sql`${column} = ${agentId}`);
  switch (kind) {
    case 'PAYMENTS':
      // The lines the payments reports list (to come and past): everyone's from the day tally
      // (payment_day_totals, kept by triggers on the lines and their loans), an agent's from the lines.
      return agentId === undefined
        ? sql`select due_date::text as date, sum(lines)::int as count, sum(amount_cents) as amount
                from payment_day_totals where due_date between ${from}::date and ${to}::date
               group by due_date having sum(lines) <> 0`
        : sql`select p.due_date::text as date, count(*)::int as count, sum(p.amount_cents) as amount
                from loan_payments p join loans l on l.id = p.loan_id
               where p.due_date between ${from}::date and ${to}::date and ${countedPaymentLine}
                 and ${agent(sql`l.agent_id`)} group by p.due_date`;
    case 'DEPOSIT':
      return sql`select d.id as record_id, (d.created_at at time zone 'America/Toronto')::date::text as date,
                        ${borrowerName} as label, d.amount_cents as amount
                   from deposits d join customers c on c.id = d.customer_id
                  where d.status = 'WAITING'
                    and d.created_at >= ${from}::date and d.created_at < ${to}::date + 1`;
    case 'FOLLOW_UP':
      return sql`select f.id as record_id, f.follow_up_on::text as date, ${borrowerName} as label,
                        f.amount_owed_cents as amount, f.assigned_to as agent_id
                   from collection_files f join customers c on c.id = f.customer_id
                  where f.status <> 'SETTLED' and f.follow_up_on between ${from}::date and ${to}::date
                    and ${agent(sql`f.assigned_to`)}`;
    case 'PROMISE':
      return sql`select f.id as record_id, f.expected_transfer_on::text as date, ${borrowerName} as label,
                        f.expected_amount_cents as amount, f.assigned_to as agent_id
                   from collection_files f join customers c on c.id = f.customer_id
                  where f.status <> 'SETTLED' and f.promise_state <> 'NONE'
                    and f.expected_transfer_on between ${from}::date and ${to}::date and ${agent(sql`f.assigned_to`)}`;
    case 'AGREEMENT':
      return sql`select a.id as record_id, ap.due_date::text as date, ${borrowerName} as label,
                        ap.amount_cents as amount, f.assigned_to as agent_id
                   from agreement_payments ap join payment_agreements a on a.id = ap.agreement_id
                   join collection_files f on f.id = a.file_id join customers c on c.id = f.customer_id
                  where ap.status = 'SCHEDULED' and ap.due_date between ${from}::date and ${to}::date
                    and ${agent(sql`f.assigned_to`)}`;
    case 'CLOSURE':
      return sql`select day::text as date, note as label from lender_closures where day between ${from}::date and ${to}::date`;
    case 'HOLIDAY':
      return null;
  }
}

/** The payment system's holidays (Quebec's own included) of the years the range covers. */
function holidaysBetween(from: string, to: string): CalendarEvent[] {
  const events: CalendarEvent[] = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year += 1)
    for (const holiday of paymentHolidays(year, { quebec: true }))
      if (holiday.date >= from && holiday.date <= to)
        events.push(eventOf('HOLIDAY', { date: holiday.date, label: holiday.name }));
  return events;
}

/** The calendar's events of a range, of the kinds asked that the user may see. */
export async function calendarDays(db: Db, ability: AppAbility, query: CalendarQuery): Promise<CalendarEvent[]> {
  const kinds = (query.kinds?.length ? query.kinds : CALENDAR_KINDS).filter((kind) => {
    const subject = KIND_SUBJECT[kind];
    return subject === null || ability.can('view', subject);
  });
  const answers = await Promise.all(
    kinds.map(async (kind) => {
      if (kind === 'HOLIDAY') return holidaysBetween(query.from, query.to);
      const statement = kindQuery(kind, query);
      if (!statement) return [];
      const rows = await db.execute<Row>(statement);
      return rows.map((raw) => eventOf(kind, raw));
    }),
  );
  return answers.flat().sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}
