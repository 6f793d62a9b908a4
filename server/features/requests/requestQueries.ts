import { and, asc, desc, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  REQUEST_QUEUES,
  REQUEST_QUEUE_NAMES,
  statusesOfQueue,
  type RequestListFilter,
  type RequestQueue,
} from '../../../domain/requests';
import { fullNameOf } from '../../../domain/customers';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { customers, requests } from '../../db/schema';
import { notFound } from '../../http/errors';
import { DEFAULT_TOTAL_CAP, type ListQuery, type ListTotal } from '../../http/listQuery';
import { runListPage } from '../../db/listPages';
import { contains as like, emailContains, withinLenderDays, type Reader } from '../../db/searchConditions';

/** A request as listed and shown: its own fields and the applicant's, read from the customer. */
export const requestColumns = {
  id: requests.id,
  customerId: requests.customerId,
  status: requests.status,
  requestedAmountCents: requests.requestedAmountCents,
  approvedAmountCents: requests.approvedAmountCents,
  denialReason: requests.denialReason,
  origin: requests.origin,
  ibvStatus: requests.ibvStatus,
  duplicateOfCustomerId: requests.duplicateOfCustomerId,
  // Staff know a customer by number, never by the row id (the duplicate banner names it).
  duplicateOfCustomerNumber: sql<
    number | null
  >`(select d.customer_number from customers d where d.id = ${requests.duplicateOfCustomerId})`.mapWith(Number),
  // The loan made from the request, if any (one live loan per request: loans_request_live_idx).
  loanId: sql<number | null>`(select l.id from loans l where l.request_id = ${requests.id} and l.deleted_at is null)`,
  loanNumber: sql<
    number | null
  >`(select l.loan_number from loans l where l.request_id = ${requests.id} and l.deleted_at is null)`.mapWith(Number),
  createdBy: requests.createdBy,
  statusChangedAt: requests.statusChangedAt,
  version: requests.version,
  createdAt: requests.createdAt,
  updatedAt: requests.updatedAt,
  customerNumber: customers.customerNumber,
  firstName: customers.firstName,
  lastName: customers.lastName,
  email: customers.email,
  city: customers.city,
  province: customers.province,
  phone: customers.homePhone,
  cell: customers.cellPhone,
};

export type RequestRow = NonNullable<Awaited<ReturnType<typeof findRequest>>>;

export const toRequestRecord = (row: RequestRow) => ({
  ...row,
  fullName: fullNameOf(row),
  statusChangedAt: row.statusChangedAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
export type RequestRecord = ReturnType<typeof toRequestRecord>;

const SORTS: Record<string, AnyColumn[]> = {
  id: [requests.id],
  createdAt: [requests.createdAt, requests.id],
  requestedAmountCents: [requests.requestedAmountCents, requests.id],
};
export const REQUEST_SORTABLE = Object.keys(SORTS);
const SEARCH_TOTAL_CAP = 1_000;

export function requestListWhere(filter: RequestListFilter): { where: SQL | undefined; searching: boolean } {
  const conditions: SQL[] = [];
  const queueStatuses = filter.queue ? statusesOfQueue(filter.queue) : undefined;
  if (queueStatuses) conditions.push(inArray(requests.status, [...queueStatuses]));
  if (filter.status)
    conditions.push(inArray(requests.status, Array.isArray(filter.status) ? filter.status : [filter.status]));
  conditions.push(...withinLenderDays(requests.createdAt, filter.createdFrom, filter.createdTo));
  if (filter.amount !== undefined) conditions.push(eq(requests.requestedAmountCents, filter.amount));
  if (filter.origin) conditions.push(eq(requests.origin, filter.origin));
  if (filter.ibvStatus) conditions.push(eq(requests.ibvStatus, filter.ibvStatus));
  if (filter.customerId !== undefined) conditions.push(eq(requests.customerId, filter.customerId));
  if (filter.id) conditions.push(inArray(requests.id, filter.id.length ? filter.id : [-1]));
  const searches: SQL[] = [];
  if (filter.firstName) searches.push(like(customers.firstNameSearch, filter.firstName));
  if (filter.lastName) searches.push(like(customers.lastNameSearch, filter.lastName));
  if (filter.email) searches.push(emailContains(customers.emailSearch, filter.email));
  return { where: and(...conditions, ...searches), searching: searches.length > 0 };
}

/** The page's queries (rows, bounded count, a search's matches to estimate): the service's and the bench's. */
export function requestListQueries(db: Reader, query: ListQuery<RequestListFilter>) {
  const { where, searching } = requestListWhere(query.filter);
  const order = query.sortOrder === 'ASC' ? asc : desc;
  const cap = searching ? SEARCH_TOTAL_CAP : DEFAULT_TOTAL_CAP;
  const rows = db
    .select(requestColumns)
    .from(requests)
    .innerJoin(customers, eq(customers.id, requests.customerId))
    .where(where)
    .orderBy(...SORTS[query.sortField].map((column) => order(column)))
    .limit(query.limit)
    .offset(query.offset);
  const matches = searching
    ? db
        .select({ one: sql`1` })
        .from(requests)
        .innerJoin(customers, eq(customers.id, requests.customerId))
        .where(where)
    : db
        .select({ one: sql`1` })
        .from(requests)
        .where(where);
  const count = db.select({ counted: sql<number>`count(*)::int` }).from(matches.limit(cap + 1).as('bounded'));
  return { rows, count, cap, search: searching ? { matches } : undefined };
}

export async function listRequests(
  ctx: AppContext,
  query: ListQuery<RequestListFilter>,
): Promise<{ rows: RequestRecord[]; total: ListTotal }> {
  const page = await runListPage(ctx.database.db, (reader) => requestListQueries(reader, query), query);
  return { rows: page.rows.map(toRequestRecord), total: page.total };
}

export async function findRequest(db: Pick<Db, 'select'>, id: number) {
  const [row] = await db
    .select(requestColumns)
    .from(requests)
    .innerJoin(customers, eq(customers.id, requests.customerId))
    .where(eq(requests.id, id));
  return row;
}

export async function getRequest(ctx: AppContext, id: number): Promise<RequestRecord> {
  const row = await findRequest(ctx.database.db, id);
  if (!row) throw notFound();
  return toRequestRecord(row);
}

/**
 * The sidebar counts (spec §2), one round trip: each counted up to 10,000 on the status index
 * (an index-only scan), so a count above that reads 10,001 ("10 000+") and never costs more.
 */
export async function countRequestsByQueue(
  ctx: AppContext,
): Promise<{ counts: Record<RequestQueue, number>; cap: number }> {
  const cap = DEFAULT_TOTAL_CAP;
  const countOf = (queue: RequestQueue) => {
    const statuses = REQUEST_QUEUES[queue];
    const where = statuses ? sql`where ${requests.status} in ${[...statuses]}` : sql``;
    return sql`(select count(*)::int from (select 1 from ${requests} ${where} limit ${cap + 1}) as bounded) as ${sql.identifier(queue)}`;
  };
  const [row] = await ctx.database.db.execute<Record<RequestQueue, number>>(
    sql`select ${sql.join(REQUEST_QUEUE_NAMES.map(countOf), sql`, `)}`,
  );
  return {
    counts: Object.fromEntries(REQUEST_QUEUE_NAMES.map((queue) => [queue, Number(row[queue])])) as Record<
      RequestQueue,
      number
    >,
    cap,
  };
}
