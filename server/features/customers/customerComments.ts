import { and, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { customerComments, users } from '../../db/schema';
import { notFound } from '../../http/errors';
import { audit } from '../audit/audit';
import { findCustomer } from './customerRecords';
import { holdCustomerForChange } from './mergeLocks';
import type { UserRow } from '../users/userQueries';

const commentColumns = {
  id: customerComments.id,
  customerId: customerComments.customerId,
  body: customerComments.body,
  createdAt: customerComments.createdAt,
  authorId: customerComments.authorId,
  authorName: users.displayName,
  authorEmail: users.email,
};
type CommentRow = {
  id: number;
  customerId: number;
  body: string;
  createdAt: Date;
  authorId: number | null;
  authorName: string | null;
  authorEmail: string | null;
};
const toCommentRecord = (row: CommentRow) => ({ ...row, createdAt: row.createdAt.toISOString() });

/** A customer's comments, newest first, each with its author. */
export async function listComments(ctx: AppContext, customerId: number) {
  const { db } = ctx.database;
  if (!(await findCustomer(db, customerId))) throw notFound();
  const rows = await db
    .select(commentColumns)
    .from(customerComments)
    .leftJoin(users, eq(users.id, customerComments.authorId))
    .where(eq(customerComments.customerId, customerId))
    .orderBy(desc(customerComments.createdAt), desc(customerComments.id));
  return rows.map(toCommentRecord);
}

export async function addComment(ctx: AppContext, actor: UserRow, customerId: number, body: string) {
  return ctx.database.db.transaction(async (tx) => {
    await holdCustomerForChange(tx, customerId, actor.id);
    const [row] = await tx.insert(customerComments).values({ customerId, authorId: actor.id, body }).returning();
    const record = toCommentRecord({ ...row, authorName: actor.displayName, authorEmail: actor.email });
    await audit(tx, {
      actorId: actor.id,
      action: 'customer.comment-added',
      entity: 'customer',
      entityId: customerId,
      after: record,
    });
    return record;
  });
}

export async function removeComment(ctx: AppContext, actor: UserRow, customerId: number, commentId: number) {
  return ctx.database.db.transaction(async (tx) => {
    await holdCustomerForChange(tx, customerId, actor.id);
    const [removed] = await tx
      .delete(customerComments)
      .where(and(eq(customerComments.id, commentId), eq(customerComments.customerId, customerId)))
      .returning();
    if (!removed) throw notFound();
    const record = toCommentRecord({ ...removed, authorName: null, authorEmail: null });
    await audit(tx, {
      actorId: actor.id,
      action: 'customer.comment-removed',
      entity: 'customer',
      entityId: customerId,
      before: record,
    });
    return record;
  });
}
