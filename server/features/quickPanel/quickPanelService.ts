import { and, asc, eq, sql } from 'drizzle-orm';
import {
  QUICK_EVENT_KINDS,
  MAX_NOTES,
  type QuickNote,
  type QuickNoteInput,
  type QuickPanelData,
} from '../../../domain/quickPanel';
import type { AppAbility } from '../../../domain/permissions';
import type { AppContext } from '../../context';
import { quickNotes } from '../../db/schema';
import { notFound, refuse } from '../../http/errors';
import { calendarDays } from '../calendar/calendarDays';

const noteColumns = { id: quickNotes.id, title: quickNotes.title, detail: quickNotes.detail };

/**
 * GET /api/quick-panel/data: the user's own events of the lender's today (the files and agreements
 * assigned to them, of the kinds their abilities show) and their notes, oldest first.
 */
export async function quickPanelData(ctx: AppContext, userId: number, ability: AppAbility): Promise<QuickPanelData> {
  const today = ctx.clock.today();
  const [days, notes] = await Promise.all([
    calendarDays(ctx.database.db, ability, { from: today, to: today, kinds: [...QUICK_EVENT_KINDS], agentId: userId }),
    ctx.database.db
      .select(noteColumns)
      .from(quickNotes)
      .where(eq(quickNotes.userId, userId))
      .orderBy(asc(quickNotes.id)),
  ]);
  const events = days.flatMap((day) =>
    day.kind === 'FOLLOW_UP' || day.kind === 'PROMISE' || day.kind === 'AGREEMENT'
      ? [
          {
            id: day.id,
            title: day.label ?? '',
            detail: day.kind,
            date: day.date,
            recordId: day.recordId,
            amount: day.amount,
          },
        ]
      : [],
  );
  return { events, notes };
}

/** A new note; a user past the limit is told to tidy up first. */
export async function addNote(ctx: AppContext, userId: number, input: QuickNoteInput): Promise<QuickNote> {
  return ctx.database.db.transaction(async (tx) => {
    // One user adding notes from two tabs at once still stops at the limit.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('quick_notes'), ${userId})`);
    const [{ count }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(quickNotes)
      .where(eq(quickNotes.userId, userId));
    if (count >= MAX_NOTES) throw refuse('TOO_MANY_NOTES', { max: MAX_NOTES });
    const [note] = await tx
      .insert(quickNotes)
      .values({ userId, title: input.title, detail: input.detail ?? '' })
      .returning(noteColumns);
    return note;
  });
}

/** The user's own note, changed; another's is not found. */
export async function editNote(ctx: AppContext, userId: number, id: number, input: QuickNoteInput): Promise<QuickNote> {
  const [note] = await ctx.database.db
    .update(quickNotes)
    .set({ title: input.title, detail: input.detail ?? '', updatedAt: new Date() })
    .where(and(eq(quickNotes.id, id), eq(quickNotes.userId, userId)))
    .returning(noteColumns);
  if (!note) throw notFound();
  return note;
}

export async function deleteNote(ctx: AppContext, userId: number, id: number): Promise<{ id: number }> {
  const [note] = await ctx.database.db
    .delete(quickNotes)
    .where(and(eq(quickNotes.id, id), eq(quickNotes.userId, userId)))
    .returning({ id: quickNotes.id });
  if (!note) throw notFound();
  return note;
}
