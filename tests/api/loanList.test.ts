import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp';
import { q } from '../support/customers';
import { acceptedRequest, createLoan, LOAN_TERMS } from '../support/loans';

let t: TestApp;
let agent: string;
let staff: string;
let norole: string;
beforeAll(async () => {
  t = await createTestApp();
  agent = (await t.login('agent@demo.ca')).token;
  staff = (await t.login('staff@demo.ca')).token;
  norole = (await t.login('norole@demo.ca')).token;
});
afterAll(async () => t.close());

const list = (filter: Record<string, unknown>, token = agent) =>
  t.call({ method: 'GET', url: `/api/loans?filter=${q(filter)}&range=[0,99]`, token });
const ids = async (filter: Record<string, unknown>) =>
  (await list(filter)).json().map((loan: { id: number }) => loan.id);
/** Today in the lender's calendar, as the list's date filters read it. */
const lenderToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(new Date());

describe('the loans list (issue 18)', () => {
  it('filters by agent, payment provider and creation day, and names the agents who made loans', async () => {
    const byAgent = await createLoan(t, agent, {
      requestId: (await acceptedRequest(t, agent, 50_000)).requestId,
      ...LOAN_TERMS,
    });
    const byStaff = await createLoan(t, staff, {
      requestId: (await acceptedRequest(t, staff, 50_000)).requestId,
      ...LOAN_TERMS,
    });
    const agentId = byAgent.agentId as number;

    expect(await ids({ agentId })).toEqual([byAgent.id]);
    expect(await ids({ agentId: byStaff.agentId })).toEqual([byStaff.id]);
    const provider = byAgent.paymentProvider as string;
    const other = provider === 'CARD' ? 'INTERAC' : 'CARD';
    expect(await ids({ paymentProvider: provider })).toEqual([byStaff.id, byAgent.id]);
    expect(await ids({ paymentProvider: other })).toEqual([]);

    const today = lenderToday();
    expect(await ids({ createdFrom: today, createdTo: today })).toEqual([byStaff.id, byAgent.id]);
    expect(await ids({ createdTo: '2026-01-01' })).toEqual([]);
    expect(await ids({ createdFrom: today, agentId, status: 'PENDING' })).toEqual([byAgent.id]);

    const agents = (await t.call({ method: 'GET', url: '/api/loans/agents', token: agent })).json();
    expect(agents.map((entry: { id: number }) => entry.id).sort()).toEqual([agentId, byStaff.agentId].sort());
    expect(agents.find((entry: { id: number }) => entry.id === agentId).name).toBe(byAgent.agentName);
  });

  it('refuses a range that ends before it starts, and an unknown provider, changing nothing', async () => {
    const backwards = await list({ createdFrom: '2026-11-20', createdTo: '2026-11-19' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toMatchObject({ 'filter.createdTo': 'validation.dateRange' });
    expect((await list({ paymentProvider: 'CASH' })).statusCode).toBe(400);
    expect((await list({ agentId: 'me' })).statusCode).toBe(400);
  });

  it('is for those who may view loans', async () => {
    expect((await list({}, norole)).json().message).toBe('errors.FORBIDDEN');
    const agents = await t.call({ method: 'GET', url: '/api/loans/agents', token: norole });
    expect(agents.json().message).toBe('errors.FORBIDDEN');
  });
});
