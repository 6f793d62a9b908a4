import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Permission } from '../../../domain/permissions';
import { bytea, createdAt } from '../../db/columns';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    displayName: text('display_name').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    permissions: jsonb('permissions').$type<Permission[]>().notNull().default([]),
    enabled: boolean('enabled').notNull().default(true),
    /** The one ADMIN account created at first start: its password is out of reach of forgot/change password. */
    isSystemAdmin: boolean('is_system_admin').notNull().default(false),
    language: text('language').notNull().default('fr'),
    shortcuts: jsonb('shortcuts').$type<string[]>().notNull().default([]),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    /** Raised when roles or permissions change: tokens carrying an older value get 203. */
    accessVersion: integer('access_version').notNull().default(1),
    /** Optimistic concurrency for edits (409 on a stale write). */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_email_live_uq')
      .on(t.email)
      .where(sql`${t.deletedAt} is null`),
  ],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    accessVersion: integer('access_version').notNull(),
    createdAt: createdAt(),
    /** Absolute end of the whole family (sign-in + 12 h), not extended by rotation. */
    familyExpiresAt: timestamp('family_expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId), index('refresh_tokens_user_idx').on(t.userId)],
);

export const passwordResets = pgTable('password_resets', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Failed sign-ins per account and per address, for slowing down and locking out guessing. */
export const loginFailures = pgTable('login_failures', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  firstFailureAt: timestamp('first_failure_at', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/**
 * A user's profile photo (issue 15), resized by the browser and checked by domain/userPhoto.ts.
 * Served at an address named by `token`, a random UUID drawn anew with each photo: images cannot
 * carry the bearer token, so the address itself is the secret, and a replaced photo's old address
 * stops answering.
 */
export const userPhotos = pgTable('user_photos', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  token: uuid('token').notNull().unique().defaultRandom(),
  contentType: text('content_type').notNull(),
  content: bytea('content').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
