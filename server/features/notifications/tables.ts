import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { customers } from '../customers/tables';
import { requests } from '../requests/tables';
import { users } from '../users/tables';

/**
 * Spec §3's notification, the source of truth for the bell: raised once per event, seen by every
 * user whose abilities cover its type (or by its one recipient); each user's read mark is a row of `notification_reads`.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type').notNull(),
    messageKey: text('message_key').notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    path: text('path').notNull(),
    customerId: integer('customer_id').references(() => customers.id),
    raisedBy: integer('raised_by').references(() => users.id),
    /**
     * One user it is for (a broken promise tells the file's agent); null: every user whose
     * abilities cover its type. The type index carries it (migration 0025) so the bell's counts
     * stay index-only scans.
     */
    recipientId: integer('recipient_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_type_created_idx').on(t.type, t.id), index('notifications_created_idx').on(t.id)],
);

export const notificationReads = pgTable(
  'notification_reads',
  {
    notificationId: bigint('notification_id', { mode: 'number' })
      .notNull()
      .references(() => notifications.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.notificationId] })],
);

/**
 * "Mark all as read" per user and type: every notification of `type` up to `readThroughId` is read
 * (at `markedAt`). One row instead of one per notification, so marking 100,000 read is one write and
 * counting what is unread starts after the mark (notifications_type_created_idx).
 */
export const notificationReadMarks = pgTable(
  'notification_read_marks',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    type: text('type').notNull(),
    readThroughId: bigint('read_through_id', { mode: 'number' }).notNull(),
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type] })],
);

/** A notice administrators publish to every user, in both languages, between two instants. */
export const globalNotifications = pgTable(
  'global_notifications',
  {
    id: serial('id').primaryKey(),
    messageFr: text('message_fr').notNull(),
    messageEn: text('message_en').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('global_notifications_window_idx')
      .on(t.endsAt)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/** A bank-verification (IBV) session: the customer's link page, and what the provider reported. */
export const ibvSessions = pgTable(
  'ibv_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: integer('request_id')
      .notNull()
      .references(() => requests.id),
    tokenHash: text('token_hash').notNull().unique(),
    status: text('status').notNull().default('SENT'),
    providerReference: text('provider_reference'),
    result: jsonb('result').$type<Record<string, unknown>>(),
    sentBy: integer('sent_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('ibv_sessions_request_idx').on(t.requestId, t.createdAt)],
);

/**
 * Who has a live socket open on which instance (the chat's presence): an instance adds a user at
 * their first socket and removes them at their last, and touches its rows at every heartbeat, so
 * the rows of an instance that died go stale and stop counting.
 */
export const livePresence = pgTable(
  'live_presence',
  {
    instanceId: uuid('instance_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.instanceId, t.userId] }), index('live_presence_user_idx').on(t.userId, t.seenAt)],
);
