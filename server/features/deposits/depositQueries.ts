import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DepositListFilter, DepositRecord } from '../../../domain/depositRecords';
import { depositActions, PROVIDER_TRANSACTION_TYPES } from '../../../domain/deposits';
import type { AppContext } from '../../context';
import { customers, depositEvents, deposits, eftFiles, loans, users } from '../../db/schema';
import { contains, withinLenderDays } from '../../db/searchConditions';
import { notFound } from '../../http/errors';
import type { ListQuery } from '../../http/listQuery';
import { debitsSubmitted } from './depositPayout';

const SORT_COLUMNS = {
  createdAt: deposits.createdAt,
  amount: deposits.amountCents,
  status: deposits.status,
  id: deposits.id,
};

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

function conditionsOf(filter: DepositListFilter): SQL[] {
  const conditions: SQL[] = [sql`${loans.deletedAt} is null`];
  if (filter.status !== undefined)
    conditions.push(inArray(deposits.status, Array.isArray(filter.status) ? filter.status : [filter.status]));
  if (filter.paymentStatus !== undefined) conditions.push(eq(deposits.paymentStatus, filter.paymentStatus));
  if (filter.provider !== undefined) conditions.push(eq(deposits.provider, filter.provider));
  if (filter.transactionType !== undefined) conditions.push(eq(deposits.transactionType, filter.transactionType));
  if (filter.loanId !== undefined) conditions.push(eq(deposits.loanId, filter.loanId));
  if (filter.customerId !== undefined) conditions.push(eq(deposits.customerId, filter.customerId));
  if (filter.id !== undefined) conditions.push(inArray(deposits.id, filter.id));
  if (filter.q !== undefined) {
    const term = filter.q;
    const number = /^\d{1,15}$/.test(term) ? Number(term) : null;
    conditions.push(
      or(
        contains(customers.lastNameSearch, term),
        contains(customers.firstNameSearch, term),
        ...(number === null ? [] : [eq(customers.customerNumber, number), eq(loans.loanNumber, number)]),
      )!,
    );
  }
  conditions.push(...withinLenderDays(deposits.createdAt, filter.createdFrom, filter.createdTo));
  return conditions;
}

/** A page of the deposits list, newest first unless sorted otherwise. */
export async function listDeposits(ctx: AppContext, query: ListQuery<DepositListFilter>) {
  const { db } = ctx.database;
  const where = and(...conditionsOf(query.filter));
  const order = query.sortOrder === 'ASC' ? asc : desc;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(listColumns)
      .from(deposits)
      .innerJoin(loans, eq(loans.id, deposits.loanId))
      .innerJoin(customers, eq(customers.id, deposits.customerId))
      .where(where)
      .orderBy(
        order(SORT_COLUMNS[query.sortField as keyof typeof SORT_COLUMNS] ?? deposits.createdAt),
        order(deposits.id),
      )
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(deposits)
      .innerJoin(loans, eq(loans.id, deposits.loanId))
      .innerJoin(customers, eq(customers.id, deposits.customerId))
      .where(where),
  ]);
  return { rows: rows.map(toListRecord), total };
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
  const [file] = deposit.eftFileId
    ? await db.select().from(eftFiles).where(eq(eftFiles.id, deposit.eftFileId))
    : [undefined];
  const submitted = await db.transaction((tx) => debitsSubmitted(tx, deposit.loanId));
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
    actions: depositActions({
      status: deposit.status,
      paymentStatus: deposit.paymentStatus,
      debitsSubmitted: submitted,
      loanLive: row.loanStatus !== 'PENDING' && row.loanStatus !== 'DELETED',
    }),
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
