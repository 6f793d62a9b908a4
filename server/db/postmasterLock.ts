import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readlinkSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { PostgresCannotStart } from './postgresReach';

/** How long a fast shutdown may take before Guichet gives up, as `pg_ctl stop` waits by default. */
const STOP_TIMEOUT_MS = 60_000;

/** A process as the system shows it: its command line, its executable and its parent, when readable. */
interface SeenProcess {
  argv: string[];
  exe?: string;
  parentPid?: number;
}

/** True while `pid` names a process (one of another user's included). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function seeProcess(pid: number): SeenProcess | undefined {
  try {
    const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    // The parent pid follows the command name in parentheses, which may itself hold spaces.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const parentPid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    let exe: string | undefined;
    try {
      exe = readlinkSync(`/proc/${pid}/exe`);
    } catch {
      // Another user's process seen by a regular user: the command line says enough.
    }
    return { argv, exe, parentPid };
  } catch {
    // No /proc (macOS): ps says the same, its arguments split on spaces.
    try {
      const line = execFileSync('ps', ['-o', 'ppid=,args=', '-p', String(pid)], { encoding: 'utf8' }).trim();
      if (!line) return undefined;
      const [parent, ...argv] = line.split(/\s+/);
      return { argv, parentPid: Number(parent) };
    } catch {
      return undefined;
    }
  }
}

const commandOf = (seen: SeenProcess | undefined) => {
  const command = seen?.argv.join(' ') || 'unknown';
  return command.length > 120 ? `${command.slice(0, 117)}…` : command;
};

const samePath = (a: string, b: string) => {
  const real = (file: string) => {
    try {
      return realpathSync(file);
    } catch {
      return path.resolve(file);
    }
  };
  return real(a) === real(b);
};

/** The data folder a postgres command line runs on (`-D dir`, `-Ddir` or `--pgdata=dir`). */
function dataFolderOf(argv: string[]): string | undefined {
  for (const [index, arg] of argv.entries()) {
    if (arg === '-D') return argv[index + 1];
    if (arg.startsWith('--pgdata=')) return arg.slice('--pgdata='.length);
    if (arg.startsWith('-D')) return arg.slice(2);
  }
  return undefined;
}

const isPostgresBinary = (seen: SeenProcess, binary: string) =>
  (seen.exe !== undefined && samePath(seen.exe, binary)) ||
  (seen.argv[0] !== undefined && samePath(seen.argv[0], binary));

const isNode = (seen: SeenProcess | undefined) =>
  seen !== undefined &&
  [seen.exe, seen.argv[0]].some((file) => file !== undefined && /^node(\.exe)?$/.test(path.basename(file)));

/** The pid on line 1 of PostgreSQL's lock file, when the file is there. */
function lockFilePid(lockFile: string): number | undefined {
  if (!existsSync(lockFile)) return undefined;
  const pid = Number(readFileSync(lockFile, 'utf8').split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

async function lockFileReleased(lockFile: string, pid: number): Promise<boolean> {
  const deadline = Date.now() + STOP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (lockFilePid(lockFile) !== pid) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

/**
 * A Guichet killed alone (SIGKILL, the out-of-memory killer) leaves its PostgreSQL running, and its
 * lock file (`postmaster.pid`) keeps every later start out of the folder. When the process the lock
 * file names is this folder's embedded PostgreSQL and the Guichet that started it is gone, it is
 * stopped as `pg_ctl stop` does (SIGINT, a fast and clean shutdown) and its lock file awaited.
 * Anything else holding the folder stops the start with one sentence naming it and what to do. A
 * lock file whose process is gone is left to PostgreSQL, which clears it itself.
 */
export async function releaseOrphanedPostmaster(
  databaseDir: string,
  postgresBinary: string,
  log: (line: string) => void,
): Promise<void> {
  const lockFile = path.join(databaseDir, 'postmaster.pid');
  const pid = lockFilePid(lockFile);
  if (pid === undefined || !processAlive(pid)) return;
  const seen = seeProcess(pid);
  const folder = seen && dataFolderOf(seen.argv);
  const onThisFolder = folder !== undefined && samePath(folder, databaseDir);
  if (!seen || !onThisFolder || !isPostgresBinary(seen, postgresBinary)) {
    if (onThisFolder)
      throw new PostgresCannotStart(
        `${databaseDir} is in use by PostgreSQL process ${pid} (${commandOf(seen)}), which Guichet did not start: ` +
          `stop it (pg_ctl stop -D ${databaseDir}) and start Guichet again.`,
      );
    throw new PostgresCannotStart(
      `PostgreSQL's lock file ${lockFile} names process ${pid} (${commandOf(seen)}), which is not this folder's PostgreSQL: ` +
        `if nothing else is using ${databaseDir}, delete ${lockFile} and start Guichet again.`,
    );
  }
  const parent = seen.parentPid && seen.parentPid > 1 ? seeProcess(seen.parentPid) : undefined;
  if (isNode(parent))
    throw new PostgresCannotStart(
      `${databaseDir} is in use by the PostgreSQL of another Guichet still running (process ${seen.parentPid}, ${commandOf(parent)}): ` +
        'stop that one first (Ctrl-C), or give this one a DATA_DIR of its own.',
    );
  log(`stopping PostgreSQL ${pid}, left running on ${databaseDir} by a Guichet that ended without stopping it…`);
  process.kill(pid, 'SIGINT');
  if (!(await lockFileReleased(lockFile, pid)))
    throw new PostgresCannotStart(
      `PostgreSQL ${pid}, left running on ${databaseDir} by a Guichet that ended without stopping it, did not stop within ` +
        `${STOP_TIMEOUT_MS / 1000} s of being asked: stop it (pg_ctl stop -D ${databaseDir} -m immediate) and start Guichet again.`,
    );
  log(`stopped PostgreSQL ${pid} cleanly`);
}
