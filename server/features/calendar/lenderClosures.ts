import { asc, eq } from 'drizzle-orm';
import type { ClosureInput } from '../../../domain/calendarEvents';
import { setLenderClosures } from '../../../domain/paymentCalendar';
import type { Db } from '../../db/client';
import { lenderClosures } from '../../db/schema';
import { refuse } from '../../http/errors';
import type { UserRow } from '../users/userQueries';

/** Reads the closures into the payment calendar (at start, and after each change). */
export async function loadLenderClosures(db: Db): Promise<string[]> {
  const days = (await db.select({ day: lenderClosures.day }).from(lenderClosures).orderBy(asc(lenderClosures.day))).map(
    (row) => row.day,
  );
  setLenderClosures(days);
  return days;
}

/** An administrator closes a day (not a past one: payments already taken that day stay taken). */
export async function addClosure(db: Db, actor: UserRow, input: ClosureInput, today: string) {
  if (input.day <= today) throw refuse('CLOSURE_IN_THE_PAST');
  const [row] = await db
    .insert(lenderClosures)
    .values({ day: input.day, note: input.note || null, createdBy: actor.id })
    .onConflictDoUpdate({ target: lenderClosures.day, set: { note: input.note || null } })
    .returning({ day: lenderClosures.day, note: lenderClosures.note });
  await loadLenderClosures(db);
  return row!;
}

export async function removeClosure(db: Db, day: string, today: string) {
  if (day <= today) throw refuse('CLOSURE_IN_THE_PAST');
  await db.delete(lenderClosures).where(eq(lenderClosures.day, day));
  await loadLenderClosures(db);
  return { day };
}
