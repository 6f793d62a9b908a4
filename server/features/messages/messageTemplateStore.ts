import { and, asc, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  SYSTEM_TEMPLATE_CODES,
  TEMPLATE_TEXT_FIELDS,
  type CreateMessageTemplateInput,
  type MessageTemplateRecord,
  type UpdateMessageTemplateInput,
} from '../../../domain/messageTemplates';
import { containsPattern } from '../../../domain/searchText';
import type { AppContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { messageTemplates } from '../../db/schema';
import { notFound, refuse, staleVersion } from '../../http/errors';
import type { ListQuery } from '../../http/listQuery';
import { audit } from '../audit/audit';
import type { UserRow } from '../users/userQueries';
import { refuseBadPlaceholders } from './placeholderRefusal';
import { sanitizeEmailHtml } from './emailHtml';

type TemplateRow = typeof messageTemplates.$inferSelect;
type Reader = Pick<Db | Tx, 'select'>;

const AUDIT_ENTITY = 'message_template';
export const TEMPLATE_SORTABLE = ['title', 'id', 'updatedAt'] as const;
const SORT_COLUMNS = { title: messageTemplates.title, id: messageTemplates.id, updatedAt: messageTemplates.updatedAt };

export interface TemplateListFilter {
  q?: string;
  code?: string;
  id?: number[];
}

export function toTemplateRecord(row: TemplateRow): MessageTemplateRecord {
  return {
    id: row.id,
    code: row.code,
    system: (SYSTEM_TEMPLATE_CODES as readonly string[]).includes(row.code ?? ''),
    title: row.title,
    description: row.description,
    emailSubjectFr: row.emailSubjectFr,
    emailSubjectEn: row.emailSubjectEn,
    emailBodyFr: row.emailBodyFr,
    emailBodyEn: row.emailBodyEn,
    smsFr: row.smsFr,
    smsEn: row.smsEn,
    emailEnabled: row.emailEnabled,
    smsEnabled: row.smsEnabled,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The saved form of what an administrator typed: email HTML sanitized, every placeholder known. */
function toStoredContent(input: CreateMessageTemplateInput): CreateMessageTemplateInput {
  const content = {
    ...input,
    emailBodyFr: sanitizeEmailHtml(input.emailBodyFr),
    emailBodyEn: sanitizeEmailHtml(input.emailBodyEn),
  };
  refuseBadPlaceholders(content, TEMPLATE_TEXT_FIELDS);
  return content;
}

const live = (id: number) => and(eq(messageTemplates.id, id), isNull(messageTemplates.deletedAt));

export async function findTemplate(
  db: Reader,
  where: { id: number } | { code: string },
): Promise<TemplateRow | undefined> {
  const condition =
    'id' in where ? live(where.id) : and(eq(messageTemplates.code, where.code), isNull(messageTemplates.deletedAt));
  const [row] = await db.select().from(messageTemplates).where(condition);
  return row;
}

export async function listTemplates(ctx: AppContext, query: ListQuery<TemplateListFilter>) {
  const { db } = ctx.database;
  const conditions: (SQL | undefined)[] = [isNull(messageTemplates.deletedAt)];
  if (query.filter.q) {
    const pattern = containsPattern(query.filter.q);
    conditions.push(or(ilike(messageTemplates.title, pattern), ilike(messageTemplates.description, pattern)));
  }
  if (query.filter.code) conditions.push(eq(messageTemplates.code, query.filter.code));
  if (query.filter.id)
    conditions.push(query.filter.id.length ? inArray(messageTemplates.id, query.filter.id) : sql`false`);
  const where = and(...conditions);
  const order = query.sortOrder === 'ASC' ? asc : desc;
  const column = SORT_COLUMNS[query.sortField as keyof typeof SORT_COLUMNS] ?? messageTemplates.title;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(messageTemplates)
      .where(where)
      .orderBy(order(column), asc(messageTemplates.id))
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(messageTemplates)
      .where(where),
  ]);
  return { rows: rows.map(toTemplateRecord), total };
}

export async function getTemplate(ctx: AppContext, id: number): Promise<MessageTemplateRecord> {
  const row = await findTemplate(ctx.database.db, { id });
  if (!row) throw notFound();
  return toTemplateRecord(row);
}

export async function createTemplate(
  ctx: AppContext,
  actor: UserRow,
  input: CreateMessageTemplateInput,
): Promise<MessageTemplateRecord> {
  const content = toStoredContent(input);
  return ctx.database.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(messageTemplates)
      .values({ ...content, createdBy: actor.id })
      .returning();
    const record = toTemplateRecord(row);
    await audit(tx, {
      actorId: actor.id,
      action: 'messageTemplate.created',
      entity: AUDIT_ENTITY,
      entityId: row.id,
      after: record,
    });
    return record;
  });
}

/** Saves a template at the version read: 409 when another administrator saved it since. */
export async function updateTemplate(
  ctx: AppContext,
  actor: UserRow,
  id: number,
  input: UpdateMessageTemplateInput,
): Promise<MessageTemplateRecord> {
  const { version, ...typed } = input;
  const content = toStoredContent(typed);
  return ctx.database.db.transaction(async (tx) => {
    const [current] = await tx.select().from(messageTemplates).where(live(id)).for('update');
    if (!current) throw notFound();
    if (current.version !== version) throw staleVersion();
    const [row] = await tx
      .update(messageTemplates)
      .set({ ...content, version: version + 1, updatedAt: new Date() })
      .where(eq(messageTemplates.id, id))
      .returning();
    const record = toTemplateRecord(row);
    await audit(tx, {
      actorId: actor.id,
      action: 'messageTemplate.updated',
      entity: AUDIT_ENTITY,
      entityId: id,
      before: toTemplateRecord(current),
      after: record,
    });
    return record;
  });
}

/** Soft delete: messages already sent keep naming their template. The product's own templates stay. */
export async function deleteTemplate(ctx: AppContext, actor: UserRow, id: number): Promise<MessageTemplateRecord> {
  return ctx.database.db.transaction(async (tx) => {
    const [current] = await tx.select().from(messageTemplates).where(live(id)).for('update');
    if (!current) throw notFound();
    const record = toTemplateRecord(current);
    if (record.system) throw refuse('MESSAGE_TEMPLATE_SYSTEM');
    await tx
      .update(messageTemplates)
      .set({ deletedAt: new Date(), updatedAt: new Date() })
      .where(eq(messageTemplates.id, id));
    await audit(tx, {
      actorId: actor.id,
      action: 'messageTemplate.deleted',
      entity: AUDIT_ENTITY,
      entityId: id,
      before: record,
    });
    return record;
  });
}
