import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';

const privateFolder = mkdtempSync(path.join(os.tmpdir(), 'guichet-private-'));
afterAll(() => rmSync(privateFolder, { recursive: true, force: true }));

/** `npm start`'s own entry point, with its data in `dataDir`; what it prints and how it ends. */
function start(dataDir: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, DATA_DIR: dataDir, GUICHET_DEV: '1', PORT: '0', DATABASE_URL: '' },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

// Issue 18: as root, in a folder other users cannot enter (mode 700, as /root and mktemp -d are),
// the embedded PostgreSQL's initdb ran as `postgres`, could not reach its folder and the process
// died on an unhandled EACCES. It now stops at once and says, in one sentence, what to do.
it.runIf(process.getuid?.() === 0)(
  'started as root with its data in a private folder, says why it cannot start and what to do',
  async () => {
    const { code, output } = await start(path.join(privateFolder, 'data'));
    expect(code).toBe(1);
    expect(output).toContain(`the "postgres" system user`);
    expect(output).toContain(`cannot enter ${privateFolder}`);
    expect(output).toContain('chmod o+x');
    expect(output).not.toMatch(/EACCES|\n\s+at /);
  },
  90_000,
);
