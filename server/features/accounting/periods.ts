import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  CLOSE_CHECKS,
  firstDayOf,
  lastDayOf,
  monthOfDay,
  previousMonth,
  type CheckRecord,
  type PeriodRecord,
} from '../../../domain/accountingPeriods';
import { addMonths } from '../../../domain/dashboards';
import { PAYMENT_PROVIDERS } from '../../../domain/loanStatuses';
import type { AppContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { refuse } from '../../http/errors';
import { audit } from '../audit/audit';
import { trialBalanceAt } from './books';
import { shownUserNameOf } from '../users/userQueries';
import { closedMonths } from './tables';

type Reader = Db | Tx;

/** The last month closed and not reopened, or null. */
async function lastClosedMonth(db: Reader): Promise<string | null> {
  const [row] = await db
    .select({ month: closedMonths.month })
    .from(closedMonths)
    .where(isNull(closedMonths.reopenedAt))
    .orderBy(desc(closedMonths.month))
    .limit(1);
  return row?.month ?? null;
}

/**
 * Each provider's days of the month to reconcile (from its first movement on) and how many of them
 * are taken and reconciled, or taken with differences left.
 */
async function providerDaysOf(db: Reader, month: string) {
  const from = firstDayOf(month);
  const to = lastDayOf(month);
  const figures = await Promise.all(
    PAYMENT_PROVIDERS.map(async (provider) => {
      const [row] = await db.execute<{ required: number; reconciled: number; unresolved: number }>(sql`
        with first_day as (
          select least((select min(day) from provider_days where provider = ${provider}),
                       (select min(entry_date) from journal_entries where provider = ${provider})) as day),
        -- greatest() skips a null: a provider that never moved anything has no day to reconcile.
        span as (select case when first_day.day is not null then greatest(${from}::date, first_day.day) end as from_day
                   from first_day)
        select case when span.from_day is null or span.from_day > ${to}::date then 0
                    else ${to}::date - span.from_day + 1 end::int as required,
               (select count(*)::int from provider_days p
                 where p.provider = ${provider} and p.day between span.from_day and ${to}::date
                   and p.status = 'RECONCILED') as reconciled,
               (select count(*)::int from provider_days p
                 where p.provider = ${provider} and p.day between span.from_day and ${to}::date
                   and p.status = 'DIFFERENCES') as unresolved
          from span`);
      return row ?? { required: 0, reconciled: 0, unresolved: 0 };
    }),
  );
  const sum = (key: 'required' | 'reconciled' | 'unresolved') => figures.reduce((total, row) => total + row[key], 0);
  return { missing: sum('required') - sum('reconciled') - sum('unresolved'), unresolved: sum('unresolved') };
}

/** What must hold before `month` closes, each check with what is left. */
export async function closeChecklist(ctx: AppContext, db: Reader, month: string): Promise<CheckRecord[]> {
  const lastClosed = await lastClosedMonth(db);
  const [{ earlier, allowance }] = await db.execute<{ earlier: boolean; allowance: boolean }>(sql`
    select exists (select 1 from journal_entries where entry_date < ${firstDayOf(month)}) as earlier,
           exists (select 1 from allowance_runs where month = ${month}) as allowance`);
  const days = await providerDaysOf(db, month);
  const previous = previousMonth(month);
  const results: Record<(typeof CLOSE_CHECKS)[number], CheckRecord> = {
    MONTH_OVER: {
      check: 'MONTH_OVER',
      passed: lastDayOf(month) < ctx.clock.today(),
      detail: { day: lastDayOf(month) },
    },
    PREVIOUS_CLOSED: {
      check: 'PREVIOUS_CLOSED',
      passed: lastClosed === previous || (lastClosed === null && !earlier),
      detail: { month: previous },
    },
    PROVIDER_DAYS_RECONCILED: {
      check: 'PROVIDER_DAYS_RECONCILED',
      passed: days.missing === 0 && days.unresolved === 0,
      detail: days,
    },
    ALLOWANCE_COMPUTED: { check: 'ALLOWANCE_COMPUTED', passed: allowance, detail: {} },
  };
  return CLOSE_CHECKS.map((check) => results[check]);
}

/** The closings of the books, newest first (of one month when given), with who closed each. */
const closingsOf = (db: Reader, month?: string) =>
  db
    .select({ row: closedMonths, closedByName: shownUserNameOf(sql`closed_months.closed_by`) })
    .from(closedMonths)
    .where(month ? eq(closedMonths.month, month) : undefined)
    .orderBy(desc(closedMonths.id));
type Closing = Awaited<ReturnType<typeof closingsOf>>[number];

/** The books' months, newest first: from the first one with an entry (ten years at most) to the current one. */
async function monthsOfBooks(ctx: AppContext): Promise<string[]> {
  const current = monthOfDay(ctx.clock.today());
  const [first] = await ctx.database.db.execute<{ day: string | null }>(
    sql`select min(entry_date)::text as day from journal_entries`,
  );
  const months: string[] = [];
  for (let month = current; months.length < 120; month = addMonths(month, -1)) {
    months.push(month);
    if (!first?.day || month <= monthOfDay(first.day)) break;
  }
  return months;
}

/** A month as the month-end screen shows it: closed, or open with its checklist. */
async function periodOf(
  ctx: AppContext,
  month: string,
  closings: Closing[],
  lastClosed: string | null,
): Promise<PeriodRecord> {
  const latest = closings.find((closing) => closing.row.month === month);
  const closed = latest && !latest.row.reopenedAt ? latest : undefined;
  const checklist = closed ? [] : await closeChecklist(ctx, ctx.database.db, month);
  return {
    id: month,
    status: closed ? 'CLOSED' : 'OPEN',
    firstDay: firstDayOf(month),
    lastDay: lastDayOf(month),
    closedAt: closed?.row.closedAt.toISOString() ?? null,
    closedByName: closed?.closedByName ?? null,
    reopenedAt: !closed && latest?.row.reopenedAt ? latest.row.reopenedAt.toISOString() : null,
    reopenReason: !closed ? (latest?.row.reopenReason ?? null) : null,
    checklist,
    canClose: !closed && checklist.every((check) => check.passed),
    canReopen: Boolean(closed) && month === lastClosed,
  };
}

/** The months of the books, newest first: from the first one with an entry to the current one. */
export async function listPeriods(ctx: AppContext): Promise<PeriodRecord[]> {
  const { db } = ctx.database;
  const [months, closings, lastClosed] = await Promise.all([monthsOfBooks(ctx), closingsOf(db), lastClosedMonth(db)]);
  return Promise.all(months.map((month) => periodOf(ctx, month, closings, lastClosed)));
}

/** One month of the books, as the list has it (what closing or reopening it answers). */
async function readPeriod(ctx: AppContext, month: string): Promise<PeriodRecord> {
  const { db } = ctx.database;
  const [, closings, lastClosed] = await Promise.all([
    monthInBooks(ctx, month),
    closingsOf(db, month),
    lastClosedMonth(db),
  ]);
  return periodOf(ctx, month, closings, lastClosed);
}

/** Refuses a month before the books' first or after the current one. */
async function monthInBooks(ctx: AppContext, month: string) {
  if (!(await monthsOfBooks(ctx)).includes(month)) throw refuse('MONTH_NOT_IN_BOOKS', { month });
}

/**
 * Closes a month whose checklist holds, keeping its trial balance. The journal is locked against
 * writers while it does (SHARE: each writer under way finishes first, the next waits and then finds
 * the month closed), so nothing slips into the month between the checks and the closing.
 */
export async function closeMonth(ctx: AppContext, actor: { id: number }, month: string): Promise<PeriodRecord> {
  await monthInBooks(ctx, month);
  await ctx.database.db.transaction(async (tx) => {
    // One closing or reopening at a time (two months checked against each other's state).
    await tx.execute(sql`lock table closed_months in exclusive mode`);
    await tx.execute(sql`lock table journal_entries in share mode`);
    const [closed] = await tx
      .select({ id: closedMonths.id })
      .from(closedMonths)
      .where(and(eq(closedMonths.month, month), isNull(closedMonths.reopenedAt)));
    if (closed) throw refuse('MONTH_CLOSED', { month });
    const checklist = await closeChecklist(ctx, tx, month);
    const failing = checklist.filter((check) => !check.passed).map((check) => check.check);
    if (failing.length > 0) throw refuse('MONTH_NOT_READY', { month, checks: failing.join(', ') });
    const trialBalance = await trialBalanceAt(ctx, lastDayOf(month), tx);
    await tx.insert(closedMonths).values({ month, closedBy: actor.id, trialBalance, closedAt: ctx.clock.now() });
    await audit(tx, {
      actorId: actor.id,
      action: 'books.monthClosed',
      entity: 'booksMonth',
      entityId: month,
      after: { totalDebitCents: trialBalance.totalDebitCents, totalCreditCents: trialBalance.totalCreditCents },
    });
  });
  return readPeriod(ctx, month);
}

/** Reopens the last month closed, with the reason the audit keeps; its closing stays in the history. */
export async function reopenMonth(
  ctx: AppContext,
  actor: { id: number },
  month: string,
  reason: string,
): Promise<PeriodRecord> {
  await ctx.database.db.transaction(async (tx) => {
    await tx.execute(sql`lock table closed_months in exclusive mode`);
    const lastClosed = await lastClosedMonth(tx);
    if (lastClosed !== month) throw refuse('MONTH_NOT_LAST_CLOSED', { month });
    await tx
      .update(closedMonths)
      .set({ reopenedAt: ctx.clock.now(), reopenedBy: actor.id, reopenReason: reason })
      .where(and(eq(closedMonths.month, month), isNull(closedMonths.reopenedAt)));
    await audit(tx, {
      actorId: actor.id,
      action: 'books.monthReopened',
      entity: 'booksMonth',
      entityId: month,
      after: { reason },
    });
  });
  return readPeriod(ctx, month);
}
