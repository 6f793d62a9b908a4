import { readdirSync } from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';

/**
 * The e2e server's own database, for what a journey cannot wait for: its business day is pinned,
 * so "a week later" is written into the records themselves. Reached on loopback, at the port the
 * embedded cluster's socket file names (start-server.mjs's data folder).
 */
export async function withE2eDatabase<T>(work: (sql: postgres.Sql) => Promise<T>): Promise<T> {
  const port = process.env.E2E_PORT ?? '5055';
  const folder = path.resolve(port === '5055' ? '.e2e-data' : `.e2e-data-${port}`, 'pg');
  const socket = readdirSync(folder).find((name) => /^\.s\.PGSQL\.\d+$/.test(name));
  if (!socket) throw new Error(`No PostgreSQL socket in ${folder}`);
  const sql = postgres({
    host: '127.0.0.1',
    port: Number(socket.split('.').pop()),
    user: 'postgres',
    password: 'guichet',
    database: 'guichet',
    max: 1,
    onnotice: () => {},
  });
  try {
    return await work(sql);
  } finally {
    await sql.end();
  }
}
