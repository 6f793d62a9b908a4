import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCpa005 } from '../../server/adapters/payments/cpa005';
import { applyReturnsFile } from '../../server/features/debits/returnsFileReading';
import { runBatches, setNow, staffToken, startAndPayOut } from '../support/deposits';
import {
  acceptedRequest,
  createLoan,
  expectLedgerConsistent,
  loanAction,
  LOAN_TERMS,
  type LoanReply,
} from '../support/loans';
import { createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = await staffToken(t);
});
afterAll(async () => t.close());

const getLoan = async (id: number): Promise<LoanReply> =>
  (await t.call({ method: 'GET', url: `/api/loans/${id}`, token: staff })).json();
const debitsOf = (loanId: number) =>
  t.ctx.database.sql<
    {
      payment_id: number;
      status: string;
      amount_cents: string;
      due_date: string;
      eft_file_id: number | null;
      return_code: string | null;
    }[]
  >`
    select payment_id, status, amount_cents, due_date::text, eft_file_id, return_code from debits where loan_id = ${loanId} order by due_date`;

/** The money job's runs at those Toronto moments, in order. */
async function livedThrough(moments: string[][]) {
  for (const [date, time] of moments) {
    setNow(t, date, time);
    await runBatches(t);
  }
}

/** A loan made and paid out on Monday 2026-11-23, first payment Friday 2026-12-04, the borrower's account `account`. */
async function paidOutLoan(account: string, where: Record<string, string> = {}) {
  setNow(t, '2026-11-23', '09:00');
  const { requestId } = await acceptedRequest(t, staff, 50_000, { bankAccount: account, ...where });
  return startAndPayOut(t, staff, await createLoan(t, staff, { requestId, ...LOAN_TERMS }));
}

describe('pre-authorized debits', () => {
  it('present each payment two business days before its date, in the cut-off file as a D record', async () => {
    const loan = await paidOutLoan('1234567');
    const first = loan.payments.find((line) => line.number === 1)!;
    setNow(t, '2026-12-01', '09:00');
    await runBatches(t);
    expect(await debitsOf(loan.id)).toEqual([]);
    setNow(t, '2026-12-02', '09:00');
    expect((await runBatches(t)).presented).toBeGreaterThanOrEqual(1);
    // Run again the same day: nothing is presented twice.
    expect((await debitsOf(loan.id)).map((debit) => [debit.payment_id, debit.status])).toEqual([[first.id, 'QUEUED']]);
    await runBatches(t);
    expect(await debitsOf(loan.id)).toHaveLength(1);

    setNow(t, '2026-12-02', '10:31');
    await runBatches(t);
    const [debit] = await debitsOf(loan.id);
    expect(debit.status).toBe('SUBMITTED');
    const file = await t.call({ method: 'GET', url: `/api/deposits/eft-files/${debit.eft_file_id}`, token: staff });
    const { items, trailer } = readCpa005(file.body);
    expect(items).toContainEqual(
      expect.objectContaining({
        recordType: 'D',
        cpaCode: '350',
        amountCents: first.amount,
        date: '2026-12-04',
        account: '1234567',
        crossReference: `PAY-${first.id}-1`,
      }),
    );
    expect(trailer.debitCount).toBe(items.filter((item) => item.recordType === 'D').length);

    // Taken on its date: the provider says so, the line is paid.
    setNow(t, '2026-12-04', '09:05');
    await runBatches(t);
    expect((await debitsOf(loan.id))[0].status).toBe('SETTLED');
    expect((await getLoan(loan.id)).payments.find((line) => line.id === first.id)!.status).toBe('PAID');
  });

  it('come back NSF days later: the payment reversed with its fee, the loan in collections, the customer told', async () => {
    const loan = await paidOutLoan('9010000123');
    const first = loan.payments.find((line) => line.number === 1)!;
    await livedThrough([
      ['2026-12-02', '09:00'],
      ['2026-12-02', '10:31'],
      ['2026-12-04', '09:05'],
    ]);
    const paid = await getLoan(loan.id);
    expect(paid.nsfCount).toBe(0);
    // Returns arrive 2 to 5 business days after the due date.
    setNow(t, '2026-12-11', '09:05');
    await runBatches(t);
    const [debit] = await debitsOf(loan.id);
    expect([debit.status, debit.return_code]).toEqual(['RETURNED', '901']);
    const after = await getLoan(loan.id);
    expect(after.nsfCount).toBe(1);
    expect(after.payments.find((line) => line.id === first.id)!.status).toBe('NSF');
    const fee = after.ledger.find((entry) => entry.kind === 'NSF_FEE')!;
    expect(fee.fees).toBe(4_500);
    expect(after.collectionReason).toBe('FIRST_NSF');
    expectLedgerConsistent(after);
    // Recorded like an agent's change: the version moved (open screens reload) and the Logs tab says it.
    expect(after.version).toBe(paid.version + 1);
    const logged = await t.ctx.database.sql<
      { actor_id: number | null; before: { totalOwing: number }; after: object }[]
    >`
      select actor_id, before, after from audit_log
       where entity = 'loan' and entity_id = ${String(loan.id)} and action = 'loan.payment-returned'`;
    expect(logged).toEqual([
      {
        actor_id: null,
        before: expect.objectContaining({ totalOwing: paid.totalOwing }),
        after: expect.objectContaining({ totalOwing: after.totalOwing, reversed: true }),
      },
    ]);
    const notices = await t.call({
      method: 'GET',
      url: '/api/Notification/getPartialNotifications?type=CANCELLED_PAYMENT',
      token: staff,
    });
    expect(JSON.stringify(notices.json())).toContain(`/apps/loans/${loan.id}`);
    const [message] = await t.ctx.database.sql<{ n: number }[]>`
      select count(*)::int as n from customer_messages m join message_templates tpl on tpl.id = m.template_id
       where m.loan_id = ${loan.id} and tpl.code = 'NSF_NOTICE'`;
    expect(message.n).toBe(1);
    // The return came in the provider's returns file: a J record, its reason, the debit's reference.
    const [file] = await t.ctx.database.sql<{ provider: 'CARD' | 'INTERAC'; number: number; content: string }[]>`
      select provider, number, content from returns_files where content like ${`%PAY-${first.id}-1%`}`;
    expect(readCpa005(file.content).items).toContainEqual(
      expect.objectContaining({ recordType: 'J', crossReference: `PAY-${first.id}-1`, returnCode: '901' }),
    );
    // The same file read again (a provider publishing it twice) changes nothing.
    const again = await applyReturnsFile(t.ctx, t.ctx.adapters.payments.of(file.provider), file);
    expect(again.duplicate).toBe(true);
    await runBatches(t);
    expect((await getLoan(loan.id)).nsfCount).toBe(1);
  });

  it('present a payment whose earlier debit was cancelled under its next attempt, and only once', async () => {
    const loan = await paidOutLoan('1234569');
    const first = loan.payments.find((line) => line.number === 1)!;
    // A debit of the line was queued and cancelled before it went (as when its loan was stopped).
    await t.ctx.database.sql`
      insert into debits (loan_id, payment_id, provider, amount_cents, due_date, cutoff_at, presented_at, status, attempt)
      select loan_id, id, 'CARD', amount_cents, due_date, now(), now(), 'CANCELLED', 1 from loan_payments where id = ${first.id}`;
    setNow(t, '2026-12-02', '09:00');
    await runBatches(t);
    await runBatches(t);
    const rows = await t.ctx.database.sql<{ attempt: number; status: string }[]>`
      select attempt, status from debits where payment_id = ${first.id} order by attempt`;
    expect(rows).toEqual([
      { attempt: 1, status: 'CANCELLED' },
      { attempt: 2, status: 'QUEUED' },
    ]);
    setNow(t, '2026-12-02', '10:31');
    await runBatches(t);
    const [{ eft_file_id }] = (await debitsOf(loan.id)).filter((debit) => debit.status === 'SUBMITTED');
    const file = await t.call({ method: 'GET', url: `/api/deposits/eft-files/${eft_file_id}`, token: staff });
    expect(readCpa005(file.body).items).toContainEqual(
      expect.objectContaining({ recordType: 'D', crossReference: `PAY-${first.id}-2` }),
    );
  });

  it('charge at most the dishonoured-payment cap in Ontario', async () => {
    const loan = await paidOutLoan('9010000124', { province: 'ON', city: 'Toronto', postalCode: 'M5V 2T6' });
    await livedThrough([
      ['2026-12-02', '09:00'],
      ['2026-12-02', '10:31'],
      ['2026-12-04', '09:05'],
      ['2026-12-11', '09:05'],
    ]);
    const after = await getLoan(loan.id);
    expect(after.ledger.find((entry) => entry.kind === 'NSF_FEE')!.fees).toBe(2_000);
  });

  it('a closed account says so on the loan', async () => {
    const loan = await paidOutLoan('9050000001');
    await livedThrough([
      ['2026-12-02', '09:00'],
      ['2026-12-02', '10:31'],
      ['2026-12-04', '09:05'],
      ['2026-12-11', '09:05'],
    ]);
    expect((await getLoan(loan.id)).collectionReason).toBe('ACCOUNT_CLOSED');
  });

  it('collect nothing whose debit did not go: a line past its date stays due until its debit leaves', async () => {
    const loan = await paidOutLoan('1234568');
    const first = loan.payments.find((line) => line.number === 1)!;
    // The money job did not run for days (a machine down): the date passed with no debit.
    setNow(t, '2026-12-07', '09:00');
    const missed = await getLoan(loan.id);
    expect(missed.payments.find((line) => line.id === first.id)).toMatchObject({ status: 'SCHEDULED', debit: null });
    expect(missed.ledger.some((entry) => entry.kind === 'PAYMENT')).toBe(false);
    expect(missed.balance).toBe(loan.balance);
    // It comes back: the late payment is presented for today, and collected once its file is sent.
    await runBatches(t);
    const [late] = await debitsOf(loan.id);
    expect([late.payment_id, late.status, late.due_date]).toEqual([first.id, 'QUEUED', '2026-12-07']);
    expect((await getLoan(loan.id)).payments.find((line) => line.id === first.id)!.status).toBe('SCHEDULED');
    setNow(t, '2026-12-07', '10:31');
    await runBatches(t);
    const collected = await getLoan(loan.id);
    expect(collected.payments.find((line) => line.id === first.id)).toMatchObject({
      status: 'PAID',
      debit: { status: 'SUBMITTED' },
    });
    expect(collected.ledger.find((entry) => entry.kind === 'PAYMENT')).toMatchObject({ date: first.date });
    expectLedgerConsistent(collected);
  });

  it('take what they were presented for, when the line changed after they went', async () => {
    const loan = await paidOutLoan('1234569');
    const first = loan.payments.find((line) => line.number === 1)!;
    await livedThrough([
      ['2026-12-02', '09:00'],
      ['2026-12-02', '10:31'],
    ]);
    const [sent] = await debitsOf(loan.id);
    expect([sent.status, Number(sent.amount_cents)]).toEqual(['SUBMITTED', first.amount]);
    // The balance raised after the debit left: the schedule is re-amortized, the debit is not.
    const increased = await loanAction(t, staff, await getLoan(loan.id), 'balance-increases', { amount: 10_000 });
    expect(increased.payments.find((line) => line.id === first.id)!.amount).not.toBe(first.amount);
    setNow(t, '2026-12-04', '09:05');
    await runBatches(t);
    const after = await getLoan(loan.id);
    const payment = after.ledger.find((entry) => entry.kind === 'PAYMENT' && entry.paymentId === first.id)!;
    expect(-payment.total).toBe(first.amount);
    expect(after.payments.find((line) => line.id === first.id)).toMatchObject({ status: 'PAID', amount: first.amount });
    expectLedgerConsistent(after);
  });

  it('follow the loan configuration: presented as many business days ahead as it says, the NSF fee at most its province cap', async () => {
    const admin = (await t.login('admin@demo.ca')).token;
    const configure = async (changes: Record<string, unknown>) => {
      const read = await t.call({ method: 'GET', url: '/api/configuration/loan', token: admin });
      const { fees: _fees, today: _today, ...terms } = read.json();
      const saved = await t.call({
        method: 'PUT',
        url: '/api/configuration/loan',
        token: admin,
        payload: { ...terms, ...changes },
      });
      expect(saved.statusCode, saved.body).toBe(200);
    };
    await configure({
      debitLeadBusinessDays: 3,
      nsfFeeCaps: [
        { province: 'ON', amount: 2_000 },
        { province: 'QC', amount: 3_000 },
      ],
    });
    try {
      const loan = await paidOutLoan('9010000126', { province: 'QC', city: 'Montréal', postalCode: 'H2X 1Y4' });
      const first = loan.payments.find((line) => line.number === 1)!;
      // Three business days before Friday 2026-12-04: Tuesday (two days ahead presented nothing yet).
      setNow(t, '2026-12-01', '09:00');
      await runBatches(t);
      expect((await debitsOf(loan.id)).map((debit) => debit.payment_id)).toEqual([first.id]);
      // And the loan says so: that payment can no longer be deferred.
      expect((await getLoan(loan.id)).payments.find((line) => line.id === first.id)).toMatchObject({ sent: true });
      await livedThrough([
        ['2026-12-01', '10:31'],
        ['2026-12-04', '09:05'],
        ['2026-12-11', '09:05'],
      ]);
      const after = await getLoan(loan.id);
      expect(after.nsfCount).toBe(1);
      expect(after.ledger.find((entry) => entry.kind === 'NSF_FEE')!.fees).toBe(3_000);
    } finally {
      await configure({ debitLeadBusinessDays: 2, nsfFeeCaps: [{ province: 'ON', amount: 2_000 }] });
    }
  });
});
