import { customType, timestamp } from 'drizzle-orm/pg-core';

/** Columns every feature's tables share, declared once. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** File bytes kept in the database (documents, logos). */
export const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });
