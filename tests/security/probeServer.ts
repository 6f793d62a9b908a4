import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface ProbeServer {
  base: string;
  /** True while the server process runs (a request that froze it is a failure of its own). */
  alive: () => boolean;
  stop: () => Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/**
 * The real server in a process of its own, on a fresh embedded PostgreSQL with the demo data and
 * the business date pinned: a request that blocks its event loop cannot block the probe, which
 * sees it as a hang.
 */
export async function startProbeServer(log: (line: string) => void): Promise<ProbeServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'guichet-probe-'));
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: '1',
      DEMO_CUSTOMERS: '40',
      BUSINESS_DATE: '2026-11-24',
      // The probe signs in a handful of times and sends many refused sign-ins: the per-address limit would only measure itself.
      AUTH_RATE_LIMIT: '100000',
      LOG_LEVEL: 'fatal',
      GUICHET_DEV: '1',
    },
  });
  let exited = false;
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.on('exit', () => (exited = true));
  const base = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (exited) throw new Error(`the server stopped while starting:\n${output.slice(-4000)}`);
    if (Date.now() - started > 240_000)
      throw new Error(`the server did not answer within 4 minutes:\n${output.slice(-4000)}`);
    const ready = await fetch(`${base}/version.json`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  log(`server ready on ${base} in ${Math.round((Date.now() - started) / 1000)} s (data in ${dataDir})`);
  return {
    base,
    alive: () => !exited,
    stop: async () => {
      if (!exited) {
        const gone = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        const killer = setTimeout(() => child.kill('SIGKILL'), 20_000);
        await gone;
        clearTimeout(killer);
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
