import { and, asc, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { IsoDate } from '../../../domain/calendarDates';
import type { PaymentProvider } from '../../../domain/loanStatuses';
import {
  adjustmentOf,
  providerDayId,
  type DifferenceRecord,
  type ProviderDayListFilter,
  type ProviderDayRecord,
} from '../../../domain/reconciliation';
import type { AppContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import type { ListQuery } from '../../http/listQuery';
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
  const { provider, status, from, to } = query.filter;
  const conditions: (SQL | undefined)[] = [
    provider ? eq(providerDays.provider, provider) : undefined,
    status ? eq(providerDays.status, status) : undefined,
    from ? gte(providerDays.day, from) : undefined,
    to ? lte(providerDays.day, to) : undefined,
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

/** A day's differences, in the order they were found, with who resolved each and how. */
export async function listDifferences(
  db: Db | Tx,
  provider: PaymentProvider,
  day: IsoDate,
): Promise<DifferenceRecord[]> {
  const rows = await db
    .select({
      row: reconciliationDifferences,
      resolvedByName: shownUserName,
    })
    .from(reconciliationDifferences)
    .leftJoin(users, eq(users.id, reconciliationDifferences.resolvedBy))
    .where(and(eq(reconciliationDifferences.provider, provider), eq(reconciliationDifferences.day, day)))
    .orderBy(asc(reconciliationDifferences.id));
  return rows.map(({ row, resolvedByName }) => toDifferenceRecord(row, resolvedByName));
}

export const toDifferenceRecord = (
  row: typeof reconciliationDifferences.$inferSelect,
  resolvedByName: string | null,
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
});
