import { and, asc, desc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DepositListFilter, DepositRecord } from '../../../domain/depositRecords';
import { depositActionReasons, depositActions, PROVIDER_TRANSACTION_TYPES } from '../../../domain/deposits';
import type { AppContext } from '../../context';
import { customers, depositEvents, deposits, eftFiles, loans, users } from '../../db/schema';
import { runListPage } from '../../db/listPages';
import { contains, withinLenderDays, type Reader } from '../../db/searchConditions';
import { notFound } from '../../http/errors';
import { DEFAULT_TOTAL_CAP, type ListQuery } from '../../http/listQuery';
import { depositSituation } from './depositPayout';

const SORT_COLUMNS = {
  createdAt: deposits.createdAt,
  amount: deposits.amountCents,
  status: deposits.status,
  id: deposits.id,
};

/** A search's total is exact up to this many (as the customers' and requests' searches). */
const SEARCH_TOTAL_CAP = 1_000;

const iso = (instant: Date | null) => (instant ? instant.toISOString() : null);

const listColumns = {
  id: deposits.id,
  loanId: deposits.loanId,
  loanNumber: loans.loanNumber,
  customerId: deposits.customerId,
  customerNumber: customers.customerNumber,
  firstName: customers.firstName,
  lastName: customers.lastName,
  account: deposits.account,
  amount: deposits.amountCents,
  status: deposits.status,
  paymentStatus: deposits.paymentStatus,
  provider: deposits.provider,
  transactionType: deposits.transactionType,
  transactionId: deposits.transactionId,
  manual: deposits.manual,
  errorKey: deposits.errorKey,
  errorParams: deposits.errorParams,
  createdAt: deposits.createdAt,
  startedAt: deposits.startedAt,
  completedAt: deposits.completedAt,
  version: deposits.version,
};

function conditionsOf(filter: DepositListFilter): { where: SQL | undefined; searching: boolean } {
  const conditions: SQL[] = [isNull(deposits.withdrawnAt)];
  if (filter.status !== undefined)
    conditions.push(inArray(deposits.status, Array.isArray(filter.status) ? filter.status : [filter.status]));
  if (filter.paymentStatus !== undefined) conditions.push(eq(deposits.paymentStatus, filter.paymentStatus));
  if (filter.provider !== undefined) conditions.push(eq(deposits.provider, filter.provider));
  if (filter.transactionType !== undefined) conditions.push(eq(deposits.transactionType, filter.transactionType));
  if (filter.sent !== undefined)
    conditions.push(filter.sent ? isNotNull(deposits.startedAt) : isNull(deposits.startedAt));
  if (filter.loanId !== undefined) conditions.push(eq(deposits.loanId, filter.loanId));
  if (filter.customerId !== undefined) conditions.push(eq(deposits.customerId, filter.customerId));
  if (filter.id !== undefined) conditions.push(inArray(deposits.id, filter.id));
  conditions.push(...withinLenderDays(deposits.createdAt, filter.createdFrom, filter.createdTo));
  if (filter.q === undefined) return { where: and(...conditions), searching: false };
  const term = filter.q;
  const number = /^\d{1,15}$/.test(term) ? Number(term) : null;
  const search = or(
    contains(customers.lastNameSearch, term),
    contains(customers.firstNameSearch, term),
    ...(number === null ? [] : [eq(customers.customerNumber, number), eq(loans.loanNumber, number)]),
  )!;
  return { where: and(...conditions, search), searching: true };
}

/** The page's queries (rows, bounded count, a search's matches to estimate). */
function depositListQueries(db: Reader, query: ListQuery<DepositListFilter>) {
  const { where, searching } = conditionsOf(query.filter);
  const order = query.sortOrder === 'ASC' ? asc : desc;
  const cap = searching ? SEARCH_TOTAL_CAP : DEFAULT_TOTAL_CAP;
  const sort = [
    order(SORT_COLUMNS[query.sortField as keyof typeof SORT_COLUMNS] ?? deposits.createdAt),
    order(deposits.id),
  ];
  const joined = (from: Reader) =>
    from
      .select(listColumns)
      .from(deposits)
      .innerJoin(loans, eq(loans.id, deposits.loanId))
      .innerJoin(customers, eq(customers.id, deposits.customerId));
  // Without a search the page is picked on the deposit's own index first, then its 25 rows joined:
  // a page deep in the list does not join every row it skips.
  const page = db
    .select({ id: deposits.id })
    .from(deposits)
    .where(where)
    .orderBy(...sort)
    .limit(query.limit)
    .offset(query.offset);
  const rows = searching
    ? joined(db)
        .where(where)
        .orderBy(...sort)
        .limit(query.limit)
        .offset(query.offset)
    : joined(db)
        .where(inArray(deposits.id, page))
        .orderBy(...sort);
  // Without a search the filters are the deposit's own columns: counted on its indexes alone.
  const matches = searching
    ? db
        .select({ one: sql`1` })
        .from(deposits)
        .innerJoin(loans, eq(loans.id, deposits.loanId))
        .innerJoin(customers, eq(customers.id, deposits.customerId))
        .where(where)
    : db
        .select({ one: sql`1` })
        .from(deposits)
        .where(where);
  const count = db.select({ counted: sql<number>`count(*)::int` }).from(matches.limit(cap + 1).as('bounded'));
  return { rows, count, cap, search: searching ? { matches } : undefined };
}

/** A page of the deposits list, newest first unless sorted otherwise; its total bounded as the other lists'. */
export async function listDeposits(ctx: AppContext, query: ListQuery<DepositListFilter>) {
  const page = await runListPage(ctx.database.db, (reader) => depositListQueries(reader, query), query);
  return { rows: page.rows.map(toListRecord), total: page.total };
}

type ListRow = Omit<typeof deposits.$inferSelect, 'amountCents'> & {
  amount: number;
  loanNumber: number;
  customerNumber: number;
  firstName: string;
  lastName: string;
};

function toListRecord(row: Pick<ListRow, keyof typeof listColumns>) {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    startedAt: iso(row.startedAt),
    completedAt: iso(row.completedAt),
  };
}

/** Everything the deposit screen shows: spec §3's fields, the actions open now, its history and its EFT file. */
export async function getDepositDetail(ctx: AppContext, id: number): Promise<DepositRecord> {
  const { db } = ctx.database;
  const [[row], events] = await Promise.all([
    db
      .select({
        deposit: deposits,
        loanNumber: loans.loanNumber,
        loanStatus: loans.status,
        loanDeleted: loans.deletedAt,
        customerNumber: customers.customerNumber,
        firstName: customers.firstName,
        lastName: customers.lastName,
        email: customers.email,
        transit: customers.bankTransit,
        institution: customers.bankInstitution,
        account: customers.bankAccount,
      })
      .from(deposits)
      .innerJoin(loans, eq(loans.id, deposits.loanId))
      .innerJoin(customers, eq(customers.id, deposits.customerId))
      .where(eq(deposits.id, id)),
    db
      .select({
        id: depositEvents.id,
        kind: depositEvents.kind,
        detail: depositEvents.detail,
        actorName: users.displayName,
        occurredAt: depositEvents.occurredAt,
      })
      .from(depositEvents)
      .leftJoin(users, eq(users.id, depositEvents.actorId))
      .where(eq(depositEvents.depositId, id))
      .orderBy(asc(depositEvents.occurredAt), asc(depositEvents.id)),
  ]);
  if (!row || row.loanDeleted) throw notFound();
  const { deposit } = row;
  const [[file], situation] = await Promise.all([
    deposit.eftFileId ? db.select().from(eftFiles).where(eq(eftFiles.id, deposit.eftFileId)) : [undefined],
    depositSituation(db, deposit, { status: row.loanStatus, deletedAt: row.loanDeleted }),
  ]);
  return {
    ...toListRecord({
      ...deposit,
      amount: deposit.amountCents,
      loanNumber: row.loanNumber,
      customerNumber: row.customerNumber,
      firstName: row.firstName,
      lastName: row.lastName,
    }),
    processedAt: iso(deposit.processedAt),
    cancelRequestedAt: iso(deposit.cancelRequestedAt),
    cutoffAt: iso(deposit.cutoffAt),
    interacEmail: deposit.interacEmail,
    question: deposit.question,
    answer: deposit.answer,
    confirmationCode: deposit.confirmationCode,
    transit: deposit.transit,
    institution: deposit.institution,
    memo: deposit.memo,
    cancellationFee: deposit.cancellationFeeCents,
    attempt: deposit.attempt,
    customerBank: { transit: row.transit, institution: row.institution, account: row.account },
    customerEmail: row.email,
    loanStatus: row.loanStatus,
    actions: depositActions(situation),
    actionReasons: depositActionReasons(situation),
    transactionTypes: [...PROVIDER_TRANSACTION_TYPES[deposit.provider]],
    events: events.map((event) => ({ ...event, occurredAt: event.occurredAt.toISOString() })),
    eftFile: file
      ? {
          id: file.id,
          provider: file.provider,
          creationNumber: file.creationNumber,
          businessDate: file.businessDate,
          cutoffAt: file.cutoffAt.toISOString(),
          status: file.status,
          creditCount: file.creditCount,
          creditCents: file.creditCents,
          debitCount: file.debitCount,
          debitCents: file.debitCents,
          providerReference: file.providerReference,
          submittedAt: iso(file.submittedAt),
        }
      : null,
  };
}

/** A stored CPA-005 file, as downloaded from the deposits screen. */
export async function eftFileContent(ctx: AppContext, id: number) {
  const [file] = await ctx.database.db.select().from(eftFiles).where(eq(eftFiles.id, id));
  if (!file) throw notFound();
  return {
    name: `cpa005-${file.provider.toLowerCase()}-${String(file.creationNumber).padStart(4, '0')}.txt`,
    content: file.content,
  };
}
