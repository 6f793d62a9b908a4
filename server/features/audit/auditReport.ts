import { and, asc, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { toCsv, type CsvColumn, type CsvLanguage } from '../../../domain/reports';
import type { AuditEntryRecord, AuditReportFilter } from '../../../domain/audit';
import type { AppContext } from '../../context';
import { auditLog, customers, users } from '../../db/schema';
import type { ListQuery } from '../../http/listQuery';
import { auditEntryColumns, toAuditEntry } from './auditTrail';

/** The audit report's CSV holds at most this many entries (a narrower filter gets the rest). */
export const AUDIT_CSV_MAX = 100_000;

/** The report's filters: one action (a SIN revealed, an export, an anonymization…), a record, a person, a period. */
function conditionsOf(filter: AuditReportFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  if (filter.entity) conditions.push(eq(auditLog.entity, filter.entity));
  if (filter.entityId !== undefined) conditions.push(eq(auditLog.entityId, String(filter.entityId)));
  if (filter.actorId !== undefined) conditions.push(eq(auditLog.actorId, filter.actorId));
  // Days in the lender's time zone, the end day included.
  if (filter.from)
    conditions.push(gte(auditLog.at, sql`(${filter.from}::date)::timestamp at time zone 'America/Toronto'`));
  if (filter.to)
    conditions.push(lt(auditLog.at, sql`(${filter.to}::date + 1)::timestamp at time zone 'America/Toronto'`));
  return and(...conditions);
}

const selectEntries = (ctx: AppContext, where: SQL | undefined) =>
  ctx.database.db
    .select(auditEntryColumns)
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .leftJoin(customers, eq(customers.id, auditLog.borrowerId))
    .where(where);

/** Every recorded action, whatever the record: the administrator's audit report (issue 35). */
export async function listAuditReport(ctx: AppContext, query: ListQuery<AuditReportFilter>) {
  const where = conditionsOf(query.filter);
  const order = query.sortOrder === 'ASC' ? asc : desc;
  const [rows, [{ total }]] = await Promise.all([
    selectEntries(ctx, where).orderBy(order(auditLog.at), order(auditLog.id)).limit(query.limit).offset(query.offset),
    ctx.database.db
      .select({ total: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(where),
  ]);
  return { rows: rows.map(toAuditEntry), total };
}

type Entry = AuditEntryRecord;
const COLUMNS: Record<CsvLanguage, CsvColumn<Entry>[]> = {
  fr: [
    { label: 'Date et heure', kind: 'text', value: (row) => row.at },
    { label: 'Par', kind: 'text', value: (row) => row.actorEmail ?? row.borrowerName },
    { label: 'Action', kind: 'text', value: (row) => row.action },
    { label: 'Dossier', kind: 'text', value: (row) => row.entity },
    { label: 'N° du dossier', kind: 'text', value: (row) => row.entityId },
    { label: 'Avant', kind: 'text', value: (row) => (row.before ? JSON.stringify(row.before) : '') },
    { label: 'Après', kind: 'text', value: (row) => (row.after ? JSON.stringify(row.after) : '') },
  ],
  en: [
    { label: 'Date and time', kind: 'text', value: (row) => row.at },
    { label: 'By', kind: 'text', value: (row) => row.actorEmail ?? row.borrowerName },
    { label: 'Action', kind: 'text', value: (row) => row.action },
    { label: 'Record', kind: 'text', value: (row) => row.entity },
    { label: 'Record no.', kind: 'text', value: (row) => row.entityId },
    { label: 'Before', kind: 'text', value: (row) => (row.before ? JSON.stringify(row.before) : '') },
    { label: 'After', kind: 'text', value: (row) => (row.after ? JSON.stringify(row.after) : '') },
  ],
};

/** The report as a CSV for the auditor's spreadsheet, oldest first, SINs masked as on screen. */
export async function auditReportCsv(ctx: AppContext, filter: AuditReportFilter, language: CsvLanguage) {
  const rows = await selectEntries(ctx, conditionsOf(filter))
    .orderBy(asc(auditLog.at), asc(auditLog.id))
    .limit(AUDIT_CSV_MAX);
  return toCsv(COLUMNS[language], rows.map(toAuditEntry), language);
}
