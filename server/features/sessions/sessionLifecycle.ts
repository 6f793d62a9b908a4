import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { publishLiveMany } from '../notifications/liveBus';
import { userSessions } from './tables';

/** What a sign-in or a rotation knows of where it comes from: shown on the user's sessions. */
export interface SessionFacts {
  ip: string;
  userAgent: string | undefined;
}

/** A browser's description is kept to this length (a header can be made as long as one likes). */
const USER_AGENT_MAX = 400;
const agentOf = (facts: SessionFacts) => facts.userAgent?.slice(0, USER_AGENT_MAX) ?? null;

/** The session of a new refresh family: same id, same end. */
export async function openSession(
  db: Pick<Db | Tx, 'insert'>,
  session: { id: string; userId: number; expiresAt: Date },
  facts: SessionFacts,
): Promise<void> {
  await db.insert(userSessions).values({ ...session, userAgent: agentOf(facts), ipAddress: facts.ip });
}

/** A rotation is the session in use: when, and from which address (a laptop changes networks). */
export async function touchSession(db: Pick<Db | Tx, 'update'>, id: string, facts: SessionFacts): Promise<void> {
  await db
    .update(userSessions)
    .set({ lastUsedAt: new Date(), ipAddress: facts.ip, userAgent: agentOf(facts) })
    .where(and(eq(userSessions.id, id), isNull(userSessions.endedAt)));
}

/** Sessions named in one live message at most (a NOTIFY payload is small; an id is 36 characters). */
const IDS_PER_MESSAGE = 100;

/**
 * Ends the open sessions `where` selects (their refresh families are revoked by the caller, in the
 * same transaction): access tokens naming them are refused from now on, and every instance closes
 * their live sockets once this commits. Answers the ids ended.
 */
export async function endSessions(db: Pick<Db | Tx, 'update' | 'execute'>, where: SQL | undefined, endedBy?: number) {
  const ended = await db
    .update(userSessions)
    .set({ endedAt: sql`now()`, endedBy: endedBy ?? null })
    .where(and(isNull(userSessions.endedAt), where))
    .returning({ id: userSessions.id });
  const ids = ended.map((row) => row.id);
  const messages = [];
  for (let start = 0; start < ids.length; start += IDS_PER_MESSAGE)
    messages.push({ kind: 'sessionEnded' as const, sessionIds: ids.slice(start, start + IDS_PER_MESSAGE) });
  await publishLiveMany(db, messages);
  return ids;
}

export const sessionsOfUser = (userId: number) => eq(userSessions.userId, userId);
export const sessionsWithIds = (ids: string[]) => inArray(userSessions.id, ids);
