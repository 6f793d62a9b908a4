import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectBooksMatchLedgers } from '../support/books';
import { bouncingLoanLivedTo, runBatches, setNow, staffToken, startAndPayOut } from '../support/deposits';
import { acceptedRequest, createLoan, expectLedgerConsistent, LOAN_TERMS, type LoanReply } from '../support/loans';
import { createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
let staff: string;
let admin: string;
let loanId: number;

beforeAll(async () => {
  t = await createTestApp();
  staff = await staffToken(t);
  admin = (await t.login('admin@demo.ca')).token;
  loanId = await bouncingLoanLivedTo(t, staff, '2026-12-14');
}, 120_000);
afterAll(async () => t.close());

const loan = async (): Promise<LoanReply> =>
  (await t.call({ method: 'GET', url: `/api/loans/${loanId}`, token: staff })).json();
const act = async (path: string, body: Record<string, unknown>, token = admin) => {
  const current = await loan();
  return t.call({
    method: 'POST',
    url: `/api/loans/${loanId}/${path}`,
    token,
    payload: { version: current.version, ...body },
  });
};
async function balanceOf(role: string): Promise<number> {
  const [row] = await t.ctx.database.db.execute<{ balance: string }>(sql`
    select coalesce(sum(l.amount_cents), 0)::text as balance
      from journal_lines l join gl_accounts a on a.id = l.account_id where a.role = ${role}`);
  return Number(row.balance);
}
const fileEvents = async () =>
  (
    await t.ctx.database.db.execute<{ kind: string }>(sql`
      select e.kind from collection_file_events e join collection_files f on f.id = e.file_id
       where f.loan_id = ${loanId} order by e.id`)
  ).map((row) => row.kind);

describe('writing a loan off (issue 34)', () => {
  it('is refused before its collection file is past due long enough, and to those who do not keep the books', async () => {
    const before = await loan();
    expect(before.status).toBe('ACTIVE');
    expect(before.actions).toMatchObject({ writeOff: true, recovery: false, reverseWriteOff: false });
    const early = await act('write-off', { reason: 'Introuvable' });
    expect(early.statusCode).toBe(420);
    expect(early.json()).toMatchObject({ message: 'errors.LOAN_NOT_WRITABLE_OFF', params: { days: 120 } });
    const policy = (await t.call({ method: 'GET', url: '/api/accounting/policy', token: admin })).json();
    const { degrees: _degrees, ...value } = policy;
    const saved = await t.call({
      method: 'PUT',
      url: '/api/accounting/policy',
      token: admin,
      payload: { ...value, writeOffAfterDays: 3 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await act('write-off', { reason: 'Introuvable' }, staff)).statusCode).toBe(420);
    expect((await act('write-off', { reason: '' })).statusCode).toBe(400);
    expect((await loan()).status).toBe('ACTIVE');
  });

  it('moves what is still owed to write-offs, stops its debits and says so in its collection file', async () => {
    const before = await loan();
    const owed = before.totalOwing;
    expect(owed).toBeGreaterThan(0);
    const response = await act('write-off', { reason: 'Emprunteur introuvable' });
    expect(response.statusCode, response.body).toBe(200);
    const after: LoanReply = response.json();
    expect(after).toMatchObject({ status: 'WRITTEN_OFF', totalOwing: 0, balance: 0, interest: 0, fees: 0 });
    expect(after.actions).toMatchObject({
      writeOff: false,
      recovery: true,
      reverseWriteOff: true,
      manualPayment: false,
    });
    expect(after.ledger.at(-1)).toMatchObject({ kind: 'WRITE_OFF', total: -owed });
    expect(after.payments.filter((line) => line.status === 'SCHEDULED')).toEqual([]);
    expectLedgerConsistent(after);
    expect(await balanceOf('WRITE_OFFS')).toBe(owed);
    await expectBooksMatchLedgers(t);
    expect(await fileEvents()).toContain('WRITTEN_OFF');
    // The money job presents nothing more for it.
    const [queued] = await t.ctx.database.db.execute<{ count: number }>(
      sql`select count(*)::int as count from debits where loan_id = ${loanId} and status = 'QUEUED'`,
    );
    expect(queued.count).toBe(0);
    for (const day of ['2026-12-15', '2026-12-16', '2026-12-17']) {
      setNow(t, day, '09:05');
      await runBatches(t);
    }
    const [presented] = await t.ctx.database.db.execute<{ count: number }>(
      sql`select count(*)::int as count from debits where loan_id = ${loanId} and presented_at > ${new Date('2026-12-14T23:00:00Z').toISOString()}::timestamptz`,
    );
    expect(presented.count).toBe(0);
    const listed = await t.call({
      method: 'GET',
      url: `/api/loans?filter=${encodeURIComponent(JSON.stringify({ status: 'WRITTEN_OFF' }))}`,
      token: staff,
    });
    expect(listed.json().map((row: { id: number }) => row.id)).toEqual([loanId]);
    expect((await act('write-off', { reason: 'Encore' })).statusCode).toBe(420);
  });

  it('books money received after it as a recovery: the bank has it, recoveries earn it, nothing is owed', async () => {
    const response = await act('recoveries', { date: '2026-12-17', amount: 5_000 }, staff);
    expect(response.statusCode, response.body).toBe(200);
    const after: LoanReply = response.json();
    expect(after.totalOwing).toBe(0);
    expect(after.ledger.slice(-2).map((entry) => [entry.kind, entry.total])).toEqual([
      ['RECOVERY', 5_000],
      ['MANUAL_PAYMENT', -5_000],
    ]);
    expect(await balanceOf('RECOVERIES')).toBe(-5_000);
    await expectBooksMatchLedgers(t);
    // The written-off loans report: what was lost, what came back, what the lender lost in the end.
    const report = async (filter: Record<string, unknown>) =>
      (
        await t.call({
          method: 'GET',
          url: `/api/reports/writtenOff?filter=${encodeURIComponent(JSON.stringify(filter))}`,
          token: staff,
        })
      ).json();
    const writtenOff = await balanceOf('WRITE_OFFS');
    expect(await report({})).toEqual([
      expect.objectContaining({
        id: loanId,
        writtenOffOn: '2026-12-14',
        writtenOffAmount: writtenOff,
        recovered: 5_000,
        netLoss: writtenOff - 5_000,
        collectionFileId: expect.any(Number),
      }),
    ]);
    expect(await report({ year: 2025 })).toEqual([]);
    expect((await act('recoveries', { date: '2026-12-18', amount: 100 }, staff)).statusCode).toBe(400);
  });

  it('is undone by an administrator: what was not recovered is owed again, the loan stopped', async () => {
    const writtenOff = await balanceOf('WRITE_OFFS');
    expect((await act('write-off-reversal', { reason: 'Retrouvé' }, staff)).statusCode).toBe(420);
    const response = await act('write-off-reversal', { reason: 'Emprunteur retrouvé' });
    expect(response.statusCode, response.body).toBe(200);
    const after: LoanReply = response.json();
    expect(after.status).toBe('STOPPED');
    const report = await t.call({ method: 'GET', url: '/api/reports/writtenOff', token: staff });
    expect(report.json(), 'a write-off undone is no longer one').toEqual([]);
    expect(after.totalOwing).toBe(writtenOff - 5_000);
    expect(await balanceOf('WRITE_OFFS')).toBe(0);
    expect(await balanceOf('RECOVERIES')).toBe(0);
    expectLedgerConsistent(after);
    await expectBooksMatchLedgers(t);
    expect(await fileEvents()).toEqual(expect.arrayContaining(['WRITTEN_OFF']));
    const [trail] = await t.ctx.database.db.execute<{ actions: string[] }>(sql`
      select array_agg(action order by id) as actions from audit_log where entity = 'loan' and entity_id = ${String(loanId)}
         and action in ('loan.written-off', 'loan.recovery', 'loan.write-off-reversed')`);
    expect(trail.actions).toEqual(['loan.written-off', 'loan.recovery', 'loan.write-off-reversed']);
  });
});

describe('a bankrupt borrower (issue 34)', () => {
  it('has a current loan written off whatever its days past due, its request then saying so', async () => {
    // Made on the day the other loan was (the terms' first payment follows it).
    setNow(t, '2026-11-23', '09:00');
    const { requestId } = await acceptedRequest(t, staff, 50_000);
    const loan = await startAndPayOut(t, staff, await createLoan(t, staff, { requestId, ...LOAN_TERMS }));
    const writeOff = async (body: Record<string, unknown>) => {
      const current: LoanReply = (await t.call({ method: 'GET', url: `/api/loans/${loan.id}`, token: staff })).json();
      return t.call({
        method: 'POST',
        url: `/api/loans/${loan.id}/write-off`,
        token: admin,
        payload: { version: current.version, reason: 'Proposition de consommateur déposée', ...body },
      });
    };
    // Current, not in collections: only a bankruptcy makes it a loss.
    expect((await writeOff({})).json().message).toBe('errors.LOAN_NOT_WRITABLE_OFF');
    expect((await writeOff({ bankruptcy: 'oui' })).statusCode).toBe(400);
    const response = await writeOff({ bankruptcy: true });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'WRITTEN_OFF', totalOwing: 0 });
    const [request] = await t.ctx.database.db.execute<{ status: string }>(
      sql`select status from requests where id = ${requestId}`,
    );
    expect(request.status).toBe('BANKRUPTCY');
    await expectBooksMatchLedgers(t);
    // Its undoing takes a reason only.
    const current: LoanReply = (await t.call({ method: 'GET', url: `/api/loans/${loan.id}`, token: staff })).json();
    const reversal = await t.call({
      method: 'POST',
      url: `/api/loans/${loan.id}/write-off-reversal`,
      token: admin,
      payload: { version: current.version, reason: 'Proposition refusée', bankruptcy: true },
    });
    expect(reversal.statusCode).toBe(400);
  });
});
