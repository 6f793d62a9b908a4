import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCpa005, readCpa005 } from '../../server/adapters/payments/cpa005';
import { applyDebitEvent } from '../../server/features/debits/debitReturns';
import { applyReturnsFile } from '../../server/features/debits/returnsFileReading';
import { settleDueLoans } from '../../server/features/loans/loanSettlementJob';
import { torontoInstant } from '../../server/businessClock';
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
  // The card provider's data centre set as a lender would; the Interac one left to its sandbox's.
  t = await createTestApp({ EFT_DATA_CENTRE_CARD: '00310' });
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
    const { header, items, trailer } = readCpa005(file.body);
    // Addressed to the loan's provider's data centre (positions 31 to 35 of the A record).
    expect(file.body.slice(30, 35)).toBe('00310');
    expect(header.destinationDataCentre).toBe('00310');
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
    expect(file.content.slice(30, 35)).toBe('00310');
    // The same file read again (a provider publishing it twice) changes nothing.
    const again = await applyReturnsFile(t.ctx, t.ctx.adapters.payments.of(file.provider), file);
    expect(again.duplicate).toBe(true);
    await runBatches(t);
    expect((await getLoan(loan.id)).nsfCount).toBe(1);
  });

  it('are refused by a provider when the file is addressed to another data centre', async () => {
    const file = (destinationDataCentre: string) =>
      buildCpa005(
        {
          originatorId: t.ctx.config.eftOriginatorId,
          originatorShortName: 'GUICHET',
          originatorLongName: 'Guichet',
          fileCreationNumber: 9_001,
          creationDate: '2026-12-02',
          destinationDataCentre,
        },
        [
          {
            recordType: 'D',
            cpaCode: '350',
            amountCents: 10_000,
            date: '2026-12-04',
            institution: '815',
            transit: '30101',
            account: '1234567',
            payeeName: 'Test',
            crossReference: 'PAY-999999-1',
          },
        ],
      );
    const card = t.ctx.adapters.payments.of('CARD');
    await expect(card.submitEftFile({ idempotencyKey: 'misaddressed', content: file('00120') })).rejects.toMatchObject({
      key: 'EFT_FILE_REJECTED',
    });
    await expect(card.submitEftFile({ idempotencyKey: 'unaddressed', content: file('00000') })).rejects.toMatchObject({
      key: 'EFT_FILE_REJECTED',
    });
    // The other provider, not configured, keeps its sandbox's own data centre.
    expect(t.ctx.adapters.payments.of('INTERAC').eftDataCentre).toBe('00120');
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
    // The balance raised after the debit left: the payments still open are re-amortized; the line
    // whose debit left keeps what the debit takes (what the borrower is told is what is debited).
    const increased = await loanAction(t, staff, await getLoan(loan.id), 'balance-increases', { amount: 10_000 });
    expect(increased.payments.find((line) => line.id === first.id)!.amount).toBe(first.amount);
    const second = loan.payments.find((line) => line.number === 2)!;
    expect(increased.payments.find((line) => line.id === second.id)!.amount).toBeGreaterThan(second.amount);
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

describe('a debit that comes back before its due date', () => {
  const lineOf = (loan: LoanReply, id: number) => loan.payments.find((line) => line.id === id)!;
  const nsfNotices = async (loanId: number) => {
    const [row] = await t.ctx.database.sql<{ n: number }[]>`
      select count(*)::int as n from customer_messages m join message_templates tpl on tpl.id = m.template_id
       where m.loan_id = ${loanId} and tpl.code = 'NSF_NOTICE'`;
    return row.n;
  };
  const cancelledPaymentNotices = async (loanId: number) => {
    const [row] = await t.ctx.database.sql<{ n: number }[]>`
      select count(*)::int as n from notifications where type = 'CANCELLED_PAYMENT' and path = ${`/apps/loans/${loanId}`}`;
    return row.n;
  };

  /** The first payment of an Ontario borrower's loan, its debit in the provider's hands from 2026-12-02. */
  async function debitWithTheBank(account: string) {
    const loan = await paidOutLoan(account, { province: 'ON', city: 'Toronto', postalCode: 'M5V 2T6' });
    const first = loan.payments.find((line) => line.number === 1)!;
    await livedThrough([
      ['2026-12-02', '09:00'],
      ['2026-12-02', '10:31'],
    ]);
    expect((await debitsOf(loan.id))[0].status).toBe('SUBMITTED');
    return { loan, first, reference: `PAY-${first.id}-1` };
  }

  /** What a loan whose first payment came back must show: an NSF, never paid, its fee capped, the customer told once. */
  async function expectReturnedOnce(loanId: number, lineId: number) {
    const after = await getLoan(loanId);
    expect(lineOf(after, lineId).status).toBe('NSF');
    expect(after.nsfCount).toBe(1);
    const entries = after.ledger.filter((entry) => entry.paymentId === lineId);
    expect(entries.map((entry) => entry.kind).sort()).toEqual(['INSTALMENT_DUE', 'NSF', 'NSF_FEE', 'PAYMENT']);
    const payment = entries.find((entry) => entry.kind === 'PAYMENT')!;
    // The payment its debit would have made, reversed to the cent, both on the due date.
    expect(entries.find((entry) => entry.kind === 'NSF')).toMatchObject({ total: -payment.total, date: payment.date });
    expect(entries.find((entry) => entry.kind === 'NSF_FEE')!.fees).toBe(2_000);
    expect(after.collectionReason).toBe('FIRST_NSF');
    expectLedgerConsistent(after);
    expect(await nsfNotices(loanId)).toBe(1);
    expect(await cancelledPaymentNotices(loanId)).toBe(1);
    return after;
  }

  it('in a returns file: the line waits unpaid, then is an NSF on its date with its capped fee, the customer told once', async () => {
    const { loan, first, reference } = await debitWithTheBank('1234571');
    // Thursday 2026-12-03, the day before its date: the bank refused it at once (the provider's books say so).
    await t.ctx.database.sql`
      update sandbox_payment_transactions
         set status = 'RETURNED', sequence = sequence + 1, next_step_at = null,
             details = details || '{"returnCode": "901"}'::jsonb
       where reference = ${reference}`;
    setNow(t, '2026-12-03', '09:05');
    await runBatches(t);
    const [debit] = await debitsOf(loan.id);
    expect([debit.status, debit.return_code]).toEqual(['RETURNED', '901']);
    const waiting = await getLoan(loan.id);
    expect(lineOf(waiting, first.id).status).toBe('SCHEDULED');
    expect(waiting.ledger.some((entry) => entry.paymentId === first.id)).toBe(false);
    // Nothing to tell the customer before there is an NSF.
    expect(await nsfNotices(loan.id)).toBe(0);
    expect(await cancelledPaymentNotices(loan.id)).toBe(0);
    // Its settlement reported late (callbacks and returns files travel apart) does not undo the return.
    await applyDebitEvent(t.ctx, 'CARD', {
      eventId: `${reference}.late`,
      transactionId: 'EFTD-LATE',
      reference,
      status: 'SETTLED',
      sequence: 99,
      occurredAt: torontoInstant('2026-12-03', '09:10').toISOString(),
    });
    expect((await debitsOf(loan.id))[0].status).toBe('RETURNED');

    // Its date comes: a read, then the hourly sweep, collect nothing with a debit that came back.
    setNow(t, '2026-12-04', '09:05');
    expect(lineOf(await getLoan(loan.id), first.id).status).not.toBe('PAID');
    await settleDueLoans(t.ctx);
    expect(lineOf(await getLoan(loan.id), first.id).status).not.toBe('PAID');
    // The money job applies the return that waited: an NSF as if it had come back afterwards.
    await runBatches(t);
    await expectReturnedOnce(loan.id, first.id);
    // Run again, and weeks later: nothing twice, and the line is never paid.
    await runBatches(t);
    setNow(t, '2027-01-04', '09:05');
    await runBatches(t);
    await settleDueLoans(t.ctx);
    await expectReturnedOnce(loan.id, first.id);
  });

  it('by callback: the same, whatever the order of the news', async () => {
    const { loan, first, reference } = await debitWithTheBank('1234572');
    setNow(t, '2026-12-03', '15:00');
    const returned = {
      eventId: `${reference}.returned`,
      transactionId: 'EFTD-EARLY',
      reference,
      status: 'RETURNED' as const,
      sequence: 98,
      occurredAt: torontoInstant('2026-12-03', '14:00').toISOString(),
      returnCode: '901',
    };
    expect(await applyDebitEvent(t.ctx, 'CARD', returned)).toBe('applied');
    expect(lineOf(await getLoan(loan.id), first.id).status).toBe('SCHEDULED');
    expect(await nsfNotices(loan.id)).toBe(0);
    setNow(t, '2026-12-04', '09:05');
    await runBatches(t);
    await expectReturnedOnce(loan.id, first.id);
    // The same return told again changes nothing.
    expect(await applyDebitEvent(t.ctx, 'CARD', returned)).toBe('duplicate');
    await runBatches(t);
    await expectReturnedOnce(loan.id, first.id);
  });

  it('lost under the old rules (paid by it, the customer told, no NSF): found by the migration, applied once', async () => {
    const { loan, first } = await debitWithTheBank('1234573');
    setNow(t, '2026-12-04', '09:05');
    await runBatches(t);
    expect(lineOf(await getLoan(loan.id), first.id).status).toBe('PAID');
    // What the old rules left: the debit returned and its notice sent, the line paid all the same.
    await t.ctx.database.sql`
      update debits set status = 'RETURNED', return_code = '901', returned_on = '2026-12-03', notice_pending = true
       where payment_id = ${first.id}`;
    await runBatches(t);
    expect(await nsfNotices(loan.id)).toBe(1);
    expect(lineOf(await getLoan(loan.id), first.id).status).toBe('PAID');
    const migration = readFileSync(
      new URL('../../server/db/migrations/0033_debit_return_pending.sql', import.meta.url),
      'utf8',
    ).split('--> statement-breakpoint');
    await t.ctx.database.sql.unsafe(migration.at(-1)!);
    await runBatches(t);
    await expectReturnedOnce(loan.id, first.id);
  });
});
