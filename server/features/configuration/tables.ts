import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../users/tables';
import { bytea } from '../../db/columns';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * Spec §3's message template: what the lender sends, in both languages, by email and by SMS.
 * `code` names the templates the product itself sends (the IBV link, the contract); templates an
 * administrator adds have none.
 */
export const messageTemplates = pgTable(
  'message_templates',
  {
    id: serial('id').primaryKey(),
    code: text('code'),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    emailSubjectFr: text('email_subject_fr').notNull().default(''),
    emailSubjectEn: text('email_subject_en').notNull().default(''),
    emailBodyFr: text('email_body_fr').notNull().default(''),
    emailBodyEn: text('email_body_en').notNull().default(''),
    smsFr: text('sms_fr').notNull().default(''),
    smsEn: text('sms_en').notNull().default(''),
    emailEnabled: boolean('email_enabled').notNull().default(true),
    smsEnabled: boolean('sms_enabled').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdBy: integer('created_by').references(() => users.id),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('message_templates_code_idx')
      .on(t.code)
      .where(sql`${t.code} is not null and ${t.deletedAt} is null`),
  ],
);

/**
 * The single-row settings of the configuration screen, one row per section (`messageFrame` for the
 * header and footer, `portal`, `general`): a zod schema in domain/ gives each value its shape, and
 * each row its own version for 409s.
 */
export const configurationSections = pgTable('configuration_sections', {
  section: text('section').primaryKey(),
  value: jsonb('value').$type<Record<string, unknown>>().notNull(),
  version: integer('version').notNull().default(1),
  updatedBy: integer('updated_by').references(() => users.id),
  ...timestamps,
});

/** Files the configuration holds, such as the company logo: bytes kept in the database with their type. */
export const configurationFiles = pgTable('configuration_files', {
  name: text('name').primaryKey(),
  contentType: text('content_type').notNull(),
  content: bytea('content').notNull(),
  updatedBy: integer('updated_by').references(() => users.id),
  ...timestamps,
});

/**
 * Spec §3's API key. Only a hash of the value is kept (the value is shown once); `prefix` lets an
 * administrator recognise a key. Deactivation is permanent.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    status: text('status').notNull().default('ACTIVE'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    deactivatedBy: integer('deactivated_by').references(() => users.id),
  },
  (t) => [uniqueIndex('api_keys_name_idx').on(sql`lower(${t.name})`)],
);
