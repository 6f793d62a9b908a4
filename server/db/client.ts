import { drizzle, type PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import { migrate } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { fileURLToPath } from 'node:url';
import { clientAddress } from './postgresAddress';
import * as schema from './schema';

export type Db = PostgresJsDatabase<typeof schema>;

export interface Database {
  db: Db;
  sql: postgres.Sql;
  close: () => Promise<void>;
}

/**
 * Drizzle sends every query through postgres.js `unsafe` without preparing it, and an unprepared
 * query with parameters costs two round trips (describe, then execute). Prepared, postgres.js
 * keeps each statement per connection and later calls take one. Transactions get their own
 * client, so it is wrapped the same way.
 */
function preparingQueries(client: postgres.Sql): postgres.Sql {
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property === 'unsafe') {
        return (query: string, args?: unknown[], options: Record<string, unknown> = {}) =>
          target.unsafe(
            query,
            args as never,
            Array.isArray(args) && args.length > 0 ? { ...options, prepare: true } : options,
          );
      }
      if (property === 'begin' || property === 'savepoint') {
        const open = Reflect.get(target, property, receiver) as (...args: unknown[]) => Promise<unknown>;
        return (...args: unknown[]) => {
          const callback = args.at(-1) as (tx: postgres.Sql) => unknown;
          return open.call(target, ...args.slice(0, -1), (tx: postgres.Sql) => callback(preparingQueries(tx)));
        };
      }
      return Reflect.get(target, property, receiver);
    },
  });
}

export function connect(address: string, max = 10): Database {
  const { url, path } = clientAddress(address);
  const sql = preparingQueries(
    postgres(url, { max, path, onnotice: () => {}, connection: { application_name: 'guichet' } }),
  );
  return { db: drizzle(sql, { schema }), sql, close: () => sql.end({ timeout: 5 }) };
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Applies the SQL migrations that are not yet applied (drizzle's journal, in its own schema). */
export async function applyMigrations(database: Database): Promise<void> {
  await migrate(database.db, { migrationsFolder });
}

/** The handle a `db.transaction` callback receives. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
