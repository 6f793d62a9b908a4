import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { addDays, type IsoDate } from '../../../domain/calendarDates';
import type { PaymentProvider } from '../../../domain/loanStatuses';
import {
  adjustmentOf,
  providerDayId,
  type DifferenceRecord,
  type ProviderDayListFilter,
  type ProviderDayRecord,
} from '../../../domain/reconciliation';
import { torontoInstant } from '../../businessClock';
import type { AppContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import type { ListQuery } from '../../http/listQuery';
import { loans } from '../loans/tables';
import { users } from '../users/tables';
import { shownUserName } from '../users/userQueries';
import { providerDays, reconciliationDifferences } from './tables';

const dayColumns = {
  provider: providerDays.provider,
  day: providerDays.day,
  status: providerDays.status,
  expectedCents: providerDays.expectedCents,
  reportedCents: providerDays.reportedCents,
  expectedItems: providerDays.expectedItems,
  reportedItems: providerDays.reportedItems,
  serviceFeesCents: providerDays.serviceFeesCents,
  transferredCents: providerDays.transferredCents,
  takenAt: providerDays.takenAt,
  reconciledAt: providerDays.reconciledAt,
  // Spelt out: drizzle names a column unqualified inside sql``, which the subquery's own columns would shadow.
  differences: sql<number>`(select count(*)::int from reconciliation_differences d
                             where d.provider = provider_days.provider and d.day = provider_days.day)`,
  unresolved: sql<number>`(select count(*)::int from reconciliation_differences d
                             where d.provider = provider_days.provider and d.day = provider_days.day
                               and d.resolution is null)`,
};

type DayRow = { [K in keyof typeof dayColumns]: unknown } & {
  provider: PaymentProvider;
  day: string;
  status: ProviderDayRecord['status'];
  takenAt: Date;
  reconciledAt: Date | null;
};

const toDayRecord = (row: DayRow): ProviderDayRecord => ({
  ...(row as unknown as ProviderDayRecord),
  id: providerDayId(row.provider, row.day),
  takenAt: row.takenAt.toISOString(),
  reconciledAt: row.reconciledAt?.toISOString() ?? null,
});

export async function readProviderDay(
  db: Db | Tx,
  provider: PaymentProvider,
  day: IsoDate,
): Promise<ProviderDayRecord | null> {
  const [row] = await db
    .select(dayColumns)
    .from(providerDays)
    .where(and(eq(providerDays.provider, provider), eq(providerDays.day, day)));
  return row ? toDayRecord(row as DayRow) : null;
}

export const PROVIDER_DAY_SORTABLE = ['day'];

/** The provider days taken, newest first: what each side said, and what is left to resolve. */
export async function listProviderDays(ctx: AppContext, query: ListQuery<ProviderDayListFilter>) {
  const { db } = ctx.database;
  const { provider, status, from, to, moved } = query.filter;
  const conditions: (SQL | undefined)[] = [
    provider ? eq(providerDays.provider, provider) : undefined,
    status ? eq(providerDays.status, status) : undefined,
    from ? gte(providerDays.day, from) : undefined,
    to ? lte(providerDays.day, to) : undefined,
    moved
      ? sql`(${providerDays.expectedItems} > 0 or ${providerDays.reportedItems} > 0
             or ${providerDays.serviceFeesCents} <> 0 or ${providerDays.transferredCents} <> 0)`
      : undefined,
  ];
  const where = and(...conditions);
  const order = query.sortOrder === 'ASC' ? asc : desc;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(dayColumns)
      .from(providerDays)
      .where(where)
      .orderBy(order(providerDays.day), asc(providerDays.provider))
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(providerDays)
      .where(where),
  ]);
  return { rows: rows.map((row) => toDayRecord(row as DayRow)), total };
}

/**
 * The loan an item of a day belongs to, read from its reference (expectedItems.ts says how each is
 * made): a debit's payment (PAY-<payment>-<attempt>), a payout the provider moved that day, a
 * cancellation fee's entry. Null for a reference Guichet does not know.
 */
const loanOfItem = (day: IsoDate) => {
  const reference = sql`reconciliation_differences.reference`;
  return sql<number | null>`coalesce(
    (select p.loan_id from loan_payments p
      where ${reference} ~ '^PAY-[0-9]+-[0-9]+$' and p.id = split_part(${reference}, '-', 2)::bigint),
    (select dep.loan_id from deposit_events e join deposits dep on dep.id = e.deposit_id
      where e.kind in ('PROVIDER_DEPOSITED', 'PROVIDER_SETTLED', 'PROVIDER_RETURNED')
        and e.occurred_at >= ${torontoInstant(day, '00:00').toISOString()}::timestamptz
        and e.occurred_at < ${torontoInstant(addDays(day, 1), '00:00').toISOString()}::timestamptz
        and e.detail->>'reference' = ${reference} limit 1),
    (select j.loan_id from journal_entries j
      where j.kind = 'DEPOSIT_CANCELLATION_FEE' and j.source_reference = ${reference} limit 1))`;
};

/** A day's differences, in the order they were found, with who resolved each and how, and their loans. */
export async function listDifferences(
  db: Db | Tx,
  provider: PaymentProvider,
  day: IsoDate,
): Promise<DifferenceRecord[]> {
  const rows = await db
    .select({ row: reconciliationDifferences, resolvedByName: shownUserName, loanId: loanOfItem(day) })
    .from(reconciliationDifferences)
    .leftJoin(users, eq(users.id, reconciliationDifferences.resolvedBy))
    .where(and(eq(reconciliationDifferences.provider, provider), eq(reconciliationDifferences.day, day)))
    .orderBy(asc(reconciliationDifferences.id));
  const loanIds = [...new Set(rows.flatMap((row) => (row.loanId === null ? [] : [Number(row.loanId)])))];
  const numbers = new Map(
    loanIds.length === 0
      ? []
      : (
          await db.select({ id: loans.id, loanNumber: loans.loanNumber }).from(loans).where(inArray(loans.id, loanIds))
        ).map((loan) => [loan.id, loan.loanNumber]),
  );
  return rows.map(({ row, resolvedByName, loanId }) => {
    const id = loanId === null ? null : Number(loanId);
    return toDifferenceRecord(row, resolvedByName, {
      loanId: id,
      loanNumber: id === null ? null : (numbers.get(id) ?? null),
    });
  });
}

export const toDifferenceRecord = (
  row: typeof reconciliationDifferences.$inferSelect,
  resolvedByName: string | null,
  loan: { loanId: number | null; loanNumber: number | null } = { loanId: null, loanNumber: null },
): DifferenceRecord => ({
  id: row.id,
  provider: row.provider,
  day: row.day,
  reference: row.reference,
  kind: row.kind,
  status: row.status,
  difference: row.difference,
  expectedCents: row.expectedCents,
  reportedCents: row.reportedCents,
  adjustmentCents: adjustmentOf(row),
  resolution: row.resolution,
  note: row.note,
  resolvedByName,
  resolvedAt: row.resolvedAt?.toISOString() ?? null,
  journalEntryId: row.journalEntryId,
  ...loan,
});
