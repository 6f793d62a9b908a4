import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { CustomerMessageRecord, CustomerMessageStatus, MessageChannel } from '../../../domain/messageTemplates';
import type { AppContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { customerMessages, messageTemplates, users } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { ListQuery } from '../../http/listQuery';
import { findCustomer } from '../customers/customerRecords';

type Reader = Pick<Db | Tx, 'select'>;

export interface CustomerMessageFilter {
  channel?: MessageChannel;
  loanId?: number;
}

const columns = {
  row: customerMessages,
  templateTitle: messageTemplates.title,
  sentByName: users.displayName,
};

type JoinedRow = { row: typeof customerMessages.$inferSelect; templateTitle: string | null; sentByName: string | null };

function toMessageRecord({ row, templateTitle, sentByName }: JoinedRow): CustomerMessageRecord {
  return {
    id: row.id,
    customerId: row.customerId,
    loanId: row.loanId,
    templateId: row.templateId,
    templateTitle,
    channel: row.channel as MessageChannel,
    language: row.language === 'en' ? 'en' : 'fr',
    to: row.toAddress,
    subject: row.subject,
    body: row.body,
    status: row.status as CustomerMessageStatus,
    providerMessageId: row.providerMessageId,
    error: row.error,
    sentBy: row.sentBy,
    sentByName,
    createdAt: row.createdAt.toISOString(),
  };
}

const joined = (db: Reader) =>
  db
    .select(columns)
    .from(customerMessages)
    .leftJoin(messageTemplates, eq(messageTemplates.id, customerMessages.templateId))
    .leftJoin(users, eq(users.id, customerMessages.sentBy));

export async function readCustomerMessages(db: Reader, ids: number[]): Promise<CustomerMessageRecord[]> {
  if (ids.length === 0) return [];
  const rows = await joined(db).where(inArray(customerMessages.id, ids)).orderBy(asc(customerMessages.id));
  return rows.map(toMessageRecord);
}

/** The messages sent to a customer, newest first by default: what was sent, to where, and what became of it. */
export async function listCustomerMessages(
  ctx: AppContext,
  customerId: number,
  query: ListQuery<CustomerMessageFilter>,
) {
  const { db } = ctx.database;
  if (!(await findCustomer(db, customerId))) throw notFound();
  const where = and(
    eq(customerMessages.customerId, customerId),
    query.filter.channel ? eq(customerMessages.channel, query.filter.channel) : undefined,
    query.filter.loanId ? eq(customerMessages.loanId, query.filter.loanId) : undefined,
  );
  const order = query.sortOrder === 'ASC' ? asc : desc;
  const [rows, [{ total }]] = await Promise.all([
    joined(db)
      .where(where)
      .orderBy(order(customerMessages.createdAt), order(customerMessages.id))
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(customerMessages)
      .where(where),
  ]);
  return { rows: rows.map(toMessageRecord), total };
}
