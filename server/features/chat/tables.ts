import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { users } from '../users/tables';

/** One chat per pair of users (spec §3), whoever opened it first: the lower id is `user_low`. */
export const chats = pgTable(
  'chats',
  {
    id: serial('id').primaryKey(),
    userLow: integer('user_low')
      .notNull()
      .references(() => users.id),
    userHigh: integer('user_high')
      .notNull()
      .references(() => users.id),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('chats_pair_uq').on(t.userLow, t.userHigh),
    check('chats_pair_ordered', sql`${t.userLow} < ${t.userHigh}`),
  ],
);

/**
 * A user's side of a chat: how far they have read (messages after it, from the other, are unread)
 * and when they opened it (spec §4: opening puts it at the head of their list before any message).
 */
export const chatMembers = pgTable(
  'chat_members',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    chatId: integer('chat_id')
      .notNull()
      .references(() => chats.id),
    contactId: integer('contact_id')
      .notNull()
      .references(() => users.id),
    readThroughId: bigint('read_through_id', { mode: 'number' }).notNull().default(0),
    /** Null until this user opened the chat: the other's side shows only once a message is in it. */
    openedAt: timestamp('opened_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.chatId] }),
    uniqueIndex('chat_members_contact_uq').on(t.userId, t.contactId),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    chatId: integer('chat_id')
      .notNull()
      .references(() => chats.id),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id),
    body: text('body').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_messages_chat_idx').on(t.chatId, t.id)],
);

/** The presence a user shows while connected (spec §4: online, away, do-not-disturb). */
export const chatStatuses = pgTable('chat_statuses', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  status: text('status').notNull(),
});
