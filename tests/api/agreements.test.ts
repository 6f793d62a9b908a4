import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepCollectionFiles } from '../../server/features/collections/collectionSweep';
import { setNow, staffToken } from '../support/deposits';
import {
  getFile as getFileOf,
  requestStatusOf as requestStatusOfLoan,
  returnedLoan as returnedLoanOf,
} from '../support/collections';
import { expectLedgerConsistent, type LoanReply } from '../support/loans';
import { createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = await staffToken(t);
});
afterAll(async () => t.close());

interface AgreementReply {
  id: number;
  version: number;
  status: string;
  total: number;
  deposited: number;
  payments: { id: number; number: number; date: string; amount: number; status: string; depositedOn: string | null }[];
}

const requestStatusOf = (loanId: number) => requestStatusOfLoan(t, loanId);
const getLoan = async (id: number): Promise<LoanReply> =>
  (await t.call({ method: 'GET', url: `/api/loans/${id}`, token: staff })).json();
const getFile = (id: number) => getFileOf(t, id);

/** A loan whose first debit came back NSF on 2026-12-11, its file; the clock on Monday 2026-12-14. */
async function fileInArrears() {
  const returned = await returnedLoanOf(t);
  setNow(t, '2026-12-14', '10:00');
  return returned;
}

const offerOf = async (fileId: number) =>
  (await t.call({ method: 'GET', url: `/api/collection-files/${fileId}/agreement-offer`, token: staff })).json() as {
    owed: number;
    proposal: { date: string; amount: number }[];
  };
const agree = (fileId: number, payload: Record<string, unknown>) =>
  t.call({ method: 'POST', url: `/api/collection-files/${fileId}/agreement`, token: staff, payload });
const confirm = (agreement: AgreementReply, paymentId: number, depositedOn: string) =>
  t.call({
    method: 'POST',
    url: `/api/agreements/${agreement.id}/payments/${paymentId}/deposit`,
    token: staff,
    payload: { version: agreement.version, depositedOn },
  });

describe('a payment agreement', () => {
  it('replaces the schedule by payments adding up to what is owed, and repays the loan as they arrive', async () => {
    const { loan, file } = await fileInArrears();
    const offer = await offerOf(file.id);
    const before = await getLoan(loan.id);
    expect(offer.owed).toBe(before.totalOwing);
    expect(offer.proposal.reduce((sum, payment) => sum + payment.amount, 0)).toBe(offer.owed);

    // Refused: a cent short; a Saturday; a stale file.
    const short = offer.proposal.map((payment, index) =>
      index === 0 ? { ...payment, amount: payment.amount - 1 } : payment,
    );
    const refused = await agree(file.id, { version: file.version, payments: short });
    expect([refused.statusCode, refused.json().message, refused.json().params.amount]).toEqual([
      420,
      'errors.AGREEMENT_TOTAL',
      offer.owed,
    ]);
    const saturday = [{ date: '2026-12-19', amount: offer.owed }];
    expect((await agree(file.id, { version: file.version, payments: saturday })).json().errors).toEqual({
      'payments.0.date': 'validation.paymentDateWeekend',
    });
    expect((await agree(file.id, { version: file.version - 1, payments: offer.proposal })).statusCode).toBe(409);
    expect((await getLoan(loan.id)).status).toBe('ACTIVE');

    const made = await agree(file.id, { version: file.version, payments: offer.proposal });
    expect(made.statusCode, made.body).toBe(201);
    let agreement: AgreementReply = made.json();
    expect(agreement).toMatchObject({ status: 'ACTIVE', total: offer.owed, deposited: 0 });
    const stopped = await getLoan(loan.id);
    expect(stopped.status).toBe('STOPPED');
    expect(stopped.payments.filter((line) => line.status === 'SCHEDULED')).toEqual([]);
    expect(await requestStatusOf(loan.id)).toBe('IN_PAYMENT_AGREEMENT');
    expect(await getFile(file.id)).toMatchObject({
      agreement: 'PAYMENT_AGREEMENT',
      status: 'PROMISED',
      promiseState: 'PENDING',
      expectedTransferOn: offer.proposal[0].date,
    });
    expect((await agree(file.id, { version: file.version + 1, payments: offer.proposal })).json().message).toBe(
      'errors.AGREEMENT_EXISTS',
    );
    const listed = await t.call({
      method: 'GET',
      url: `/api/agreement-payments?filter=${encodeURIComponent(JSON.stringify({ agreementId: agreement.id }))}`,
      token: staff,
    });
    expect(listed.json().map((row: { date: string }) => row.date)).toEqual(
      offer.proposal.map((payment) => payment.date),
    );

    // Each payment confirmed on its day; a deposit date still to come is refused.
    const first = agreement.payments[0];
    expect((await confirm(agreement, first.id, '2026-12-31')).json().errors).toEqual({
      depositedOn: 'validation.dateTooLate',
    });
    for (const payment of agreement.payments) {
      setNow(t, payment.date, '12:00');
      // The sweep on a payment's own day leaves the agreement alone.
      await sweepCollectionFiles(t.ctx);
      const confirmed = await confirm(agreement, payment.id, payment.date);
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      agreement = confirmed.json();
    }
    expect(agreement).toMatchObject({ status: 'COMPLETED', deposited: offer.owed });
    const repaid = await getLoan(loan.id);
    expect([repaid.status, repaid.totalOwing]).toEqual(['LOAN_PAY_IN_FULL', 0]);
    expectLedgerConsistent(repaid);
    expect(await getFile(file.id)).toMatchObject({ status: 'SETTLED', promiseState: 'KEPT' });
    expect(await requestStatusOf(loan.id)).toBe('LOAN_PAY_IN_FULL');
  });

  it('breaks when a payment day passes without its money: the file back to follow up, the request in collections', async () => {
    const { loan, file } = await fileInArrears();
    const offer = await offerOf(file.id);
    const agreement: AgreementReply = (
      await agree(file.id, { version: file.version, payments: offer.proposal })
    ).json();
    const firstDay = agreement.payments[0].date;
    setNow(t, firstDay, '18:00');
    await sweepCollectionFiles(t.ctx);
    expect((await t.call({ method: 'GET', url: `/api/agreements/${agreement.id}`, token: staff })).json().status).toBe(
      'ACTIVE',
    );
    setNow(t, '2026-12-31', '09:00');
    expect((await sweepCollectionFiles(t.ctx)).broken).toBeGreaterThanOrEqual(1);
    const broken = (await t.call({ method: 'GET', url: `/api/agreements/${agreement.id}`, token: staff })).json();
    expect(broken.status).toBe('BROKEN');
    expect(broken.payments[0].status).toBe('MISSED');
    expect(await getFile(file.id)).toMatchObject({ status: 'FOLLOW_UP', promiseState: 'BROKEN' });
    expect(await requestStatusOf(loan.id)).toBe('IN_COLLECTIONS');
    expect((await confirm(broken, broken.payments[1].id, '2026-12-31')).json().message).toBe(
      'errors.AGREEMENT_NOT_ACTIVE',
    );
    // Still in arrears and no longer under the agreement: the file is followed as any other.
    await sweepCollectionFiles(t.ctx);
    expect((await getFile(file.id)).status).toBe('FOLLOW_UP');
  });

  it('is for users who may update agreements', async () => {
    const norole = (await t.login('norole@demo.ca')).token;
    expect((await t.call({ method: 'GET', url: '/api/agreement-payments', token: norole })).json().message).toBe(
      'errors.FORBIDDEN',
    );
  });
});
