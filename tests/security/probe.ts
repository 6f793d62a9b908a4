/**
 * `npm run test:security`: every operation of the OpenAPI document tried by every kind of caller,
 * then with hostile inputs, against the real server on a fresh database. Fails on any answer
 * ≥ 500, any request left unanswered, any caller let through where its abilities refuse it, any
 * /api operation no guard protects that is not declared public, and any loan whose figures no
 * longer agree with its ledger afterwards. Prints what it tried.
 */
import { performance } from 'node:perf_hooks';
import { ledgerDisagreements, type LoanFiguresReply } from '../../domain/loanConsistency';
import { buildAbility, type AppAbility } from '../../domain/permissions';
import { parseAbilitiesClaim } from '../../providers/abilities';
import { DEMO_PASSWORD } from '../../server/db/seed/demoAccounts';
import { hostileVariants, type Variant } from './hostileInputs';
import { operationsOf, sampleOf, type Operation } from './operations';
import { startProbeServer, type ProbeServer } from './probeServer';

const BUDGET = Number(process.env.SECURITY_PROBE_BUDGET ?? 20_000);
const CONCURRENCY = Number(process.env.SECURITY_PROBE_CONCURRENCY ?? 8);
const TIMEOUT_MS = 10_000;

/**
 * Operations open without a session, on purpose: signing in and out (the second factor's step and
 * the enrolment a role requires, answered with the challenge a right password earned), password
 * reset, the website's intake, branding, users' photos (for <img>: the random token in the address is the secret), and
 * the payment providers' callbacks (guarded by their HMAC signature instead).
 */
const PUBLIC_OPERATIONS = new Set([
  'POST /api/Identity/Authenticate',
  'POST /api/Identity/SecondFactor',
  'POST /api/Identity/SecondFactor/Passkey/Options',
  'POST /api/Identity/Enrolment/Totp',
  'POST /api/Identity/Enrolment/Totp/Confirm',
  'POST /api/Identity/Enrolment/Passkey',
  'POST /api/Identity/Enrolment/Passkey/Confirm',
  'POST /api/Identity/RefreshToken',
  'POST /api/Identity/Logout',
  'POST /api/Identity/ForgotPassword/{email}',
  'POST /api/Identity/ResetPassword',
  'POST /api/public/loan-requests',
  'GET /api/configuration/general/logo',
  'GET /api/branding',
  'GET /api/Identity/photos/{token}',
  'POST /api/providers/{provider}/callbacks',
]);

const isPortalOperation = (operation: Pick<Operation, 'path'>) => operation.path.startsWith('/portal/api/');

/** Operations that act on the caller's own account: the probe sends them only as its throwaway account, never with a valid body. */
const ON_THE_CALLER = new Set(['POST /api/Identity/ChangePasswordV2']);

interface Caller {
  name: string;
  token?: string;
  ability?: AppAbility;
}

interface Failure {
  kind: 'server error' | 'no answer' | 'access' | 'unguarded' | 'ledger';
  where: string;
  detail: string;
}

const log = (line: string) => console.log(`security: ${line}`);
const failures: Failure[] = [];
let requests = 0;
let server: ProbeServer;
/** Set when the server stopped answering altogether: what is left of the probe would only wait. */
let frozen = false;
let unansweredInARow = 0;

interface Answer {
  status: number;
  message?: string;
}

async function send(
  operation: Pick<Operation, 'method' | 'path'>,
  caller: Caller,
  variant: Variant,
  ids: (param: string, path: string) => string,
): Promise<Answer | null> {
  const path = operation.path.replace(
    /\{(\w+)\}/g,
    (_, param: string) => variant.path?.[param] ?? encodeURIComponent(ids(param, operation.path)),
  );
  const query = variant.query ? `?${new URLSearchParams(variant.query)}` : '';
  const headers: Record<string, string> = { language: 'fr' };
  if (caller.token) headers.authorization = `Bearer ${caller.token}`;
  let body: BodyInit | undefined;
  if (variant.raw) {
    body = variant.raw.body;
    if (variant.raw.contentType) headers['content-type'] = variant.raw.contentType;
  } else if (variant.multipart) {
    const form = new FormData();
    for (const [key, value] of Object.entries(variant.multipart.fields)) form.append(key, value);
    const file = variant.multipart.file;
    if (file) form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
    body = form;
  } else if (variant.json !== undefined) {
    body = JSON.stringify(variant.json);
    headers['content-type'] = 'application/json';
  }
  const where = `${operation.method} ${operation.path} as ${caller.name} (${variant.label})`;
  requests += 1;
  try {
    const response = await fetch(server.base + path + query, {
      method: operation.method,
      headers,
      body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const text = await response.text();
    let message: string | undefined;
    try {
      message = (JSON.parse(text) as { message?: string }).message;
    } catch {
      // Not JSON (a PDF, an image): no message to read.
    }
    unansweredInARow = 0;
    if (response.status >= 500)
      failures.push({ kind: 'server error', where, detail: `${response.status} ${text.slice(0, 200)}` });
    return { status: response.status, message };
  } catch (error) {
    failures.push({
      kind: 'no answer',
      where,
      detail: `${(error as Error).name}: no answer within ${TIMEOUT_MS / 1000} s`,
    });
    unansweredInARow += 1;
    if (unansweredInARow >= 2 * CONCURRENCY) {
      const alive = await fetch(`${server.base}/version.json`, { signal: AbortSignal.timeout(TIMEOUT_MS) }).then(
        () => true,
        () => false,
      );
      if (!alive && !frozen) {
        frozen = true;
        failures.push({
          kind: 'no answer',
          where: 'server',
          detail: `frozen: not even /version.json answers (after ${where})`,
        });
      }
    }
    return null;
  }
}

/** What the guards published for this operation, against what the caller may do. */
function judgeAccess(operation: Operation, caller: Caller, answer: Answer): string | null {
  const access = operation.access;
  if (!access) return null;
  if (!caller.token) return answer.status === 401 ? null : `anonymous got ${answer.status}, not 401`;
  if (answer.status === 401 || answer.status === 403 || answer.status === 203) return `signed in, got ${answer.status}`;
  const lacking = access.abilities.filter(({ action, subject }) => !caller.ability!.can(action, subject));
  const refused = answer.status === 420 && answer.message === 'errors.FORBIDDEN';
  if (lacking.length > 0)
    return refused
      ? null
      : `lacks ${lacking.map((a) => `${a.action} ${a.subject}`).join(', ')} but got ${answer.status} ${answer.message ?? ''}`;
  // A route guarded by a session only may refuse by its own rules (the audit trail of an entity one may not read).
  if (refused && access.abilities.length > 0)
    return `holds ${access.abilities.map((a) => `${a.action} ${a.subject}`).join(', ')} but was refused`;
  return null;
}

/** The most hostile requests per operation that keeps the total within the budget (operations with fewer send them all). */
function evenShare(available: number[], budget: number): number {
  const total = (limit: number) => available.reduce((sum, n) => sum + Math.min(n, limit), 0);
  let limit = 1;
  while (limit < Math.max(...available) && total(limit + 1) <= budget) limit += 1;
  return limit;
}

async function pool<T>(items: T[], work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < items.length && server.alive() && !frozen) await work(items[next++]);
    }),
  );
}

async function api<T>(method: string, path: string, token?: string, json?: unknown): Promise<T> {
  const response = await fetch(server.base + path, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(json === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function signIn(name: string, email: string, password = DEMO_PASSWORD): Promise<Caller> {
  const { model } = await api<{ model: { token: string } }>('POST', '/api/Identity/Authenticate', undefined, {
    UserName: email,
    Password: password,
  });
  const claims = JSON.parse(Buffer.from(model.token.split('.')[1], 'base64url').toString()) as { Abilities?: string };
  return { name, token: model.token, ability: buildAbility(parseAbilitiesClaim(claims.Abilities)) };
}

async function main() {
  const started = performance.now();
  server = await startProbeServer(log);
  try {
    const document = await api<Parameters<typeof operationsOf>[0]>('GET', '/api/docs/json');
    // The borrower portal's API too: its routes answer to the borrower's cookie, never a staff guard,
    // so only their answers to hostile inputs are judged (no 5xx, no hang).
    const operations = operationsOf(document).filter(
      (operation) => operation.path.startsWith('/api/') || isPortalOperation(operation),
    );
    const key = (operation: Operation) => `${operation.method} ${operation.path}`;
    for (const operation of operations) {
      if (!operation.access && !PUBLIC_OPERATIONS.has(key(operation)) && !isPortalOperation(operation))
        failures.push({ kind: 'unguarded', where: key(operation), detail: 'no guard, and not declared public' });
    }

    const admin = await signIn('admin', 'admin@demo.ca');
    const callers: Caller[] = [
      { name: 'anonymous' },
      await signIn('role-less', 'norole@demo.ca'),
      await signIn('user', 'agent@demo.ca'),
      await signIn('staff', 'staff@demo.ca'),
      admin,
    ];
    // Accounts the probe may damage: a user record to edit and delete, and an account to change its own password.
    const victim = await api<{ id: number }>('POST', '/api/users', admin.token, {
      email: 'probe.victim@demo.ca',
      displayName: 'Probe Victim',
      roles: ['user'],
    });
    const selfAccount = await api<{ id: number }>('POST', '/api/users', admin.token, {
      email: 'probe.self@demo.ca',
      displayName: 'Probe Self',
      roles: ['user'],
    });
    await api('POST', `/api/users/${selfAccount.id}/password`, admin.token, { password: 'Probe-self-2026' });
    const self = await signIn('own account', 'probe.self@demo.ca', 'Probe-self-2026');
    const first = async (path: string) =>
      (await api<{ id: number }[]>('GET', `${path}${path.includes('?') ? '&' : '?'}range=[0,0]`, admin.token))[0]?.id ??
      1;
    const ids = {
      customers: await first('/api/customers'),
      loans: await first('/api/loans'),
      requests: await first('/api/requests'),
      'message-templates': await first('/api/message-templates'),
      outbox: await first('/api/outbox'),
      'global-notifications': (
        await api<{ id: number }>('POST', '/api/global-notifications', admin.token, {
          messageFr: 'Sonde',
          messageEn: 'Probe',
          startsAt: '2026-11-24T00:00:00Z',
          endsAt: '2026-11-25T00:00:00Z',
        })
      ).id,
      'api-keys': (await api<{ id: number }>('POST', '/api/api-keys', admin.token, { name: 'Probe key' })).id,
      users: victim.id,
    } as Record<string, number>;
    const idFor = (param: string, path: string) => {
      if (param === 'email') return 'probe.nobody@example.ca';
      if (param === 'envelopeId') return '00000000-0000-4000-8000-000000000000';
      if (param !== 'id') return '1';
      return String(ids[path.split('/')[2]] ?? 1);
    };

    // 1. Who may call what: one plausible request per operation and caller.
    const roleChecks = operations.flatMap((operation) =>
      callers.map((caller) => ({
        operation,
        caller: ON_THE_CALLER.has(key(operation)) && caller.token ? self : caller,
      })),
    );
    await pool(roleChecks, async ({ operation, caller }) => {
      const json =
        operation.body && !ON_THE_CALLER.has(key(operation))
          ? sampleOf(operation.body)
          : operation.body
            ? {}
            : undefined;
      const answer = await send(operation, caller, { label: 'plausible', json }, idFor);
      const problem = answer && judgeAccess(operation, caller, answer);
      if (problem) failures.push({ kind: 'access', where: `${key(operation)} as ${caller.name}`, detail: problem });
    });
    log(`${requests} requests: every operation × ${callers.length} callers`);

    // 2. Hostile inputs, as a caller the guards let through (so that validation and the handlers are what is tried).
    // The administrator, and the least privileged caller the guards let through, whose path through the handler may differ.
    const hostileCallers = (operation: Operation): Caller[] => {
      if (ON_THE_CALLER.has(key(operation))) return [self];
      const holder = callers
        .slice(1, -1)
        .find((caller) =>
          (operation.access?.abilities ?? []).every(({ action, subject }) => caller.ability!.can(action, subject)),
        );
      return operation.access && holder ? [admin, holder] : [admin];
    };
    const available = operations.map(
      (operation) => hostileVariants(operation, Number.MAX_SAFE_INTEGER).length * hostileCallers(operation).length,
    );
    const perOperation = evenShare(available, BUDGET - requests);
    const hostile = operations.flatMap((operation) => {
      const variants = hostileVariants(operation, Math.ceil(perOperation / hostileCallers(operation).length));
      return hostileCallers(operation).flatMap((caller) => variants.map((variant) => ({ operation, variant, caller })));
    });
    await pool(hostile, async ({ operation, variant, caller }) => {
      await send(operation, caller, variant, idFor);
    });
    log(`${requests} requests after the hostile inputs (${perOperation} at most per operation)`);

    // 3. Every loan's figures still agree with its ledger.
    // With the token from the start: the hostile sign-ins have this address slowed down by now, as they should.
    if (server.alive() && !frozen) {
      const loans = await api<{ id: number }[]>('GET', '/api/loans?range=[0,499]', admin.token);
      for (const { id } of loans) {
        const problems = ledgerDisagreements(await api<LoanFiguresReply>('GET', `/api/loans/${id}`, admin.token));
        if (problems.length > 0) failures.push({ kind: 'ledger', where: `loan ${id}`, detail: problems.join('; ') });
      }
      log(`${loans.length} loans checked against their ledgers`);
    } else if (!frozen) {
      failures.push({ kind: 'no answer', where: 'server', detail: 'the server process stopped during the probe' });
    }
  } finally {
    await server.stop();
  }

  const seconds = (performance.now() - started) / 1000;
  log(
    `${requests} requests in ${seconds.toFixed(1)} s (${Math.round(requests / seconds)} a second, ${CONCURRENCY} at a time)`,
  );
  if (failures.length === 0) {
    log('no failure: no answer ≥ 500, no hang, no caller let through, every loan consistent');
    return;
  }
  const byKind = new Map<string, Failure[]>();
  for (const failure of failures) byKind.set(failure.kind, [...(byKind.get(failure.kind) ?? []), failure]);
  for (const [kind, list] of byKind) {
    log(`${list.length} × ${kind}`);
    const byWhere = new Map<string, Failure[]>();
    for (const failure of list) {
      const where = failure.where.replace(/ \(.*\)$/, '');
      byWhere.set(where, [...(byWhere.get(where) ?? []), failure]);
    }
    for (const [where, same] of [...byWhere].slice(0, 40))
      log(`  ${where}: ${same.length} × e.g. ${same[0].where.match(/\((.*)\)$/)?.[1] ?? ''} → ${same[0].detail}`);
  }
  process.exitCode = 1;
}

await main();
