import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepCollectionFiles } from '../../server/features/collections/collectionSweep';
import { addDays } from '../../domain/calendarDates';
import { formatMoney } from '../../domain/money';
import { settleDueLoans } from '../../server/features/loans/loanSettlementJob';
import { liveDays, setNow, staffToken } from '../support/deposits';
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
  method: string;
  scope: string;
  payments: {
    id: number;
    number: number;
    date: string;
    amount: number;
    status: string;
    depositedOn: string | null;
    presented: boolean;
  }[];
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

interface OfferReply {
  owed: number;
  pastDue: number;
  canDebit: boolean;
  refusal: { message: string; params: Record<string, unknown> } | null;
  proposals: Record<'BALANCE' | 'ARREARS', { date: string; amount: number }[]>;
  /** The whole balance's proposal (most tests agree on it). */
  proposal: { date: string; amount: number }[];
}
const offerOf = async (fileId: number): Promise<OfferReply> => {
  const offer = (
    await t.call({ method: 'GET', url: `/api/collection-files/${fileId}/agreement-offer`, token: staff })
  ).json();
  return { ...offer, proposal: offer.proposals.BALANCE };
};
const agree = (fileId: number, payload: Record<string, unknown>) =>
  t.call({
    method: 'POST',
    url: `/api/collection-files/${fileId}/agreement`,
    token: staff,
    payload: { method: 'INTERAC', scope: 'BALANCE', ...payload },
  });
/**
 * The days pass, each business day's money batches run at the hours they do (debits presented,
 * sent at the cut-off, settled, returns read), the due payments collected and the files swept.
 */
async function passBusinessDays(from: string, to: string, { sweep = true } = {}) {
  await liveDays(t, from, to, {
    runs: ['09:05', '10:31'],
    businessDaysOnly: true,
    andThen: async (day) => {
      setNow(t, day, '12:00');
      await settleDueLoans(t.ctx);
      if (sweep) await sweepCollectionFiles(t.ctx);
    },
  });
}

const getAgreement = async (id: number): Promise<AgreementReply> =>
  (await t.call({ method: 'GET', url: `/api/agreements/${id}`, token: staff })).json();
const confirm = (agreement: AgreementReply, paymentId: number, depositedOn: string) =>
  t.call({
    method: 'POST',
    url: `/api/agreements/${agreement.id}/payments/${paymentId}/deposit`,
    token: staff,
    payload: { version: agreement.version, depositedOn },
  });

describe('a payment agreement', () => {
  it('is refused before the agent types when a debit of the loan is already at the bank, as the save refuses it', async () => {
    const { loan, file } = await fileInArrears();
    expect((await offerOf(file.id)).refusal).toBeNull();
    const next = (await getLoan(loan.id)).payments.find((line) => line.status === 'SCHEDULED')!;
    // The day before the next payment: its debit has gone to the bank.
    setNow(t, addDays(next.date, -1), '12:00');
    const offer = await offerOf(file.id);
    expect(offer.refusal).toEqual({ message: 'errors.AGREEMENT_DEBIT_OUT', params: {} });
    const saved = await agree(file.id, { version: (await getFile(file.id)).version, payments: offer.proposal });
    expect([saved.statusCode, saved.json().message]).toEqual([420, offer.refusal!.message]);
  });

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
    // The dialog learns it before the agent types: the offer carries the same refusal.
    expect((await offerOf(file.id)).refusal).toEqual({
      message: 'errors.AGREEMENT_EXISTS',
      params: { id: agreement.id },
    });
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

  it('on the arrears, kept, gives the loan its regular payments back: the loan is active again', async () => {
    const { loan, file } = await fileInArrears();
    const offer = await offerOf(file.id);
    expect(offer.pastDue).toBeGreaterThan(0);
    expect(offer.pastDue).toBeLessThan(offer.owed);
    expect(offer.proposals.ARREARS.reduce((sum, payment) => sum + payment.amount, 0)).toBe(offer.pastDue);
    const regular = (await getLoan(loan.id)).payments.filter((line) => line.status === 'SCHEDULED').length;
    // The whole balance's payments do not add up to the arrears.
    const refused = await agree(file.id, { version: file.version, scope: 'ARREARS', payments: offer.proposal });
    expect([refused.statusCode, refused.json().params?.amount]).toEqual([420, offer.pastDue]);

    const made = await agree(file.id, { version: file.version, scope: 'ARREARS', payments: offer.proposals.ARREARS });
    expect(made.statusCode, made.body).toBe(201);
    let agreement: AgreementReply = made.json();
    expect(agreement).toMatchObject({ scope: 'ARREARS', method: 'INTERAC', total: offer.pastDue });
    expect((await getLoan(loan.id)).status).toBe('STOPPED');
    expect(agreement.payments.length).toBeGreaterThan(1);
    // The borrower sent them all on the last day: one deposit date for all (the one-a-day rule is the dialogs').
    const lastDay = agreement.payments.at(-1)!.date;
    setNow(t, lastDay, '12:00');
    for (const payment of agreement.payments) {
      const confirmed = await confirm(agreement, payment.id, lastDay);
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      agreement = confirmed.json();
    }
    expect(agreement.status).toBe('COMPLETED');
    const active = await getLoan(loan.id);
    const resumed = active.payments.filter((line) => line.status === 'SCHEDULED');
    expect(active.status).toBe('ACTIVE');
    expect(resumed).toHaveLength(regular);
    expect(resumed[0].date > agreement.payments.at(-1)!.date).toBe(true);
    expect(active.totalOwing).toBe(offer.owed - offer.pastDue);
    expect(resumed.reduce((sum, line) => sum + line.amount, 0)).toBeGreaterThanOrEqual(active.totalOwing);
    expectLedgerConsistent(active);
    expect(await getFile(file.id)).toMatchObject({ status: 'SETTLED', promiseState: 'KEPT', amountOwed: 0 });
    expect(['IN_COLLECTIONS', 'IN_PAYMENT_AGREEMENT']).not.toContain(await requestStatusOf(loan.id));
  });

  it('by debit: each payment presented on its day like any payment, the last one collected repays the loan', async () => {
    const { loan, file } = await fileInArrears();
    // The borrower gave a new account (the old one returns every debit in the sandbox).
    await t.ctx.database.sql`
      update customers set bank_account = '1234567' where id = (select customer_id from loans where id = ${loan.id})`;
    const offer = await offerOf(file.id);
    expect(offer.canDebit).toBe(true);
    const payments = [
      { date: '2026-12-16', amount: Math.floor(offer.owed / 2) },
      { date: '2026-12-23', amount: offer.owed - Math.floor(offer.owed / 2) },
    ];
    const made = await agree(file.id, { version: file.version, method: 'PAD', payments });
    expect(made.statusCode, made.body).toBe(201);
    const agreement: AgreementReply = made.json();
    const lines = (await getLoan(loan.id)).payments.filter((line) => line.kind === 'AGREEMENT');
    expect(lines.map((line) => [line.date, line.amount, line.status])).toEqual(
      payments.map((payment) => [payment.date, payment.amount, 'SCHEDULED']),
    );
    // A payment by debit is not confirmed by hand.
    expect((await confirm(agreement, agreement.payments[0].id, '2026-12-14')).json().message).toBe(
      'errors.AGREEMENT_PAYMENT_BY_DEBIT',
    );
    await passBusinessDays('2026-12-14', '2026-12-24');
    const kept = await getAgreement(agreement.id);
    expect(kept.status).toBe('COMPLETED');
    expect(kept.payments.map((payment) => [payment.status, payment.depositedOn])).toEqual(
      payments.map((payment) => ['DEPOSITED', payment.date]),
    );
    const repaid = await getLoan(loan.id);
    expect([repaid.status, repaid.totalOwing]).toEqual(['LOAN_PAY_IN_FULL', 0]);
    expectLedgerConsistent(repaid);
    const settled = await getFile(file.id);
    expect(settled.status).toBe('SETTLED');
    expect(settled.history.filter((event) => event.detail.byDebit).length).toBe(2);
    expect(await requestStatusOf(loan.id)).toBe('LOAN_PAY_IN_FULL');
  });

  it('by debit: a returned payment breaks it as the return comes in, and its payments to come leave the loan', async () => {
    const { loan, file } = await fileInArrears();
    const offer = await offerOf(file.id);
    const payments = [
      { date: '2026-12-16', amount: 1_000 },
      { date: '2027-01-15', amount: offer.owed - 1_000 },
    ];
    const agreement: AgreementReply = (await agree(file.id, { version: file.version, method: 'PAD', payments })).json();
    // The sandbox returns every debit to this borrower's account: the first comes back a few days later.
    await passBusinessDays('2026-12-14', '2026-12-24', { sweep: false });
    const broken = await getAgreement(agreement.id);
    expect(broken.status).toBe('BROKEN');
    expect(broken.payments.map((payment) => payment.status)).toEqual(['MISSED', 'CANCELLED']);
    const stopped = await getLoan(loan.id);
    expect(stopped.status).toBe('STOPPED');
    expect(stopped.payments.filter((line) => line.kind === 'AGREEMENT').map((line) => line.status)).toEqual([
      'NSF',
      'CANCELLED',
    ]);
    expectLedgerConsistent(stopped);
    expect(await getFile(file.id)).toMatchObject({ status: 'FOLLOW_UP', promiseState: 'BROKEN' });
    expect(await requestStatusOf(loan.id)).toBe('IN_COLLECTIONS');
  });

  it('by debit needs a bank account on file', async () => {
    const { loan, file } = await fileInArrears();
    await t.ctx.database.sql`
      update customers set bank_account = null where id = (select customer_id from loans where id = ${loan.id})`;
    const offer = await offerOf(file.id);
    expect(offer.canDebit).toBe(false);
    const refused = await agree(file.id, { version: file.version, method: 'PAD', payments: offer.proposal });
    expect(refused.json().message).toBe('errors.AGREEMENT_NO_BANK_ACCOUNT');
    expect((await getLoan(loan.id)).status).toBe('ACTIVE');
  });

  it('changes: the payments still to come replaced by new ones adding up to the same money', async () => {
    const { loan, file } = await fileInArrears();
    const offer = await offerOf(file.id);
    let agreement: AgreementReply = (await agree(file.id, { version: file.version, payments: offer.proposal })).json();
    const first = agreement.payments[0];
    setNow(t, first.date, '12:00');
    agreement = (await confirm(agreement, first.id, first.date)).json();
    const left = offer.owed - first.amount;
    const change = (version: number, payments: { date: string; amount: number }[]) =>
      t.call({ method: 'PUT', url: `/api/agreements/${agreement.id}`, token: staff, payload: { version, payments } });
    const later = [
      { date: '2027-01-29', amount: left - 500 },
      { date: '2027-02-12', amount: 500 },
    ];
    // Refused: a cent over; a stale version. Nothing changed.
    const over = await change(agreement.version, [later[0], { ...later[1], amount: 501 }]);
    expect([over.statusCode, over.json().message, over.json().params.amount]).toEqual([
      420,
      'errors.AGREEMENT_TOTAL',
      left,
    ]);
    expect((await change(agreement.version - 1, later)).statusCode).toBe(409);
    expect((await getAgreement(agreement.id)).payments).toEqual(agreement.payments);

    const changed = await change(agreement.version, later);
    expect(changed.statusCode, changed.body).toBe(200);
    const now: AgreementReply = changed.json();
    expect(now.payments.map((payment) => [payment.number, payment.date, payment.amount, payment.status])).toEqual([
      [1, first.date, first.amount, 'DEPOSITED'],
      [2, later[0].date, later[0].amount, 'SCHEDULED'],
      [3, later[1].date, later[1].amount, 'SCHEDULED'],
    ]);
    expect(now.version).toBe(agreement.version + 1);
    const changedFile = await getFile(file.id);
    expect(changedFile.expectedTransferOn).toBe(later[0].date);
    expect(changedFile.history.at(-1)?.kind).toBe('AGREEMENT_CHANGED');
    expectLedgerConsistent(await getLoan(loan.id));
  });

  it("is confirmed to the borrower from the file's template, with the agreement's next payment", async () => {
    const { file } = await fileInArrears();
    const offer = await offerOf(file.id);
    const agreement: AgreementReply = (
      await agree(file.id, { version: file.version, payments: offer.proposal })
    ).json();
    const [template] = await t.ctx.database.sql<{ id: number }[]>`
      select id from message_templates where code = 'AGREEMENT_CONFIRMATION'`;
    const sent = await t.call({
      method: 'POST',
      url: `/api/collection-files/${file.id}/messages`,
      token: staff,
      payload: { templateId: template.id, channels: ['EMAIL'] },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const [email] = sent.json().messages as { body: string; language: 'fr' | 'en' }[];
    const first = agreement.payments[0];
    // By Interac the agreed payments are not lines of the loan: the message reads the agreement's.
    const spaced = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ');
    expect(spaced(email.body)).toContain(spaced(formatMoney(first.amount, email.language)));
    expect((await getFile(file.id)).history.at(-1)?.kind).toBe('MESSAGE');
  });

  it('is for users who may update agreements', async () => {
    const norole = (await t.login('norole@demo.ca')).token;
    expect((await t.call({ method: 'GET', url: '/api/agreement-payments', token: norole })).json().message).toBe(
      'errors.FORBIDDEN',
    );
  });
});
