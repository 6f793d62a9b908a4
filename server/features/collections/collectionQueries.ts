import { and, asc, desc, eq, gte, inArray, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { CollectionDegree } from '../../../domain/collectionDegrees';
import {
  COLLECTION_QUEUES,
  DEFAULT_CONTACT_PACING,
  pacingWarning,
  pacingWindowStart,
  type CollectionQueue,
} from '../../../domain/collections';
import { readCollectionDegrees } from './collectionArrears';
import type {
  CollectionFileListRecord,
  CollectionFileRecord,
  CollectionListFilter,
} from '../../../domain/collectionRecords';
import { calendarOf } from '../loans/loanState';
import type { AppContext } from '../../context';
import {
  collectionFileEvents,
  collectionFiles,
  customers,
  loanConfiguration,
  loans,
  paymentAgreements,
  users,
} from '../../db/schema';
import { runListPage } from '../../db/listPages';
import { contains, type Reader } from '../../db/searchConditions';
import { notFound } from '../../http/errors';
import { DEFAULT_TOTAL_CAP, type ListQuery } from '../../http/listQuery';

const SORT_COLUMNS = {
  amountOwed: collectionFiles.amountOwedCents,
  daysPastDue: collectionFiles.daysPastDue,
  followUpOn: collectionFiles.followUpOn,
  openedOn: collectionFiles.openedOn,
  lastReturnOn: collectionFiles.lastReturnOn,
  expectedTransferOn: collectionFiles.expectedTransferOn,
  id: collectionFiles.id,
};

/** A search's total is exact up to this many (as the other lists' searches). */
const SEARCH_TOTAL_CAP = 1_000;

const open = ne(collectionFiles.status, 'SETTLED');

/** Each queue in SQL: the same rule as domain `inQueue` (a test ties them). */
export function queueCondition(queue: CollectionQueue, today: string): SQL | undefined {
  switch (queue) {
    case 'all':
      return undefined;
    case 'open':
      return open;
    case 'today':
      return and(open, eq(collectionFiles.lastReturnOn, today));
    case 'followup':
      return and(open, or(eq(collectionFiles.status, 'FOLLOW_UP'), lte(collectionFiles.followUpOn, today)));
    case 'interac':
      return and(open, eq(collectionFiles.agreement, 'INTERAC_TRANSFER'), eq(collectionFiles.promiseState, 'PENDING'));
    case 'waiting':
      return eq(collectionFiles.status, 'WAITING_RESPONSE');
  }
}

const listColumns = {
  file: collectionFiles,
  loanNumber: loans.loanNumber,
  customerNumber: customers.customerNumber,
  firstName: customers.firstName,
  lastName: customers.lastName,
  phone: customers.homePhone,
  cell: customers.cellPhone,
  email: customers.email,
  province: customers.province,
  assignedName: users.displayName,
};
type ListRow = {
  file: typeof collectionFiles.$inferSelect;
  loanNumber: number;
  customerNumber: number;
  firstName: string;
  lastName: string;
  phone: string | null;
  cell: string | null;
  email: string | null;
  province: string | null;
  assignedName: string | null;
};

function conditionsOf(filter: CollectionListFilter, today: string) {
  const own: (SQL | undefined)[] = [queueCondition(filter.queue ?? 'open', today)];
  if (filter.status !== undefined) own.push(eq(collectionFiles.status, filter.status));
  if (filter.degree !== undefined) own.push(eq(collectionFiles.degree, filter.degree));
  if (filter.reason !== undefined) own.push(eq(collectionFiles.reason, filter.reason));
  if (filter.assignedTo !== undefined)
    own.push(
      filter.assignedTo === 0 ? isNull(collectionFiles.assignedTo) : eq(collectionFiles.assignedTo, filter.assignedTo),
    );
  if (filter.loanId !== undefined) own.push(eq(collectionFiles.loanId, filter.loanId));
  if (filter.customerId !== undefined) own.push(eq(collectionFiles.customerId, filter.customerId));
  if (filter.id !== undefined) own.push(inArray(collectionFiles.id, filter.id));
  if (filter.province !== undefined) own.push(eq(collectionFiles.province, filter.province));
  // The search reads the customer and the loan: those lists join them to count.
  const joined: SQL[] = [];
  if (filter.q !== undefined) {
    const term = filter.q;
    const number = /^\d{1,15}$/.test(term) ? Number(term) : null;
    joined.push(
      or(
        contains(customers.lastNameSearch, term),
        contains(customers.firstNameSearch, term),
        ...(number === null ? [] : [eq(customers.customerNumber, number), eq(loans.loanNumber, number)]),
      )!,
    );
  }
  return {
    own: and(...own),
    all: and(...own, ...joined),
    needsJoin: joined.length > 0,
    searching: filter.q !== undefined,
  };
}

function collectionListQueries(db: Reader, query: ListQuery<CollectionListFilter>, today: string) {
  const { own, all, needsJoin, searching } = conditionsOf(query.filter, today);
  const order = query.sortOrder === 'ASC' ? asc : desc;
  const sort = [
    order(SORT_COLUMNS[query.sortField as keyof typeof SORT_COLUMNS] ?? collectionFiles.daysPastDue),
    order(collectionFiles.id),
  ];
  const joined = (from: Reader) =>
    from
      .select(listColumns)
      .from(collectionFiles)
      .innerJoin(loans, eq(loans.id, collectionFiles.loanId))
      .innerJoin(customers, eq(customers.id, collectionFiles.customerId))
      .leftJoin(users, eq(users.id, collectionFiles.assignedTo));
  // Without the customer's columns the page is picked on the file's own indexes, then its rows joined.
  const page = db
    .select({ id: collectionFiles.id })
    .from(collectionFiles)
    .where(own)
    .orderBy(...sort)
    .limit(query.limit)
    .offset(query.offset);
  const rows = needsJoin
    ? joined(db)
        .where(all)
        .orderBy(...sort)
        .limit(query.limit)
        .offset(query.offset)
    : joined(db)
        .where(inArray(collectionFiles.id, page))
        .orderBy(...sort);
  const cap = searching ? SEARCH_TOTAL_CAP : DEFAULT_TOTAL_CAP;
  const matches = needsJoin
    ? db
        .select({ one: sql`1` })
        .from(collectionFiles)
        .innerJoin(loans, eq(loans.id, collectionFiles.loanId))
        .innerJoin(customers, eq(customers.id, collectionFiles.customerId))
        .where(all)
    : db
        .select({ one: sql`1` })
        .from(collectionFiles)
        .where(own);
  const count = db.select({ counted: sql<number>`count(*)::int` }).from(matches.limit(cap + 1).as('bounded'));
  return { rows, count, cap, search: searching ? { matches } : undefined };
}

function toListRecord(row: ListRow, degrees: readonly CollectionDegree[]): CollectionFileListRecord {
  const { file } = row;
  const degree = file.degree === null ? undefined : degrees[file.degree];
  return {
    id: file.id,
    loanId: file.loanId,
    loanNumber: row.loanNumber,
    customerId: file.customerId,
    customerNumber: row.customerNumber,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    cell: row.cell,
    email: row.email,
    province: row.province,
    status: file.status,
    reason: file.reason,
    amountOwed: file.amountOwedCents,
    daysPastDue: file.daysPastDue,
    since: file.since,
    lastPaymentDate: file.lastPaymentDate,
    degree: file.degree,
    degreeNameFr: degree?.nameFr ?? null,
    degreeNameEn: degree?.nameEn ?? null,
    agreement: file.agreement,
    promiseState: file.promiseState,
    expectedTransferOn: file.expectedTransferOn,
    expectedAmount: file.expectedAmountCents,
    actualTransferOn: file.actualTransferOn,
    followUpOn: file.followUpOn,
    latestNote: file.latestNote,
    stepsChecked: file.stepsChecked,
    assignedTo: file.assignedTo,
    assignedName: row.assignedName,
    openedOn: file.openedOn,
    lastReturnOn: file.lastReturnOn,
    settledOn: file.settledOn,
    version: file.version,
  };
}

/** A page of a collections list (the open files by default), most days past due first unless sorted otherwise. */
export async function listCollectionFiles(ctx: AppContext, query: ListQuery<CollectionListFilter>) {
  const { db } = ctx.database;
  const today = ctx.clock.today();
  const [page, degrees] = await Promise.all([
    runListPage(db, (reader) => collectionListQueries(reader, query, today), query),
    readCollectionDegrees(db),
  ]);
  return { rows: page.rows.map((row) => toListRecord(row, degrees)), total: page.total };
}

/** The sidebar's counts, each bounded (exact up to the cap, then "cap+"), in one round trip. */
export async function countCollectionQueues(ctx: AppContext) {
  const { db } = ctx.database;
  const today = ctx.clock.today();
  const cap = DEFAULT_TOTAL_CAP;
  const counts = await Promise.all(
    COLLECTION_QUEUES.map(async (queue) => {
      const matches = db
        .select({ one: sql`1` })
        .from(collectionFiles)
        .where(queueCondition(queue, today));
      const [row] = await db.select({ counted: sql<number>`count(*)::int` }).from(matches.limit(cap + 1).as('bounded'));
      return [queue, row.counted] as const;
    }),
  );
  return { counts: Object.fromEntries(counts) as Record<CollectionQueue, number>, cap };
}

/** A file whole: its list fields, its history oldest first, and the pacing rule for contacting its borrower today. */
export async function getCollectionFile(ctx: AppContext, id: number): Promise<CollectionFileRecord> {
  const { db } = ctx.database;
  const today = ctx.clock.today();
  const [[row], history, degrees, agreements] = await Promise.all([
    db
      .select(listColumns)
      .from(collectionFiles)
      .innerJoin(loans, eq(loans.id, collectionFiles.loanId))
      .innerJoin(customers, eq(customers.id, collectionFiles.customerId))
      .leftJoin(users, eq(users.id, collectionFiles.assignedTo))
      .where(eq(collectionFiles.id, id)),
    db
      .select({
        id: collectionFileEvents.id,
        kind: collectionFileEvents.kind,
        detail: collectionFileEvents.detail,
        actorName: users.displayName,
        occurredAt: collectionFileEvents.occurredAt,
      })
      .from(collectionFileEvents)
      .leftJoin(users, eq(users.id, collectionFileEvents.actorId))
      .where(eq(collectionFileEvents.fileId, id))
      .orderBy(asc(collectionFileEvents.id)),
    readCollectionDegrees(db),
    db
      .select({ id: paymentAgreements.id, status: paymentAgreements.status })
      .from(paymentAgreements)
      .where(eq(paymentAgreements.fileId, id))
      .orderBy(desc(paymentAgreements.id)),
  ]);
  if (!row) throw notFound();
  return {
    ...toListRecord(row, degrees),
    agreements,
    history: history.map((event) => ({ ...event, occurredAt: event.occurredAt.toISOString() })),
    pacing: await contactPacingOf(db, { customerId: row.file.customerId, province: row.province }, today),
  };
}

/**
 * The lender's pacing rule for contacting a borrower today (what the file shows, and what logging a
 * contact checks): contacts in the last seven days, the configured limit, and the warning if any.
 */
export async function contactPacingOf(
  db: Reader,
  borrower: { customerId: number; province: string | null },
  today: string,
) {
  const [[terms], contactDays] = await Promise.all([
    db
      .select({
        contactsPerWeek: loanConfiguration.contactsPerWeek,
        noContactOnHolidays: loanConfiguration.noContactOnHolidays,
      })
      .from(loanConfiguration),
    contactDaysOfCustomer(db, borrower.customerId, today),
  ]);
  const pacing = terms ?? DEFAULT_CONTACT_PACING;
  const holiday = calendarOf({ province: borrower.province }).holidayName(today) !== undefined;
  return {
    contactsThisWeek: contactDays.length,
    contactsPerWeek: pacing.contactsPerWeek,
    warning: pacingWarning(contactDays, today, holiday, pacing),
  };
}

/** The days of the last seven the borrower was contacted, from any of their files (one per contact). */
async function contactDaysOfCustomer(db: Reader, customerId: number, today: string): Promise<string[]> {
  const rows = await db
    .select({ day: collectionFileEvents.businessDay })
    .from(collectionFileEvents)
    .innerJoin(collectionFiles, eq(collectionFiles.id, collectionFileEvents.fileId))
    .where(
      and(
        eq(collectionFiles.customerId, customerId),
        eq(collectionFileEvents.kind, 'CONTACT'),
        gte(collectionFileEvents.businessDay, pacingWindowStart(today)),
      ),
    );
  return rows.map((row) => row.day);
}
