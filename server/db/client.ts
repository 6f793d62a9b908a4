import { drizzle, type PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import { migrate } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { fileURLToPath } from 'node:url';
import * as schema from './schema';

export type Db = PostgresJsDatabase<typeof schema>;

export interface Database {
  db: Db;
  sql: postgres.Sql;
  close: () => Promise<void>;
}

export function connect(url: string, max = 10): Database {
  const sql = postgres(url, { max, onnotice: () => {}, connection: { application_name: 'guichet' } });
  return { db: drizzle(sql, { schema }), sql, close: () => sql.end({ timeout: 5 }) };
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Applies the SQL migrations that are not yet applied (drizzle's journal, in its own schema). */
export async function applyMigrations(database: Database): Promise<void> {
  await migrate(database.db, { migrationsFolder });
}

/** The handle a `db.transaction` callback receives. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
