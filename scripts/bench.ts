/**
 * `npm run bench [-- --customers N --loans M]`: starts Guichet on an embedded PostgreSQL, calls it
 * over real HTTP, and prints one JSON line per figure (progress goes to stderr).
 *
 * - Without BENCH_DATA_DIR: a fresh data folder, seeded with N demo customers (default 100,000,
 *   about 1.5 requests each), removed afterwards. The seed time is a figure too.
 * - With BENCH_DATA_DIR=/path: that data folder as it is (e.g. one made once with
 *   `DATA_DIR=/path npm run seed -- --customers 1000000`), kept afterwards; seeded with N
 *   customers first only if it is empty.
 * - Either way, ACTIVE loans are bulk-loaded until there are M (default 200,000); the load time is a
 *   figure.
 * - Notifications are bulk-stored until there are `--notifications` (default 100,000) for the bell's
 *   calls, then `--sockets` (default 500) live sockets are opened and the delivery of new
 *   notifications to all of them is timed.
 * - `pages` opens the login page and the customers list in headless Chromium with an empty cache
 *   and reports what they download on the wire (needs a build: `npm run build`), then times the
 *   first visit on an emulated office link (40 ms round trip, 10 Mbit/s): the sign-in form, sign-in
 *   to the first list's rows (and its requests), the customers list opened again with a warm cache.
 * - `load` (not in the default run): `--agents` (default 100) simulated agents doing mixed work for
 *   `--seconds` (default 60), pausing `--think` ms between actions on average (default 1000; 0 makes
 *   it a saturation test) — scripts/bench/loadFigures.ts. `npm run bench -- --customers 2000 --only
 *   load` runs it on its own.
 * - `money` presents 50,000 pre-authorized debits of the loaded loans, builds their CPA-005 files and
 *   submits them to the sandbox provider, then applies 2,000 returns from CPA-005 returns files and
 *   checks the ledgers of their loans (scripts/bench/moneyFigures.ts; run it after `loans`).
 * - `books` times the trial balance at a date, pages of a month's journal and of an account's general
 *   ledger and the month-end allowance, then checks the books' receivables against every ledger
 *   (scripts/bench/booksFigures.ts; run it after `loans`).
 * - `portal` signs 400 borrowers of the loaded loans in to the client portal and times their home
 *   page, then the sending of sign-in codes (scripts/bench/portalFigures.ts; run it after `loans`).
 * - `--only identity,customers,loans,portal,money,collections,notifications,chat,reports,books,pages` runs some parts only (default: all).
 * - The chat part connects 200 colleagues (one socket each) and times each message until the other has it.
 * - The business date is pinned (BUSINESS_DATE, default 2026-11-18, a Wednesday): the loans are
 *   loaded as of that day and the manual payments dated by it, so a kept data folder gives the
 *   same work on any later day (no payment comes due between runs) and the figures stay comparable.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { readConfig } from '../server/config';
import { DEMO_PASSWORD } from '../server/db/seed/demoAccounts';
import { startGuichet } from '../server/start';
import { benchBooks } from './bench/booksFigures';
import { benchCustomers } from './bench/customerFigures';
import { benchMoney } from './bench/moneyFigures';
import { benchCollections } from './bench/collectionFigures';
import { benchLoans } from './bench/loanFigures';
import { benchNotifications } from './bench/notificationFigures';
import { benchChat } from './bench/chatFigures';
import { benchLoad } from './bench/loadFigures';
import { benchPages } from './bench/pageFigures';
import { benchPortal } from './bench/portalFigures';
import { benchReports } from './bench/reportFigures';
import { measure, report } from './bench/measure';
import { benchSchedules } from './bench/scheduleFigures';

const { values } = parseArgs({
  options: {
    customers: { type: 'string', default: '100000' },
    loans: { type: 'string', default: '200000' },
    notifications: { type: 'string', default: '100000' },
    sockets: { type: 'string', default: '500' },
    only: {
      type: 'string',
      default: 'identity,customers,loans,portal,money,collections,notifications,chat,reports,books,pages',
    },
    agents: { type: 'string', default: '100' },
    seconds: { type: 'string', default: '60' },
    think: { type: 'string', default: '1000' },
  },
});
const wholeNumber = (option: 'customers' | 'loans' | 'notifications' | 'sockets' | 'agents' | 'seconds' | 'think') => {
  const n = Number(values[option]);
  if (Number.isInteger(n) && n >= 0) return n;
  console.error(`--${option} must be a whole number, not "${values[option]}"`);
  process.exit(2);
};
const customers = wholeNumber('customers');
const loans = wholeNumber('loans');
const notifications = wholeNumber('notifications');
const sockets = wholeNumber('sockets');
const agents = wholeNumber('agents');
const seconds = wholeNumber('seconds');
const thinkMs = wholeNumber('think');
const parts = new Set(values.only.split(','));
process.env.BUSINESS_DATE ||= '2026-11-18';
// The bench moves money itself (the money part): the minute job would present debits under its feet.
process.env.MONEY_JOB ||= '0';
const keptDataDir = process.env.BENCH_DATA_DIR ? path.resolve(process.env.BENCH_DATA_DIR) : undefined;
const dataDir = keptDataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'guichet-bench-')));
const progress = (line: string) => console.error(`bench: ${line}`);

const started = Date.now();
let seeded = false;
const running = await startGuichet(
  readConfig({
    ...process.env,
    DATA_DIR: dataDir,
    SEED_DEMO: '1',
    LOG_LEVEL: 'warn',
    DEMO_CUSTOMERS: String(customers),
  }),
  (line) => {
    if (line.startsWith('first start')) seeded = true;
    progress(line);
  },
);
if (seeded)
  console.log(
    JSON.stringify({
      figure: 'seed (demo accounts, customers and their requests, indexes, vacuum)',
      unit: 's',
      customers,
      seconds: Math.round((Date.now() - started) / 100) / 10,
    }),
  );
await running.app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(running.app.server.address() as AddressInfo).port}`;

async function call(pathname: string, init: RequestInit = {}) {
  const response = await fetch(base + pathname, init);
  if (!response.ok) throw new Error(`${pathname}: ${response.status} ${await response.text()}`);
  return response.json();
}
const json = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

try {
  const login = () => call('/api/Identity/Authenticate', json({ UserName: 'admin@demo.ca', Password: DEMO_PASSWORD }));
  const { model } = await login();
  const auth = { headers: { authorization: `Bearer ${model.token}` } };
  const [{ count, requests }] = await running.ctx.database.sql<{ count: number; requests: number }[]>`
    select (select count(*) from customers)::int as count, (select count(*) from requests)::int as requests`;

  progress(
    `${os.cpus().length} × ${os.cpus()[0]?.model}, Node ${process.version}; ${count} customers, ${requests} requests in ${dataDir}`,
  );
  if (parts.has('identity')) {
    report(await measure('identity.authenticate (argon2id m=19456 t=2)', login, { samples: 20, warmup: 2 }));
    report(
      await measure('identity.ping (token check + user lookup)', () => call('/api/Identity/Ping', auth), {
        samples: 500,
      }),
    );
    report(
      await measure('identity.ping, 20 clients', () => call('/api/Identity/Ping', auth), {
        samples: 1000,
        concurrency: 20,
      }),
    );
    report(
      await measure('users.list (25 rows + count)', () => call('/api/users?range=[0,24]&sort=["email","ASC"]', auth), {
        samples: 500,
      }),
    );
  }
  if (parts.has('customers'))
    await benchCustomers(running.ctx, (pathname) => call(pathname, auth), { single: 300, concurrent: 1000 });
  const authorized = (init: RequestInit = {}): RequestInit => ({
    ...init,
    headers: { ...auth.headers, ...(init.headers as Record<string, string>) },
  });
  if (parts.has('loans')) {
    await benchLoans(running.ctx, (pathname, init) => call(pathname, authorized(init)), {
      loans,
      payments: 300,
      details: 500,
      progress,
    });
    console.log(JSON.stringify(benchSchedules()));
  }
  if (parts.has('portal')) await benchPortal(running.ctx, base, { progress });
  /** The tokens of the demo administrator, staff member and agent. */
  const threeUsersTokens = async () => {
    const tokens = [model.token];
    for (const email of ['staff@demo.ca', 'agent@demo.ca'])
      tokens.push(
        (await call('/api/Identity/Authenticate', json({ UserName: email, Password: DEMO_PASSWORD }))).model.token,
      );
    return tokens;
  };
  if (parts.has('notifications')) {
    // The sockets take turns with three users who all see ACCEPTED notifications.
    const tokens = await threeUsersTokens();
    await benchNotifications(running.ctx, (pathname, init) => call(pathname, authorized(init)), {
      notifications,
      sockets,
      events: 50,
      liveOrigin: base.replace(/^http/, 'ws'),
      tokens,
      progress,
    });
  }
  if (parts.has('chat')) await benchChat(running.ctx, { users: 200, messages: 1000, concurrency: 10, base, progress });
  if (parts.has('load')) {
    // Three people's tokens shared by the simulated agents.
    const tokens = await threeUsersTokens();
    await benchLoad({ base, tokens, agents, seconds, thinkMs, today: process.env.BUSINESS_DATE!, progress });
  }
  if (parts.has('money'))
    await benchMoney(running.ctx, (pathname, init) => call(pathname, authorized(init)), {
      debits: 50_000,
      returns: 2_000,
      progress,
    });
  if (parts.has('collections')) {
    // The start's own sweep first: two sweeps of the same files on different days would undo each other.
    await running.sweepDone();
    await benchCollections(running.ctx, (pathname) => call(pathname, auth), { files: 20_000, progress });
  }
  if (parts.has('reports'))
    // Read as text: the CSV export is not JSON.
    await benchReports(running.ctx, async (pathname) => {
      const response = await fetch(base + pathname, auth);
      if (!response.ok) throw new Error(`${pathname}: ${response.status} ${await response.text()}`);
      return response.text();
    });
  if (parts.has('books'))
    await benchBooks(running.ctx, (pathname, init) => call(pathname, authorized(init)), { progress });
  if (parts.has('pages'))
    await benchPages(base, { email: 'admin@demo.ca', password: DEMO_PASSWORD }, running.ctx.config.distDir);
} finally {
  await running.stop();
  if (!keptDataDir) await rm(dataDir, { recursive: true, force: true });
}
