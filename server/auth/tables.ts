import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../db/columns';

/** Secrets generated on first start and shared by every instance on this database. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
