import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTROLLED_ACTIONS, defaultControls, type Controls } from '../../domain/controls';
import { ALL_PERMISSIONS } from '../../domain/permissions';
import { startAndPayOut } from '../support/deposits';
import {
  acceptedRequest,
  createLoan,
  LOAN_TERMS,
  loanActionResponse,
  setToday,
  type LoanReply,
} from '../support/loans';
import { createTestApp, type TestApp } from '../support/testApp';
import { signInWith } from '../support/users';

/** Issue 35's four eyes: a maker's action waits for a checker, applied at approval at the record's version. */

let t: TestApp;
let admin: string;
let staff: string;
let agent: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login('admin@demo.ca')).token;
  staff = (await t.login('staff@demo.ca')).token;
  agent = (await t.login('agent@demo.ca')).token;
});
afterAll(async () => t.close());

const get = (url: string, token: string) => t.call({ method: 'GET', url, token });
const post = (url: string, token: string, payload: Record<string, unknown> = {}) =>
  t.call({ method: 'POST', url, token, payload });
const loanOf = async (id: number) => (await get(`/api/loans/${id}`, agent)).json() as LoanReply;

async function startedLoan(amount = 150_000): Promise<LoanReply> {
  await setToday(t, '2026-11-23');
  const { requestId } = await acceptedRequest(t, agent, amount);
  return startAndPayOut(
    t,
    agent,
    await createLoan(t, agent, { requestId, ...LOAN_TERMS, amount, numberOfPayments: 16 }),
  );
}

async function setControls(change: (controls: Controls['controls']) => void) {
  const current = (await get('/api/controls', admin)).json();
  const { version, ...value } = current;
  change(value.controls);
  const saved = await t.call({ method: 'PUT', url: '/api/controls', token: admin, payload: { ...value, version } });
  expect(saved.statusCode, saved.body).toBe(200);
}

describe('four eyes', () => {
  it('shows a demo one control: a rebate above $1,000; only an administrator changes them', async () => {
    const controls = (await get('/api/controls', admin)).json();
    expect(controls.controls).toEqual(defaultControls(true).controls);
    expect(controls.controls.REBATE).toEqual({ enabled: true, thresholdCents: 100_000 });
    expect((await get('/api/controls', staff)).statusCode).toBe(420);
    const bad = await t.call({
      method: 'PUT',
      url: '/api/controls',
      token: admin,
      payload: { controls: { REBATE: { enabled: true, thresholdCents: -1 } }, version: controls.version },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('lets a rebate at or under the threshold through; above it, the rebate waits for a checker who approves it', async () => {
    const loan = await startedLoan();
    const small = await loanActionResponse(t, agent, loan, 'rebates', { amount: 10_000 });
    expect(small.statusCode, small.body).toBe(200);
    const afterSmall = small.json();

    const large = await loanActionResponse(t, agent, afterSmall, 'rebates', { amount: 100_001, reason: 'Geste' });
    expect(large.statusCode, large.body).toBe(202);
    const { approvalRequest } = large.json();
    expect(approvalRequest).toMatchObject({
      action: 'REBATE',
      status: 'PENDING',
      amountCents: 100_001,
      entity: 'loan',
    });
    // Nothing happened to the loan yet.
    expect((await loanOf(loan.id)).totalOwing).toBe(afterSmall.totalOwing);

    // The checkers hear of it; the menu counts it; the agent (no approve) cannot decide.
    const [notice] = await t.ctx.database.db.execute<{ params: { makerName: string } }>(
      sql`select params from notifications where type = 'APPROVAL_REQUESTED' order by id desc limit 1`,
    );
    expect(notice.params.makerName).toBe('Olivia Roy');
    expect((await get('/api/approvals/pending-count', staff)).json().pending).toBeGreaterThanOrEqual(1);
    expect((await post(`/api/approvals/${approvalRequest.id}/approve`, agent)).statusCode).toBe(420);
    // The agent sees their own request, opened beside the loan's state.
    const opened = (await get(`/api/approvals/${approvalRequest.id}`, agent)).json();
    expect(opened.canDecide).toBe(false);
    expect(opened.changes).toContainEqual({
      field: 'totalOwing',
      now: { money: afterSmall.totalOwing },
      after: { money: afterSmall.totalOwing - 100_001 },
    });

    const approved = await post(`/api/approvals/${approvalRequest.id}/approve`, staff, { reason: 'Vu' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'APPROVED', checkerName: 'Samuel Gagnon' });
    expect((await loanOf(loan.id)).totalOwing).toBe(afterSmall.totalOwing - 100_001);

    // Both people in the loan's Logs (audit), the maker told.
    const trail = await t.ctx.database.db.execute<{ action: string; actor: string }>(
      sql`select a.action, u.email as actor from audit_log a join users u on u.id = a.actor_id
           where a.entity = 'loan' and a.entity_id = ${String(loan.id)} and a.action in ('approval.requested', 'approval.approved', 'loan.rebate')
           order by a.id`,
    );
    expect(trail.map((row) => `${row.action} ${row.actor}`).slice(-3)).toEqual([
      'approval.requested agent@demo.ca',
      'loan.rebate agent@demo.ca',
      'approval.approved staff@demo.ca',
    ]);
    const [told] = await t.ctx.database.db.execute<{ message_key: string; recipient: string }>(
      sql`select n.message_key, u.email as recipient from notifications n join users u on u.id = n.recipient_id
           where n.type = 'APPROVAL_DECIDED' order by n.id desc limit 1`,
    );
    expect(told).toEqual({
      message_key: 'resources.notifications.messages.APPROVAL_DECIDED_APPROVED',
      recipient: 'agent@demo.ca',
    });
    // Decided once.
    expect((await post(`/api/approvals/${approvalRequest.id}/reject`, staff, { reason: 'Non' })).json().message).toBe(
      'errors.APPROVAL_ALREADY_DECIDED',
    );
  });

  it('is never approved by its own maker, and a rejection says why and changes nothing', async () => {
    const loan = await startedLoan();
    const filed = (await loanActionResponse(t, staff, loan, 'rebates', { amount: 110_000 })).json().approvalRequest;
    const own = await post(`/api/approvals/${filed.id}/approve`, staff);
    expect(own.json().message).toBe('errors.APPROVAL_OWN_REQUEST');
    expect((await get(`/api/approvals/${filed.id}`, staff)).json().canDecide).toBe(false);
    expect((await post(`/api/approvals/${filed.id}/reject`, admin, {})).statusCode).toBe(400);
    const rejected = await post(`/api/approvals/${filed.id}/reject`, admin, { reason: 'Pas de justificatif' });
    expect(rejected.json()).toMatchObject({ status: 'REJECTED', reason: 'Pas de justificatif' });
    expect((await loanOf(loan.id)).totalOwing).toBe(loan.totalOwing);
  });

  it('is stale when the record changed meanwhile: nothing applied, 409 to the checker, back to the maker', async () => {
    const loan = await startedLoan();
    const filed = (await loanActionResponse(t, agent, loan, 'rebates', { amount: 120_000 })).json().approvalRequest;
    // Another agent's change of the loan moves its version on.
    const moved = await loanActionResponse(t, agent, loan, 'rebates', { amount: 1_000 });
    expect(moved.statusCode, moved.body).toBe(200);
    const stale = await post(`/api/approvals/${filed.id}/approve`, staff);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('errors.APPROVAL_STALE');
    expect((await get(`/api/approvals/${filed.id}`, agent)).json().status).toBe('STALE');
    expect((await loanOf(loan.id)).totalOwing).toBe(moved.json().totalOwing);
  });

  it('puts each controlled action under four eyes once turned on, and applies each at approval', async () => {
    await setControls((controls) => {
      for (const action of CONTROLLED_ACTIONS) controls[action] = { enabled: true, thresholdCents: null };
    });
    // A second administrator: the checker of what an administrator alone may do.
    const checker = await signInWith(t, admin, 'second.admin@demo.ca', ALL_PERMISSIONS);
    /** The request a 202 answered, approved by `by`: its id. */
    const approved = async (filed: { statusCode: number; body: string; json: () => unknown }, by = checker) => {
      expect(filed.statusCode, filed.body).toBe(202);
      const { approvalRequest } = filed.json() as { approvalRequest: { id: number } };
      const decision = await post(`/api/approvals/${approvalRequest.id}/approve`, by);
      expect(decision.statusCode, decision.body).toBe(200);
      return approvalRequest.id;
    };
    try {
      const loan = await startedLoan();

      // A balance increase.
      await approved(await loanActionResponse(t, staff, loan, 'balance-increases', { amount: 2_000 }));
      expect((await loanOf(loan.id)).totalOwing).toBe(loan.totalOwing + 2_000);

      // A customer's banking changed by staff; their other fields alone go through at once.
      const customer = (await get(`/api/customers/${loan.customerId}`, staff)).json();
      const other = await t.call({
        method: 'PUT',
        url: `/api/customers/${customer.id}`,
        token: staff,
        payload: { version: customer.version, city: 'Trois-Rivières' },
      });
      expect(other.statusCode, other.body).toBe(200);
      await approved(
        await t.call({
          method: 'PUT',
          url: `/api/customers/${customer.id}`,
          token: staff,
          payload: { version: other.json().version, bankAccount: '7654321' },
        }),
      );
      expect((await get(`/api/customers/${customer.id}`, staff)).json().bankAccount).toBe('7654321');

      // A user's roles.
      const [norole] = await t.ctx.database.db.execute<{ id: number; version: number }>(
        sql`select id, version from users where email = 'norole@demo.ca'`,
      );
      await approved(
        await t.call({
          method: 'PUT',
          url: `/api/users/${norole.id}`,
          token: admin,
          payload: { roles: ['user'], version: norole.version },
        }),
      );
      expect((await get(`/api/users/${norole.id}`, admin)).json().roles).toEqual(['user']);

      // An API key: created at approval, its secret for its maker alone, once.
      const keyRequest = await approved(await post('/api/api-keys', admin, { name: 'Site web quatre yeux' }));
      expect((await post(`/api/approvals/${keyRequest}/result`, checker)).statusCode).toBe(420);
      const secret = await post(`/api/approvals/${keyRequest}/result`, admin);
      expect(secret.json().value).toMatch(/^[A-Za-z0-9_-]{20,}/);
      expect((await post(`/api/approvals/${keyRequest}/result`, admin)).json().message).toBe(
        'errors.APPROVAL_RESULT_TAKEN',
      );

      // The loan configuration's rate; its other terms alone go through at once.
      const { fees: _fees, today: _today, ...terms } = (await get('/api/configuration/loan', admin)).json();
      const delay = await t.call({
        method: 'PUT',
        url: '/api/configuration/loan',
        token: admin,
        payload: { ...terms, delayDays: terms.delayDays + 1 },
      });
      expect(delay.statusCode, delay.body).toBe(200);
      await approved(
        await t.call({
          method: 'PUT',
          url: '/api/configuration/loan',
          token: admin,
          payload: {
            ...terms,
            delayDays: terms.delayDays + 1,
            version: delay.json().version,
            annualInterestRate: 18.5,
          },
        }),
      );
      expect((await get('/api/configuration/loan', admin)).json().annualInterestRate).toBe(18.5);

      // A loan's deletion.
      const { requestId } = await acceptedRequest(t, agent, 50_000);
      const unstarted = await createLoan(t, agent, { requestId, ...LOAN_TERMS });
      await approved(
        await t.call({
          method: 'DELETE',
          url: `/api/loans/${unstarted.id}?version=${unstarted.version}`,
          token: staff,
        }),
      );
      const [deleted] = await t.ctx.database.db.execute<{ status: string }>(
        sql`select status from loans where id = ${unstarted.id}`,
      );
      expect(deleted.status).toBe('DELETED');

      // A write-off waits with what the loan owes; refused at approval (not past due), it stays pending.
      const writeOff = await t.call({
        method: 'POST',
        url: `/api/loans/${loan.id}/write-off`,
        token: admin,
        payload: { version: (await loanOf(loan.id)).version, reason: 'Introuvable' },
      });
      expect(writeOff.statusCode, writeOff.body).toBe(202);
      const writeOffRequest = writeOff.json().approvalRequest;
      expect(writeOffRequest.amountCents).toBe((await loanOf(loan.id)).totalOwing);
      const refused = await post(`/api/approvals/${writeOffRequest.id}/approve`, checker);
      expect(refused.json().message).toBe('errors.LOAN_NOT_WRITABLE_OFF');
      expect((await get(`/api/approvals/${writeOffRequest.id}`, checker)).json().status).toBe('PENDING');
      expect((await loanOf(loan.id)).status).not.toBe('WRITTEN_OFF');

      // The queue lists them; a maker without approve sees their own only.
      const all = await get('/api/approvals?filter=%7B%22status%22%3A%22APPROVED%22%7D&range=%5B0%2C99%5D', checker);
      expect(all.json().length).toBeGreaterThanOrEqual(6);
      const mine = (await get('/api/approvals?range=%5B0%2C99%5D', agent)).json();
      expect(mine.every((request: { makerName: string }) => request.makerName === 'Olivia Roy')).toBe(true);
    } finally {
      await setControls((controls) => Object.assign(controls, defaultControls(true).controls));
    }
  });
});
