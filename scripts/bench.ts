/**
 * `npm run bench`: starts Guichet on a fresh embedded PostgreSQL (demo data), calls it over real
 * HTTP, and prints one JSON line per figure. Later resources add their figures here.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { readConfig } from '../server/config';
import { DEMO_PASSWORD } from '../server/db/seed/demoAccounts';
import { startGuichet } from '../server/start';
import { measure, report } from './bench/measure';

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'guichet-bench-'));
const running = await startGuichet(readConfig({ ...process.env, DATA_DIR: dataDir, SEED_DEMO: '1', LOG_LEVEL: 'warn', DEMO_CUSTOMERS: '0' }), () => {});
await running.app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(running.app.server.address() as AddressInfo).port}`;

async function call(pathname: string, init: RequestInit = {}) {
  const response = await fetch(base + pathname, init);
  if (!response.ok) throw new Error(`${pathname}: ${response.status} ${await response.text()}`);
  return response.json();
}
const json = (body: unknown): RequestInit => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

try {
  const login = () => call('/api/Identity/Authenticate', json({ UserName: 'admin@demo.ca', Password: DEMO_PASSWORD }));
  const { model } = await login();
  const auth = { headers: { authorization: `Bearer ${model.token}` } };

  console.error(`bench: ${os.cpus().length} × ${os.cpus()[0]?.model}, Node ${process.version}`);
  report(await measure('identity.authenticate (argon2id m=19456 t=2)', login, { samples: 20, warmup: 2 }));
  report(await measure('identity.ping (token check + user lookup)', () => call('/api/Identity/Ping', auth), { samples: 500 }));
  report(await measure('identity.ping, 20 clients', () => call('/api/Identity/Ping', auth), { samples: 1000, concurrency: 20 }));
  report(await measure('users.list (25 rows + count)', () => call('/api/users?range=[0,24]&sort=["email","ASC"]', auth), { samples: 500 }));
} finally {
  await running.stop();
  await rm(dataDir, { recursive: true, force: true });
}
