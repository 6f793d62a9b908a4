import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AgreementPaymentListFilter, AgreementRecord } from '../../../domain/agreementRecords';
import type { AppContext } from '../../context';
import { agreementPayments, customers, loanPayments, loans, paymentAgreements } from '../../db/schema';
import { runListPage } from '../../db/listPages';
import { contains, type Reader } from '../../db/searchConditions';
import { notFound } from '../../http/errors';
import { DEFAULT_TOTAL_CAP, type ListQuery } from '../../http/listQuery';

/** An agreement whole: its borrower and loan, and its payments in order. */
export async function getAgreement(ctx: AppContext, id: number): Promise<AgreementRecord> {
  const { db } = ctx.database;
  const [[row], payments] = await Promise.all([
    db
      .select({
        agreement: paymentAgreements,
        loanNumber: loans.loanNumber,
        province: loans.province,
        firstName: customers.firstName,
        lastName: customers.lastName,
      })
      .from(paymentAgreements)
      .innerJoin(loans, eq(loans.id, paymentAgreements.loanId))
      .innerJoin(customers, eq(customers.id, paymentAgreements.customerId))
      .where(eq(paymentAgreements.id, id)),
    db
      .select({ payment: agreementPayments, presented: loanPayments.presented })
      .from(agreementPayments)
      .leftJoin(loanPayments, eq(loanPayments.id, agreementPayments.paymentLineId))
      .where(eq(agreementPayments.agreementId, id))
      .orderBy(asc(agreementPayments.number)),
  ]);
  if (!row) throw notFound();
  const { agreement } = row;
  return {
    id: agreement.id,
    fileId: agreement.fileId,
    loanId: agreement.loanId,
    loanNumber: row.loanNumber,
    customerId: agreement.customerId,
    firstName: row.firstName,
    lastName: row.lastName,
    province: row.province,
    status: agreement.status,
    method: agreement.method,
    scope: agreement.scope,
    total: agreement.totalCents,
    deposited: payments
      .filter(({ payment }) => payment.status === 'DEPOSITED')
      .reduce((sum, { payment }) => sum + payment.amountCents, 0),
    createdAt: agreement.createdAt.toISOString(),
    version: agreement.version,
    payments: payments.map(({ payment, presented }) => ({
      id: payment.id,
      number: payment.number,
      date: payment.dueDate,
      amount: payment.amountCents,
      status: payment.status,
      depositedOn: payment.depositedOn,
      presented: presented ?? false,
    })),
  };
}

const SORT_COLUMNS = {
  date: agreementPayments.dueDate,
  amount: agreementPayments.amountCents,
  id: agreementPayments.id,
};

function agreementPaymentQueries(db: Reader, query: ListQuery<AgreementPaymentListFilter>) {
  const { filter } = query;
  const conditions: (SQL | undefined)[] = [];
  if (filter.status) conditions.push(eq(agreementPayments.status, filter.status));
  if (filter.agreementStatus) conditions.push(eq(paymentAgreements.status, filter.agreementStatus));
  if (filter.agreementId) conditions.push(eq(agreementPayments.agreementId, filter.agreementId));
  if (filter.fileId) conditions.push(eq(paymentAgreements.fileId, filter.fileId));
  if (filter.id) conditions.push(inArray(agreementPayments.id, filter.id));
  if (filter.q) {
    const number = /^\d{1,9}$/.test(filter.q) ? Number(filter.q) : null;
    conditions.push(
      or(
        contains(customers.lastNameSearch, filter.q),
        contains(customers.firstNameSearch, filter.q),
        ...(number === null ? [] : [eq(paymentAgreements.fileId, number)]),
      ),
    );
  }
  const where = and(...conditions);
  const order = query.sortOrder === 'ASC' ? asc : desc;
  const joined = (columns: Parameters<Reader['select']>[0]) =>
    db
      .select(columns)
      .from(agreementPayments)
      .innerJoin(paymentAgreements, eq(paymentAgreements.id, agreementPayments.agreementId))
      .innerJoin(customers, eq(customers.id, paymentAgreements.customerId))
      .where(where);
  const rows = joined({
    id: agreementPayments.id,
    agreementId: agreementPayments.agreementId,
    fileId: paymentAgreements.fileId,
    firstName: customers.firstName,
    lastName: customers.lastName,
    date: agreementPayments.dueDate,
    amount: agreementPayments.amountCents,
    status: agreementPayments.status,
    depositedOn: agreementPayments.depositedOn,
    agreementStatus: paymentAgreements.status,
  })
    .orderBy(
      order(SORT_COLUMNS[query.sortField as keyof typeof SORT_COLUMNS] ?? agreementPayments.dueDate),
      order(agreementPayments.id),
    )
    .limit(query.limit)
    .offset(query.offset);
  const count = db.select({ counted: sql<number>`count(*)::int` }).from(
    joined({ one: sql`1` })
      .limit(DEFAULT_TOTAL_CAP + 1)
      .as('bounded'),
  );
  return { rows, count, cap: DEFAULT_TOTAL_CAP };
}

/** A page of the agreed payments (/apps/agreement/all), by day unless sorted otherwise. */
export async function listAgreementPayments(ctx: AppContext, query: ListQuery<AgreementPaymentListFilter>) {
  return runListPage(ctx.database.db, (reader) => agreementPaymentQueries(reader, query), query);
}
