import { and, asc, desc, eq, inArray, isNull, notExists, sql, type SQL } from 'drizzle-orm';
import type { LoanListFilter } from '../../../domain/loanQueries';
import { addDays } from '../../../domain/calendarDates';
import type { AppContext } from '../../context';
import { customers, loanLedgerEntries, loans, requests, users } from '../../db/schema';
import type { ListQuery } from '../../http/listQuery';
import { withinLenderDays } from '../../db/searchConditions';
import { readLoanConfiguration } from './loanConfigurationStore';
import { calendarOf } from './loanState';

const SORT_COLUMNS = {
  createdAt: loans.createdAt,
  loanNumber: loans.loanNumber,
  amount: loans.amountCents,
  status: loans.status,
  id: loans.id,
};

/** The users who made loans, for the loans list's agent filter (readable by whoever may view loans). */
export async function loanAgents(ctx: AppContext) {
  return ctx.database.db
    .selectDistinct({ id: users.id, name: users.displayName })
    .from(loans)
    .innerJoin(users, eq(users.id, loans.agentId))
    .where(isNull(loans.deletedAt))
    .orderBy(asc(users.displayName));
}

/** A page of loans (never the deleted ones), with their balance and total owing from the ledger. */
export async function listLoans(ctx: AppContext, query: ListQuery<LoanListFilter>) {
  const { db } = ctx.database;
  const { filter } = query;
  const conditions: SQL[] = [isNull(loans.deletedAt)];
  if (filter.customerId !== undefined) conditions.push(eq(loans.customerId, filter.customerId));
  if (filter.requestId !== undefined) conditions.push(eq(loans.requestId, filter.requestId));
  if (filter.status !== undefined)
    conditions.push(inArray(loans.status, Array.isArray(filter.status) ? filter.status : [filter.status]));
  if (filter.id !== undefined) conditions.push(inArray(loans.id, filter.id));
  if (filter.agentId !== undefined) conditions.push(eq(loans.agentId, filter.agentId));
  if (filter.paymentProvider !== undefined) conditions.push(eq(loans.paymentProvider, filter.paymentProvider));
  conditions.push(...withinLenderDays(loans.createdAt, filter.createdFrom, filter.createdTo));
  const where = and(...conditions);
  const order = query.sortOrder === 'ASC' ? asc : desc;
  // What the ledger says is owed, summed once per loan of the page (balance and total together).
  const sums = db
    .select({
      balance: sql<number>`coalesce(sum(${loanLedgerEntries.capitalCents}), 0)::bigint`.as('balance'),
      totalOwing:
        sql<number>`coalesce(sum(${loanLedgerEntries.capitalCents} + ${loanLedgerEntries.interestCents} + ${loanLedgerEntries.feesCents}), 0)::bigint`.as(
          'total_owing',
        ),
    })
    .from(loanLedgerEntries)
    .where(eq(loanLedgerEntries.loanId, loans.id))
    .as('sums');
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: loans.id,
        loanNumber: loans.loanNumber,
        customerId: loans.customerId,
        requestId: loans.requestId,
        status: loans.status,
        depositStatus: loans.depositStatus,
        amount: loans.amountCents,
        frequency: loans.frequency,
        numberOfPayments: loans.numberOfPayments,
        startDate: loans.startDate,
        endDate: loans.endDate,
        paymentProvider: loans.paymentProvider,
        apr: loans.apr,
        createdAt: loans.createdAt,
        version: loans.version,
        balance: sums.balance,
        totalOwing: sums.totalOwing,
        customerName: sql<string>`${customers.firstName} || ' ' || ${customers.lastName}`,
        agentName: users.displayName,
      })
      .from(loans)
      .innerJoin(customers, eq(customers.id, loans.customerId))
      .leftJoin(users, eq(users.id, loans.agentId))
      .leftJoinLateral(sums, sql`true`)
      .where(where)
      .orderBy(order(SORT_COLUMNS[query.sortField as keyof typeof SORT_COLUMNS] ?? loans.createdAt), order(loans.id))
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(loans)
      .where(where),
  ]);
  return {
    rows: rows.map((row) => ({
      ...row,
      balance: Number(row.balance),
      totalOwing: Number(row.totalOwing),
      createdAt: row.createdAt.toISOString(),
    })),
    total,
  };
}

/** Spec §8's "no pending requests for a new loan": the customer's accepted requests that have no loan yet. */
export async function pendingRequestsForLoan(ctx: AppContext, customerId: number) {
  const { db } = ctx.database;
  const rows = await db
    .select({
      id: requests.id,
      createdAt: requests.createdAt,
      requestedAmount: requests.requestedAmountCents,
      approvedAmount: requests.approvedAmountCents,
      status: requests.status,
    })
    .from(requests)
    .where(
      and(
        eq(requests.customerId, customerId),
        eq(requests.status, 'ACCEPTED'),
        notExists(
          db
            .select({ one: sql`1` })
            .from(loans)
            .where(and(eq(loans.requestId, requests.id), isNull(loans.deletedAt))),
        ),
      ),
    )
    .orderBy(desc(requests.createdAt));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/**
 * The loan configuration as the new-loan dialog uses it, with the first payment date it suggests:
 * the configured delay from today, on a business day of the customer's calendar.
 */
export async function loanOffer(ctx: AppContext, customerId?: number) {
  const config = await readLoanConfiguration(ctx.database.db);
  const [customer] = customerId
    ? await ctx.database.db.select({ province: customers.province }).from(customers).where(eq(customers.id, customerId))
    : [];
  const today = ctx.clock.today();
  const province = customer?.province ?? null;
  return {
    ...config,
    today,
    province,
    suggestedFirstPaymentDate: calendarOf({ province }).nextBusinessDay(addDays(today, Math.max(config.delayDays, 1))),
  };
}
