import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';
import { startGuichet, type RunningGuichet } from '../../server/start';
import { runMoneyBatches } from '../../server/features/deposits/moneyJob';
import { torontoInstant } from '../../server/businessClock';
import {
  depositAction,
  depositOfLoan,
  INTERAC,
  setNow,
  staffToken,
  startAndPayOut,
  type DepositReply,
} from '../support/deposits';
import { acceptedRequest, createLoan, loanAction, LOAN_TERMS } from '../support/loans';
import { startLoopbackSmtp } from '../support/smtpServer';
import { createTestApp, type TestApp } from '../support/testApp';

/*
 * Every money batch is one idempotent unit: a Guichet process killed by SIGKILL at the worst
 * moments of a batch, then started again, sends nothing twice and loses nothing. The killed
 * process is a real child process (tests/support/moneyBatchChild.ts) on this test's database.
 */

let t: TestApp;
let staff: string;
let databaseUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = await staffToken(t);
  databaseUrl = t.ctx.config.databaseUrl!;
});
afterAll(async () => t?.close());

/** Runs the child until its fault point kills it; answers how it ended. */
function killedDuring(point: string, env: Record<string, string> = {}): Promise<NodeJS.Signals | number | null> {
  return new Promise((resolve, reject) => {
    // Node itself (not npx) so that the process the fault point kills is the one watched here.
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/moneyBatchChild.ts', point], {
      env: { ...process.env, DATABASE_URL: databaseUrl, NODE_ENV: 'test', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk) => (errors += chunk));
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      signal === 'SIGKILL' ? resolve(signal) : reject(new Error(`child exited ${code}: ${errors}`)),
    );
  });
}

/** A fresh Guichet on the same database, as after a restart, with its clock at `date` `time`. */
async function restarted(date: string, time: string, env: Record<string, string> = {}): Promise<RunningGuichet> {
  const running = await startGuichet(
    readConfig({
      SEED_DEMO: '1',
      DEMO_CUSTOMERS: '0',
      MONEY_JOB: '0',
      LOG_LEVEL: 'silent',
      ...env,
      DATABASE_URL: databaseUrl,
    }),
    () => {},
  );
  running.ctx.clock.today = () => date;
  running.ctx.clock.now = () => torontoInstant(date, time);
  return running;
}

async function queuedEfts(count: number): Promise<DepositReply[]> {
  const queued: DepositReply[] = [];
  setNow(t, '2026-11-23', '09:00');
  for (let n = 0; n < count; n++) {
    const { requestId } = await acceptedRequest(t, staff, 50_000);
    const loan = await loanAction(t, staff, await createLoan(t, staff, { requestId, ...LOAN_TERMS }), 'start');
    queued.push(
      await depositAction(t, staff, await depositOfLoan(t, staff, loan.id), 'send', { transactionType: 'EFT' }),
    );
  }
  return queued;
}

/** An Interac loan started on 2026-11-23 at 9:00, its deposit waiting. */
async function waitingInteracDeposit() {
  setNow(t, '2026-11-23', '09:00');
  const { requestId } = await acceptedRequest(t, staff, 50_000);
  const created = await createLoan(t, staff, { requestId, ...LOAN_TERMS, paymentProvider: 'INTERAC' });
  const loan = await loanAction(t, staff, created, 'start');
  return { loan, deposit: await depositOfLoan(t, staff, loan.id) };
}

/** A loan paid out, its first debit presented on 2026-12-02 from an account the sandbox returns NSF (published 2026-12-11). */
async function loanWhoseDebitComesBack() {
  setNow(t, '2026-11-23', '09:00');
  const { requestId } = await acceptedRequest(t, staff, 50_000, { bankAccount: '9010000777' });
  const loan = await startAndPayOut(t, staff, await createLoan(t, staff, { requestId, ...LOAN_TERMS }));
  for (const [date, time] of [
    ['2026-12-02', '09:00'],
    ['2026-12-02', '10:31'],
    ['2026-12-04', '09:05'],
  ]) {
    setNow(t, date, time);
    await runMoneyBatches(t.ctx);
  }
  return loan;
}

const count = async (query: string) => Number((await t.ctx.database.sql.unsafe(query))[0].n);

/** What Guichet and the provider both hold, checked the same way after every scenario. */
async function expectOneOfEverything(ids: number[]) {
  const list = ids.join(',');
  // Each deposit in exactly one file, each file submitted once, the provider holding one transaction each.
  expect(await count(`select count(distinct eft_file_id)::int as n from deposits where id in (${list})`)).toBe(1);
  expect(await count(`select count(*)::int as n from eft_files where status <> 'SUBMITTED'`)).toBe(0);
  expect(await count(`select count(*)::int as n from sandbox_eft_files`)).toBe(
    await count(`select count(*)::int as n from eft_files`),
  );
  for (const id of ids) {
    expect(
      await count(`select count(*)::int as n from sandbox_payment_transactions where reference like 'DEP-${id}-%'`),
    ).toBe(1);
    expect(await count(`select count(*)::int as n from deposits where id = ${id} and transaction_id is not null`)).toBe(
      1,
    );
  }
}

describe('a money batch killed at any point and started again', () => {
  it.each(['after-build', 'after-submit'])(
    '%s: every EFT goes in one file, the provider takes each once, each loan lends once',
    async (point) => {
      const deposits = await queuedEfts(3);
      const ids = deposits.map((deposit) => deposit.id);
      expect(await killedDuring(point, { CHILD_NOW: '2026-11-23T10:31' })).toBe('SIGKILL');
      // Killed: the file was built (its items marked) in one committed transaction, nothing half-written.
      expect(await count(`select count(*)::int as n from deposits where id in (${ids}) and eft_file_id is null`)).toBe(
        0,
      );

      const after = await restarted('2026-11-23', '10:35');
      try {
        await runMoneyBatches(after.ctx);
        await expectOneOfEverything(ids);
        // The next business day the credits settle, and each loan's ledger lends exactly once.
        after.ctx.clock.today = () => '2026-11-24';
        after.ctx.clock.now = () => torontoInstant('2026-11-24', '09:05');
        await runMoneyBatches(after.ctx);
        await runMoneyBatches(after.ctx);
        for (const deposit of deposits) {
          expect(
            await count(`select count(*)::int as n from deposits where id = ${deposit.id} and status = 'DEPOSITED'`),
          ).toBe(1);
          expect(
            await count(
              `select count(*)::int as n from loan_ledger_entries where loan_id = ${deposit.loanId} and kind = 'DISBURSEMENT'`,
            ),
          ).toBe(1);
        }
      } finally {
        await after.stop();
      }
    },
  );

  it('after an Interac send the provider took: asked again under its key, one transfer, recorded once', async () => {
    const { loan, deposit } = await waitingInteracDeposit();
    const point = { CHILD_NOW: '2026-11-23T09:00', CHILD_DEPOSIT: String(deposit.id) };
    expect(await killedDuring('after-interac-send', point)).toBe('SIGKILL');
    const unanswered = `select count(*)::int as n from deposits where id = ${deposit.id} and transaction_id is null and payment_status = 'IN_PROGRESS'`;
    expect(await count(unanswered)).toBe(1);

    const after = await restarted('2026-11-23', '12:00');
    try {
      await runMoneyBatches(after.ctx);
      await runMoneyBatches(after.ctx);
    } finally {
      await after.stop();
    }
    const transfers = `select count(*)::int as n from sandbox_payment_transactions where reference = 'DEP-${deposit.id}-1'`;
    expect(await count(transfers)).toBe(1);
    expect(
      await count(`select count(*)::int as n from deposits where id = ${deposit.id} and status = 'DEPOSITED'`),
    ).toBe(1);
    const lent = `select count(*)::int as n from loan_ledger_entries where loan_id = ${loan.id} and kind = 'DISBURSEMENT'`;
    expect(await count(lent)).toBe(1);
  });

  it("mid-way through the provider's callbacks: delivered again after the restart, applied once", async () => {
    const { loan, deposit } = await waitingInteracDeposit();
    await depositAction(t, staff, deposit, 'send', { ...INTERAC, email: 'step@example.ca' });
    expect(await killedDuring('mid-provider-step', { CHILD_NOW: '2026-11-23T12:00' })).toBe('SIGKILL');

    const after = await restarted('2026-11-23', '12:01');
    try {
      await runMoneyBatches(after.ctx);
    } finally {
      await after.stop();
    }
    expect(await count(`select count(*)::int as n from sandbox_callbacks where delivered_at is null`)).toBe(0);
    expect(
      await count(`select count(*)::int as n from deposits where id = ${deposit.id} and status = 'DEPOSITED'`),
    ).toBe(1);
    expect(
      await count(
        `select count(*)::int as n from loan_ledger_entries where loan_id = ${loan.id} and kind = 'DISBURSEMENT'`,
      ),
    ).toBe(1);
  });

  it('mid-way through a returns file: read whole again after the restart, each return applied once', async () => {
    const loan = await loanWhoseDebitComesBack();
    expect(await killedDuring('mid-returns-file', { CHILD_NOW: '2026-12-11T09:05' })).toBe('SIGKILL');
    // The provider published its file; Guichet kept nothing of it.
    expect(await count(`select count(*)::int as n from sandbox_returns_files`)).toBeGreaterThanOrEqual(1);
    expect(await count(`select count(*)::int as n from returns_files`)).toBe(0);
    expect(
      await count(`select count(*)::int as n from debits where loan_id = ${loan.id} and status = 'RETURNED'`),
    ).toBe(0);

    const after = await restarted('2026-12-11', '09:06');
    try {
      await runMoneyBatches(after.ctx);
      await runMoneyBatches(after.ctx);
    } finally {
      await after.stop();
    }
    expect(await count(`select count(*)::int as n from returns_files`)).toBe(
      await count(`select count(*)::int as n from sandbox_returns_files`),
    );
    expect(
      await count(`select count(*)::int as n from debits where loan_id = ${loan.id} and status = 'RETURNED'`),
    ).toBe(1);
    expect(
      await count(`select count(*)::int as n from loan_ledger_entries where loan_id = ${loan.id} and kind = 'NSF'`),
    ).toBe(1);
    expect(
      await count(`select count(*)::int as n from loan_ledger_entries where loan_id = ${loan.id} and kind = 'NSF_FEE'`),
    ).toBe(1);
    const nsfNotices = `select count(*)::int as n from customer_messages m join message_templates tpl on tpl.id = m.template_id
       where m.loan_id = ${loan.id} and tpl.code = 'NSF_NOTICE'`;
    expect(await count(nsfNotices)).toBe(1);
  });

  it.each(['before-notice-send', 'after-notice-send'])(
    '%s: the NSF notice a kill left SENDING is sent after the restart, exactly once, and marked SENT then',
    async (point) => {
      const smtp = await startLoopbackSmtp();
      const SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
      try {
        const loan = await loanWhoseDebitComesBack();
        const [{ email }] = await t.ctx.database.sql<{ email: string }[]>`
          select c.email from customers c join loans l on l.customer_id = c.id where l.id = ${loan.id}`;
        const notice = `from customer_messages m join message_templates tpl on tpl.id = m.template_id
           where m.loan_id = ${loan.id} and tpl.code = 'NSF_NOTICE'`;
        expect(await killedDuring(point, { CHILD_NOW: '2026-12-11T09:05', SMTP_URL })).toBe('SIGKILL');
        // What the kill left: the notice recorded, SENDING, its debit still waiting for it to be told.
        expect(await count(`select count(*)::int as n ${notice} and m.status = 'SENDING'`)).toBe(1);
        expect(smtp.received.length).toBe(point === 'after-notice-send' ? 1 : 0);
        expect(await count(`select count(*)::int as n from debits where loan_id = ${loan.id} and notice_pending`)).toBe(
          1,
        );

        // Restarted at once, within the send's lease: nothing sent twice, the notice not forgotten.
        const after = await restarted('2026-12-11', '09:06', { SMTP_URL });
        try {
          await runMoneyBatches(after.ctx);
          expect(await count(`select count(*)::int as n ${notice} and m.status = 'SENDING'`)).toBe(1);
          expect(smtp.received.length).toBe(point === 'after-notice-send' ? 1 : 0);
          // Its lease over (as two minutes later): the minute job sends it again under its key.
          await t.ctx.database.sql.unsafe(
            `update customer_messages set updated_at = updated_at - interval '5 minutes' where status = 'SENDING'`,
          );
          await runMoneyBatches(after.ctx);
          await runMoneyBatches(after.ctx);
        } finally {
          await after.stop();
        }
        expect(smtp.received.map((mail) => mail.to)).toEqual([[email]]);
        expect(await count(`select count(*)::int as n ${notice}`)).toBe(1);
        expect(await count(`select count(*)::int as n ${notice} and m.status = 'SENT'`)).toBe(1);
        expect(await count(`select count(*)::int as n from outbox where to_address = '${email}'`)).toBe(1);
        expect(await count(`select count(*)::int as n from debits where loan_id = ${loan.id} and notice_pending`)).toBe(
          0,
        );
      } finally {
        await smtp.close();
      }
    },
  );
});
