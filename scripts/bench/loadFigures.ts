import { performance } from 'node:perf_hooks';
import { EDITABLE_CUSTOMER_FIELDS } from '../../domain/customers';
import { quantile, round } from './measure';

/**
 * `npm run bench -- --only load`: simulated agents, each doing what an agent does all day for a
 * fixed time: search customers, open one, save one at the version read, post a manual payment on a
 * loan that can take one (active, lent: its deposit arrived, something owed), open a loan. It
 * reports the latency of each kind of call (median, p95, p99, max); apart, the business refusals
 * (a 420 with its rule's key, such as a payment date another agent's payment already took, and the
 * 409s of a save that crossed another) and the errors (a 5xx, any other refusal, a call that never
 * got an answer); and the lost updates: each customer's version must have risen by exactly the
 * saves the server accepted, or a save overwrote another. Agents pause between two things
 * (`thinkMs` on average, as people read what they opened); with no pause it measures how much a
 * server takes before it queues.
 */
export interface LoadOptions {
  base: string;
  tokens: string[];
  agents: number;
  seconds: number;
  /** Each agent's pause between two things done, on average (0: back to back, a saturation test). */
  thinkMs: number;
  /** The lender's business date, for the payments' dates. */
  today: string;
  progress: (line: string) => void;
}

type Kind = 'search' | 'openCustomer' | 'saveCustomer' | 'postPayment' | 'openLoan';
/** How often an agent does each thing, out of 100. */
const MIX: [Kind, number][] = [
  ['search', 35],
  ['openCustomer', 25],
  ['saveCustomer', 15],
  ['postPayment', 10],
  ['openLoan', 15],
];

/** The rule's key a business refusal (420) names: `{ message: key, params }`. */
function refusalKey(body: string): string {
  try {
    return String((JSON.parse(body) as { message?: unknown }).message ?? 'unknown');
  } catch {
    return 'unknown';
  }
}

const countInto = (counts: Record<string, number>, key: string) => {
  counts[key] = (counts[key] ?? 0) + 1;
};

const SEARCH_SYLLABLES = ['tre', 'ber', 'gag', 'roy', 'mar', 'lav', 'cot', 'for', 'pel', 'bou', 'son', 'ard'];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)];

function chooseKind(): Kind {
  let roll = Math.random() * 100;
  for (const [kind, weight] of MIX) {
    roll -= weight;
    if (roll < 0) return kind;
  }
  return 'search';
}

export async function benchLoad(options: LoadOptions) {
  const { base, tokens, today, progress } = options;
  const timings: Record<Kind, number[]> = {
    search: [],
    openCustomer: [],
    saveCustomer: [],
    postPayment: [],
    openLoan: [],
  };
  const errors: string[] = [];
  /** Errors by their cause: an HTTP status, or `network` for a call that got no answer. */
  const errorsByCause: Record<string, number> = {};
  let conflicts = 0;
  /** Business refusals (420) by the rule's key. */
  const refusals: Record<string, number> = {};
  const savesAccepted = new Map<number, number>();

  async function call(kind: Kind, token: string, path: string, init: RequestInit = {}) {
    const started = performance.now();
    let response: Response;
    let body: string;
    try {
      response = await fetch(base + path, {
        ...init,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers },
      });
      body = await response.text();
    } catch (error) {
      countInto(errorsByCause, 'network');
      throw new Error(`${kind} ${path}: no answer (${(error as Error).message})`, { cause: error });
    }
    timings[kind].push(performance.now() - started);
    if (response.status === 409) conflicts += 1;
    else if (response.status === 420) countInto(refusals, refusalKey(body));
    else if (!response.ok) {
      countInto(errorsByCause, String(response.status));
      errors.push(`${kind} ${path}: ${response.status} ${body.slice(0, 200)}`);
    }
    return { status: response.status, json: () => JSON.parse(body) };
  }

  // What the agents work on: the first customers (with the version each is at) and the loans that
  // can take a manual payment, as the loan screen offers it: active, lent (a loan whose deposit has
  // not arrived has nothing to pay yet), something owed.
  const [firstToken] = tokens;
  const read = async (path: string) =>
    (await fetch(base + path, { headers: { authorization: `Bearer ${firstToken}` } })).json();
  const customers: { id: number; version: number }[] = await read('/api/customers?range=[0,299]');
  const customerIds = customers.map((customer) => customer.id);
  const versionBefore = new Map(customers.map((customer) => [customer.id, customer.version]));
  const active: { id: number; depositStatus: string; totalOwing: number }[] = await read(
    `/api/loans?filter=${encodeURIComponent('{"status":"ACTIVE"}')}&range=[0,999]`,
  );
  const loanIds = active
    .filter((loan) => loan.depositStatus === 'DEPOSITED' && loan.totalOwing > 0)
    .slice(0, 200)
    .map((loan) => loan.id);
  progress(
    `load: ${options.agents} agents for ${options.seconds} s on ${customerIds.length} customers and ${loanIds.length} lent active loans (of ${active.length} active)`,
  );

  async function step(token: string, n: number) {
    const kind = chooseKind();
    if (kind === 'search') {
      const filter = encodeURIComponent(JSON.stringify({ lastName: pick(SEARCH_SYLLABLES) }));
      await call(kind, token, `/api/customers?filter=${filter}&range=[0,24]&sort=["id","DESC"]`);
    } else if (kind === 'openCustomer') {
      await call(kind, token, `/api/customers/${pick(customerIds)}`);
    } else if (kind === 'saveCustomer') {
      // Read, change one field, save at the version read: a save that crossed another gets 409.
      const id = pick(customerIds);
      const record = (await call('openCustomer', token, `/api/customers/${id}`)).json();
      const body: Record<string, unknown> = Object.fromEntries(
        EDITABLE_CUSTOMER_FIELDS.filter((key) => record[key] !== undefined).map((key) => [key, record[key]]),
      );
      body.job = { ...(record.job ?? {}), positionTitle: `Poste ${n % 97}` };
      body.version = record.version;
      const saved = await call(kind, token, `/api/customers/${id}`, { method: 'PUT', body: JSON.stringify(body) });
      if (saved.status === 200) savesAccepted.set(id, (savesAccepted.get(id) ?? 0) + 1);
    } else if (kind === 'postPayment') {
      if (loanIds.length === 0) return;
      const id = pick(loanIds);
      const loan = (await call('openLoan', token, `/api/loans/${id}`)).json();
      await call(kind, token, `/api/loans/${id}/manual-payments`, {
        method: 'POST',
        // The next payment's amount: a manual payment may not be smaller.
        body: JSON.stringify({ version: loan.version, date: today, amount: loan.nextPayment?.amount ?? 10_000 }),
      });
    } else {
      if (loanIds.length === 0) return;
      await call(kind, token, `/api/loans/${pick(loanIds)}`);
    }
  }

  const deadline = performance.now() + options.seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: options.agents }, async (_, agent) => {
      const token = tokens[agent % tokens.length];
      for (let n = 0; performance.now() < deadline; n++) {
        try {
          await step(token, n);
        } catch (error) {
          // A call that got no answer is counted where it failed; anything else thrown is the bench's own fault.
          if (!(error instanceof Error && error.cause)) countInto(errorsByCause, 'bench');
          errors.push(`agent ${agent}: ${(error as Error).message}`);
        }
        if (options.thinkMs > 0) await sleep(options.thinkMs * (0.5 + Math.random()));
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;

  // Lost updates: every accepted save raised its customer's version by one, and nothing else did.
  let lostUpdates = 0;
  for (const [id, accepted] of savesAccepted) {
    const record = await read(`/api/customers/${id}`);
    if (record.version !== versionBefore.get(id)! + accepted) lostUpdates += 1;
  }

  const all = Object.values(timings)
    .flat()
    .sort((a, b) => a - b);
  for (const [kind, list] of Object.entries(timings)) {
    const sorted = [...list].sort((a, b) => a - b);
    if (sorted.length === 0) continue;
    console.log(
      JSON.stringify({
        figure: `load: ${kind}`,
        unit: 'ms',
        calls: sorted.length,
        median: round(quantile(sorted, 0.5)),
        p95: round(quantile(sorted, 0.95)),
        p99: round(quantile(sorted, 0.99)),
        max: round(sorted.at(-1)!),
      }),
    );
  }
  console.log(
    JSON.stringify({
      figure: `load: ${options.agents} agents for ${options.seconds} s, ${options.thinkMs} ms between actions, every call`,
      unit: 'ms',
      calls: all.length,
      callsPerSecond: Math.round(all.length / elapsed),
      median: round(quantile(all, 0.5)),
      p95: round(quantile(all, 0.95)),
      p99: round(quantile(all, 0.99)),
      max: round(all.at(-1)!),
      errors: errors.length,
      errorsByCause,
      businessRefusals: Object.values(refusals).reduce((sum, n) => sum + n, 0) + conflicts,
      versionConflicts: conflicts,
      refusalsByKey: refusals,
      lentActiveLoans: loanIds.length,
      savesAccepted: [...savesAccepted.values()].reduce((sum, n) => sum + n, 0),
      lostUpdates,
    }),
  );
  for (const error of errors.slice(0, 10)) progress(`load error: ${error}`);
}
