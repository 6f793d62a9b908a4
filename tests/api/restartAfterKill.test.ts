import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from '../../server/db/embedded';

/*
 * `npm start` killed alone (SIGKILL, as the out-of-memory killer does) leaves its PostgreSQL
 * running on the data folder; the next `npm start` on the same data stops that one cleanly and
 * starts. A lock file naming any other live process stops the start with one sentence. Beside the
 * kill-during-batch proof (moneyBatchRecovery.test.ts): both are about what a kill leaves behind.
 */

// As `npm start` run by the tests: a data folder others may enter (startEmbeddedPostgres opens it to them).
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'guichet-restart-'));
const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');

/** Line 1 of the cluster's lock file: its postmaster's pid, when the file is there. */
function postmasterPid(): number | undefined {
  if (!existsSync(pidFile)) return undefined;
  return Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
}

/** True while `pid` runs (a zombie waiting for its new parent, init, to reap it has ended). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  const stat = existsSync(`/proc/${pid}/stat`) ? readFileSync(`/proc/${pid}/stat`, 'utf8') : '';
  return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
}

async function until(done: () => boolean, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Every postmaster the tests saw on the folder: a failed run must not leave one behind. */
const postmasters = new Set<number>();

/** Stops (as pg_ctl would) any PostgreSQL of this folder still running. */
async function stopLeftovers(): Promise<void> {
  for (const pid of postmasters) {
    if (!alive(pid)) continue;
    process.kill(pid, 'SIGINT');
    await until(() => !alive(pid), `PostgreSQL ${pid} to stop`);
  }
}

afterAll(async () => {
  await stopLeftovers();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Started {
  child: ChildProcess;
  /** Resolves when the server says it is ready; rejects when it ends first. */
  ready: Promise<void>;
  ended: Promise<{ code: number | null; signal: NodeJS.Signals | null; output: string }>;
}

/** `npm start`'s own entry point on `dataDir`, outside demo mode (a first start in seconds). */
function start(): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      GUICHET_DEV: '1',
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      SEED_DEMO: '0',
      ADMIN_EMAIL: 'admin@restart.test',
      ADMIN_PASSWORD: 'Restart-2026',
      PUBLIC_URL: 'http://localhost',
      MONEY_JOB: '0',
      LOG_LEVEL: 'silent',
    },
  });
  let output = '';
  const ended = new Promise<{ code: number | null; signal: NodeJS.Signals | null; output: string }>((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 90_000);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, output });
    });
  });
  const ready = new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk;
      if (output.includes('ready on http://')) resolve();
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    void ended.then(({ code, signal }) =>
      reject(new Error(`npm start ended (${code ?? signal}) before it was ready:\n${output}`)),
    );
  });
  // Awaited by the tests that expect it; the others only read how it ended.
  ready.catch(() => undefined);
  return { child, ready, ended };
}

describe('npm start after the server alone was killed', () => {
  it('stops the PostgreSQL the killed server left running on its folder, cleanly, and starts', async () => {
    const first = start();
    await first.ready;
    const orphan = postmasterPid()!;
    postmasters.add(orphan);
    expect(alive(orphan)).toBe(true);
    first.child.kill('SIGKILL');
    expect((await first.ended).signal).toBe('SIGKILL');
    // What an out-of-memory kill leaves: the folder still held by the dead server's PostgreSQL.
    expect(alive(orphan)).toBe(true);

    const second = start();
    await second.ready;
    postmasters.add(postmasterPid()!);
    // Its lock file is the last thing PostgreSQL removes: the process ends a moment later.
    await until(() => !alive(orphan), `PostgreSQL ${orphan} to end`);
    expect(postmasterPid()).not.toBe(orphan);

    second.child.kill('SIGTERM');
    const { output } = await second.ended;
    expect(output).toContain(`stopped PostgreSQL ${orphan}`);
    // Stopped cleanly in its turn (on a busy machine its shutdown may end just after Node's): the lock file goes.
    await until(() => !existsSync(pidFile), 'the lock file to go', 60_000);
  }, 180_000);

  it('refuses with one sentence when the lock file names another live process', async () => {
    await stopLeftovers();
    const other = spawn('sleep', ['300']);
    try {
      const pgDir = path.dirname(pidFile);
      mkdirSync(pgDir, { recursive: true });
      // PostgreSQL's lock file as a reused pid leaves it: right folder, the pid now someone else's.
      writeFileSync(
        pidFile,
        `${other.pid}\n${pgDir}\n${Math.floor(Date.now() / 1000)}\n5432\n${pgDir}\n127.0.0.1\n  0  0\nready   \n`,
      );
      const started = start();
      const readyFirst = await Promise.race([
        started.ready.then(
          () => true,
          () => false,
        ),
        started.ended.then(() => false),
      ]);
      // Started over someone else's lock file: stopped cleanly, the test fails below.
      if (readyFirst) started.child.kill('SIGTERM');
      const { code, output } = await started.ended;
      expect(readyFirst).toBe(false);
      expect(code).not.toBe(0);
      expect(output).toContain(`process ${other.pid} (sleep 300)`);
      expect(output).toContain(pidFile);
      expect(output).not.toMatch(/undefined|\n\s+at /);
      // Left as it was: nothing of someone else's is stopped or deleted.
      expect(alive(other.pid!)).toBe(true);
      expect(postmasterPid()).toBe(other.pid);
    } finally {
      other.kill('SIGKILL');
      rmSync(pidFile, { force: true });
    }
  }, 120_000);

  it('leaves alone the PostgreSQL of a Guichet still running on the folder (started twice by mistake)', async () => {
    await stopLeftovers();
    const running = await startEmbeddedPostgres(dataDir);
    try {
      const pid = postmasterPid()!;
      postmasters.add(pid);
      const refusal = await startEmbeddedPostgres(dataDir).then(
        (second) => second.stop().then(() => 'started a second PostgreSQL'),
        (error: unknown) => error,
      );
      expect(refusal).toBeInstanceOf(Error);
      expect((refusal as Error).message).toContain(
        `is in use by the PostgreSQL of another Guichet still running (process ${process.pid}`,
      );
      expect(alive(pid)).toBe(true);
    } finally {
      await running.stop();
    }
  }, 60_000);
});
