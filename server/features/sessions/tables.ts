import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from '../users/tables';

/**
 * A signed-in session (issue 35): one per refresh family (its id is the family's), with what the
 * user sees of it on their profile — the browser it was opened in, the network address it was last
 * used from, when it began and was last used (at each token rotation). Ended when its family is
 * revoked (sign-out, ended from the profile or by an administrator, a password change), which
 * access tokens naming it (`sid`) then feel at once.
 */
export const userSessions = pgTable(
  'user_sessions',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    userAgent: text('user_agent'),
    ipAddress: text('ip_address'),
    signedInAt: timestamp('signed_in_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    /** The family's absolute end (sign-in + 12 h): past it the session is over without anyone ending it. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** Who ended it (the user, an administrator); null for a sign-out or a revocation. */
    endedBy: integer('ended_by').references(() => users.id),
  },
  (t) => [
    index('user_sessions_open_idx')
      .on(t.userId, t.lastUsedAt)
      .where(sql`${t.endedAt} is null`),
  ],
);
