import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  dueForRetentionReview,
  FINISHED_LOAN_STATUSES,
  FINISHED_REQUEST_STATUSES,
  reviewMonthOf,
  yearsBefore,
  type RetentionFacts,
  type RetentionReviewRecord,
  type RetentionReviewStatus,
} from '../../../domain/retention';
import type { AppContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { customers, retentionReviews, users } from '../../db/schema';
import { notFound, refuse } from '../../http/errors';
import type { ListQuery } from '../../http/listQuery';
import { audit } from '../audit/audit';
import { readRetentionSettings } from './retentionSettings';

type Reader = Pick<Db, 'execute'>;

/** Customers read per statement while listing: the review walks the whole file in pages. */
const PAGE = 2_000;

const list = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/**
 * What the retention rule needs of each customer in `where`, read in one statement: their open files
 * (a request is open until its status closes it or the loan it led to is over) and their last activity (the profile changed, a request's status, a ledger entry, a collection
 * file settled), as a Toronto day.
 */
async function retentionFacts(db: Reader, where: SQL): Promise<(RetentionFacts & { id: number })[]> {
  const rows = await db.execute<{
    id: number;
    open_loans: number;
    open_requests: number;
    open_files: number;
    last_activity: string;
    anonymized_at: string | null;
  }>(sql`
    select c.id,
      (select count(*)::int from loans l where l.customer_id = c.id
         and l.status not in (${list(FINISHED_LOAN_STATUSES)})) as open_loans,
      (select count(*)::int from requests r where r.customer_id = c.id
         and r.status not in (${list(FINISHED_REQUEST_STATUSES)})
         -- A request whose loan is over is over, whatever status it was left in.
         and not exists (select 1 from loans l where l.request_id = r.id
           and l.status in (${list(FINISHED_LOAN_STATUSES)}))) as open_requests,
      (select count(*)::int from collection_files f where f.customer_id = c.id and f.status <> 'SETTLED') as open_files,
      to_char(greatest(
        (c.updated_at at time zone 'America/Toronto')::date,
        (select max((r.status_changed_at at time zone 'America/Toronto')::date) from requests r where r.customer_id = c.id),
        (select max(e.entry_date) from loan_ledger_entries e join loans l on l.id = e.loan_id where l.customer_id = c.id),
        (select max(f.settled_on) from collection_files f where f.customer_id = c.id)
      ), 'YYYY-MM-DD') as last_activity,
      c.anonymized_at::text as anonymized_at
    from customers c
    where ${where}
    order by c.id`);
  return rows.map((row) => ({
    id: row.id,
    openLoans: row.open_loans,
    openRequests: row.open_requests,
    openCollectionFiles: row.open_files,
    lastActivity: row.last_activity,
    anonymizedAt: row.anonymized_at,
  }));
}

/** Whether one customer is still due today (read again before anything is erased). */
export async function stillDue(ctx: AppContext, db: Db | Tx, customerId: number): Promise<boolean> {
  const { years } = await readRetentionSettings(db);
  const [facts] = await retentionFacts(db, sql`c.id = ${customerId}`);
  return facts !== undefined && dueForRetentionReview(facts, ctx.clock.today(), years);
}

/**
 * This month's review: every customer due today and not listed this month yet, one line each. Run
 * by the monthly job (any instance: a second run lists nobody twice) or by an administrator.
 */
export async function runRetentionReview(ctx: AppContext): Promise<{ reviewMonth: string; listed: number }> {
  const { db } = ctx.database;
  const today = ctx.clock.today();
  const reviewMonth = reviewMonthOf(today);
  const { years } = await readRetentionSettings(db);
  // Nobody whose profile changed since the cut-off can be due: the cheap part of the rule first.
  const cutoff = yearsBefore(today, years);
  let listed = 0;
  for (let after = 0; ;) {
    const page = await retentionFacts(
      db,
      sql`c.id > ${after} and c.id in (select id from customers where id > ${after}
            and anonymized_at is null and (updated_at at time zone 'America/Toronto')::date <= ${cutoff}
            order by id limit ${PAGE})`,
    );
    if (page.length === 0) break;
    after = page[page.length - 1].id;
    const due = page.filter((facts) => dueForRetentionReview(facts, today, years));
    if (due.length > 0) {
      const inserted = await db
        .insert(retentionReviews)
        .values(due.map((facts) => ({ reviewMonth, customerId: facts.id, lastActivity: facts.lastActivity })))
        .onConflictDoNothing()
        .returning({ id: retentionReviews.id });
      listed += inserted.length;
    }
  }
  return { reviewMonth, listed };
}

const columns = {
  review: retentionReviews,
  customerNumber: customers.customerNumber,
  firstName: customers.firstName,
  lastName: customers.lastName,
  decidedByName: users.displayName,
};

const recordOf = (row: {
  review: typeof retentionReviews.$inferSelect;
  customerNumber: number;
  firstName: string;
  lastName: string;
  decidedByName: string | null;
}): RetentionReviewRecord => ({
  id: row.review.id,
  reviewMonth: row.review.reviewMonth,
  customerId: row.review.customerId,
  customerNumber: row.customerNumber,
  name: `${row.firstName} ${row.lastName}`.trim(),
  lastActivity: row.review.lastActivity,
  status: row.review.status,
  decidedBy: row.decidedByName,
  decidedAt: row.review.decidedAt?.toISOString() ?? null,
  reason: row.review.reason,
  anonymizedAt: row.review.anonymizedAt?.toISOString() ?? null,
});

/** The review's lines, newest month first, the oldest activity first within it. */
export async function listRetentionReviews(
  ctx: AppContext,
  query: ListQuery<{ status?: RetentionReviewStatus; reviewMonth?: string }>,
) {
  const { status, reviewMonth } = query.filter;
  const where = and(
    status ? eq(retentionReviews.status, status) : undefined,
    reviewMonth ? eq(retentionReviews.reviewMonth, reviewMonth) : undefined,
  );
  const { db } = ctx.database;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(columns)
      .from(retentionReviews)
      .innerJoin(customers, eq(customers.id, retentionReviews.customerId))
      .leftJoin(users, eq(users.id, retentionReviews.decidedBy))
      .where(where)
      .orderBy(
        desc(retentionReviews.reviewMonth),
        query.sortOrder === 'DESC' ? desc(retentionReviews.lastActivity) : retentionReviews.lastActivity,
        retentionReviews.id,
      )
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(retentionReviews)
      .where(where),
  ]);
  return { rows: rows.map(recordOf), total };
}

/** Lines of the review, locked, each still waiting for a decision (else 420). */
async function dueLines(tx: Tx, ids: number[]) {
  const rows = await tx
    .select()
    .from(retentionReviews)
    .where(inArray(retentionReviews.id, ids))
    .orderBy(retentionReviews.id)
    .for('update');
  if (rows.length !== new Set(ids).size) throw notFound();
  if (rows.some((row) => row.status !== 'DUE')) throw refuse('RETENTION_ALREADY_DECIDED');
  return rows;
}

/**
 * An administrator confirms the lines: the anonymization job erases each (a customer who has an
 * open file by then is left, its line kept for the next review). Audited per customer.
 */
export async function confirmAnonymization(ctx: AppContext, actor: { id: number }, ids: number[]) {
  return ctx.database.db.transaction(async (tx) => {
    const rows = await dueLines(tx, ids);
    const decidedAt = ctx.clock.now();
    await tx
      .update(retentionReviews)
      .set({ status: 'CONFIRMED', decidedBy: actor.id, decidedAt })
      .where(inArray(retentionReviews.id, ids));
    for (const row of rows)
      await audit(tx, {
        actorId: actor.id,
        action: 'customer.anonymization-confirmed',
        entity: 'customer',
        entityId: row.customerId,
        after: { reviewMonth: row.reviewMonth, lastActivity: row.lastActivity },
      });
    return { confirmed: rows.length };
  });
}

/** An administrator keeps one person's information, with the reason: listed again next month. */
export async function keepCustomer(ctx: AppContext, actor: { id: number }, id: number, reason: string) {
  return ctx.database.db.transaction(async (tx) => {
    const [row] = await dueLines(tx, [id]);
    await tx
      .update(retentionReviews)
      .set({ status: 'KEPT', decidedBy: actor.id, decidedAt: ctx.clock.now(), reason })
      .where(eq(retentionReviews.id, id));
    await audit(tx, {
      actorId: actor.id,
      action: 'customer.retention-kept',
      entity: 'customer',
      entityId: row.customerId,
      after: { reviewMonth: row.reviewMonth, reason },
    });
    return { kept: 1 };
  });
}
