import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns';
import { users } from '../users/tables';

/** The quick panel's notes (spec §3): each user's own, seen by no one else. */
export const quickNotes = pgTable(
  'quick_notes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    detail: text('detail').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('quick_notes_user_idx').on(t.userId, t.id)],
);
