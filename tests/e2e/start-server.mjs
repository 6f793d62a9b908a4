// Starts the real server for the end-to-end run on a fresh database (its data folder is removed first).
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';

const port = process.env.E2E_PORT ?? '5055';
const dataDir = port === '5055' ? '.e2e-data' : `.e2e-data-${port}`;
rmSync(dataDir, { recursive: true, force: true });

const server = spawn('npx', ['tsx', 'server/main.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    DATA_DIR: dataDir,
    SEED_DEMO: '1',
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT: '600',
    BUSINESS_DATE: '2026-11-24',
    // The sandbox providers' hours pass in a blink: an Interac transfer arrives within a second, a debit's day passes in one.
    SANDBOX_DELAY_SCALE: '0.00001',
  },
});

// Playwright stops this script when the run ends: pass the signal on so the embedded database stops cleanly.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
