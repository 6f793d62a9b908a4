import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTION_QUEUES, inQueue, type QueueFacts } from '../../domain/collections';
import type { QuickPanelData } from '../../domain/quickPanel';
import { sweepCollectionFiles } from '../../server/features/collections/collectionSweep';
import { setNow, staffToken, startAndPayOut } from '../support/deposits';
import {
  getFile as getFileOf,
  requestStatusOf as requestStatusOfLoan,
  returnedLoan as returnedLoanOf,
  type FileReply,
} from '../support/collections';
import { acceptedRequest, createLoan, expectLedgerConsistent, LOAN_TERMS, type LoanReply } from '../support/loans';
import { createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = await staffToken(t);
});
afterAll(async () => t.close());

const F = '/api/collection-files';
const getFile = (id: number) => getFileOf(t, id);
const listOf = async (filter: Record<string, unknown>, token = staff) => {
  const response = await t.call({
    method: 'GET',
    url: `${F}?filter=${encodeURIComponent(JSON.stringify(filter))}`,
    token,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as FileReply[];
};
const post = (path: string, payload: Record<string, unknown>) =>
  t.call({ method: 'POST', url: `${F}/${path}`, token: staff, payload });
const requestStatusOf = (loanId: number) => requestStatusOfLoan(t, loanId);

const returnedLoan = (where: Record<string, string> = {}) => returnedLoanOf(t, where);

describe('a returned debit', () => {
  it('opens a collection file with its reason, its arrears and degree, and puts the request in collections', async () => {
    const { loan, file } = await returnedLoan();
    const first = loan.payments.find((line) => line.number === 1)!;
    expect(file).toMatchObject({
      status: 'OPEN',
      reason: 'FIRST_NSF',
      amountOwed: first.amount,
      since: '2026-12-04',
      daysPastDue: 7,
      degree: 0,
      degreeNameEn: '1 to 30 days',
      promiseState: 'NONE',
      lastReturnOn: '2026-12-11',
    });
    expect(file.history.map((event) => event.kind)).toEqual(['OPENED']);
    expect(await requestStatusOf(loan.id)).toBe('IN_COLLECTIONS');
    // In the open files and the rejections of the day; counted in the sidebar.
    expect((await listOf({ queue: 'today' })).map((row) => row.id)).toContain(file.id);
    expect((await listOf({ queue: 'open', reason: 'FIRST_NSF' })).map((row) => row.id)).toContain(file.id);
    const counts = (await t.call({ method: 'GET', url: `${F}/counts`, token: staff })).json();
    expect(counts.counts.today).toBeGreaterThanOrEqual(1);
    expect(counts.counts.open).toBeGreaterThanOrEqual(1);
    // The next day it is no longer a rejection of the day.
    setNow(t, '2026-12-14', '09:00');
    expect((await listOf({ queue: 'today' })).map((row) => row.id)).not.toContain(file.id);
  });

  it('moves the file through the degrees as days pass, each move in its history', async () => {
    const { file } = await returnedLoan();
    setNow(t, '2027-01-05', '09:00');
    const swept = await sweepCollectionFiles(t.ctx);
    expect(swept.degreeMoves).toBeGreaterThanOrEqual(1);
    const moved = await getFile(file.id);
    // 2026-12-04 to 2027-01-05: 32 days past due, the second degree.
    expect([moved.daysPastDue, moved.degree, moved.degreeNameEn]).toEqual([32, 1, '31 to 60 days']);
    expect(moved.history.at(-1)).toMatchObject({ kind: 'DEGREE', detail: { from: 0, to: 1, daysPastDue: 32 } });
    // Run again the same day: nothing moves twice.
    await sweepCollectionFiles(t.ctx);
    expect((await getFile(file.id)).history.filter((event) => event.kind === 'DEGREE')).toHaveLength(1);
    expect((await listOf({ queue: 'open', degree: 1 })).map((row) => row.id)).toContain(file.id);
  });
});

describe('an agent working a file', () => {
  it('adds notes (at most 2,000 characters) and logs contacts, warned past three in seven days', async () => {
    const { file } = await returnedLoan();
    setNow(t, '2026-12-14', '10:00');
    expect((await post(`${file.id}/notes`, { text: 'x'.repeat(2_001) })).json().errors).toEqual({
      text: 'validation.tooLong',
    });
    expect((await post(`${file.id}/notes`, { text: '  ' })).json().errors).toEqual({ text: 'validation.required' });
    const noted = await post(`${file.id}/notes`, { text: 'Borrower lost their job; calls back Friday.' });
    expect(noted.statusCode, noted.body).toBe(200);
    expect(noted.json()).toMatchObject({ latestNote: 'Borrower lost their job; calls back Friday.' });
    for (const outcome of ['NO_ANSWER', 'LEFT_MESSAGE', 'REACHED']) {
      const logged = await post(`${file.id}/contacts`, { channel: 'CALL', outcome });
      expect(logged.statusCode, logged.body).toBe(200);
    }
    expect((await getFile(file.id)).pacing).toEqual({ contactsThisWeek: 3, contactsPerWeek: 3, warning: 'WEEK_LIMIT' });
    const fourth = await post(`${file.id}/contacts`, { channel: 'SMS', outcome: 'SENT' });
    expect([fourth.statusCode, fourth.json().message, fourth.json().params]).toEqual([
      420,
      'errors.CONTACT_PACING_WEEK',
      { limit: 3 },
    ]);
    const confirmed = await post(`${file.id}/contacts`, { channel: 'SMS', outcome: 'SENT', confirmPacing: true });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const history = (await getFile(file.id)).history;
    expect(history.filter((event) => event.kind === 'CONTACT').map((event) => event.detail.outcome)).toEqual([
      'NO_ANSWER',
      'LEFT_MESSAGE',
      'REACHED',
      'SENT',
    ]);
    expect(history.find((event) => event.kind === 'NOTE')!.actorName).toBeTruthy();
    // A week later the count starts over.
    setNow(t, '2026-12-21', '10:00');
    expect((await getFile(file.id)).pacing.warning).toBeNull();
    // Christmas is a statutory holiday: contacting is refused until confirmed.
    setNow(t, '2026-12-25', '10:00');
    const holiday = await post(`${file.id}/contacts`, { channel: 'CALL', outcome: 'NO_ANSWER' });
    expect(holiday.json().message).toBe('errors.CONTACT_PACING_HOLIDAY');
  });

  it('saves collection info at the version read, refusing closed and past days and a stale save', async () => {
    const { file } = await returnedLoan();
    setNow(t, '2026-12-14', '10:00');
    const put = (payload: Record<string, unknown>) =>
      t.call({ method: 'PUT', url: `${F}/${file.id}`, token: staff, payload });
    const [agent] = await t.ctx.database.sql<{ id: number }[]>`select id from users where email = 'agent@demo.ca'`;
    expect((await put({ version: file.version, followUpOn: '2026-12-10' })).json().errors).toEqual({
      followUpOn: 'validation.dateNotPast',
    });
    expect((await put({ version: file.version, followUpOn: '2026-12-19' })).json().errors).toEqual({
      followUpOn: 'validation.paymentDateWeekend',
    });
    expect((await put({ version: file.version, status: 'SETTLED' })).json().message).toBe(
      'errors.COLLECTION_FILE_STILL_OWED',
    );
    const saved = await put({
      version: file.version,
      followUpOn: '2026-12-16',
      stepsChecked: ['NSF_NOTICE_SENT', 'CALLED_BORROWER'],
      reason: 'UNEMPLOYED',
      status: 'WAITING_RESPONSE',
      assignedTo: agent.id,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      version: file.version + 1,
      reason: 'UNEMPLOYED',
      status: 'WAITING_RESPONSE',
      assignedTo: agent.id,
      followUpOn: '2026-12-16',
      stepsChecked: ['NSF_NOTICE_SENT', 'CALLED_BORROWER'],
    });
    expect((await put({ version: file.version, reason: 'OTHER' })).statusCode).toBe(409);
    expect((await getFile(file.id)).reason).toBe('UNEMPLOYED');
    expect((await listOf({ queue: 'waiting', assignedTo: agent.id })).map((row) => row.id)).toContain(file.id);
    // On its follow-up day the file shows in "need follow up".
    expect((await listOf({ queue: 'followup' })).map((row) => row.id)).not.toContain(file.id);
    setNow(t, '2026-12-16', '09:00');
    expect((await listOf({ queue: 'followup' })).map((row) => row.id)).toContain(file.id);
    // That day it is among the events of the agent's quick panel, and not of anyone else's.
    const panelOf = async (token: string) =>
      (await t.call({ method: 'GET', url: '/api/quick-panel/data', token })).json() as QuickPanelData;
    const agentPanel = await panelOf((await t.login('agent@demo.ca')).token);
    expect(agentPanel.events).toContainEqual(
      expect.objectContaining({
        detail: 'FOLLOW_UP',
        recordId: file.id,
        date: '2026-12-16',
        title: expect.any(String),
      }),
    );
    expect((await panelOf(staff)).events.map((event) => event.recordId)).not.toContain(file.id);
  });

  it('tracks a promised Interac transfer: broken when its day passes, the file back to follow up, the agents told', async () => {
    const { file } = await returnedLoan();
    setNow(t, '2026-12-14', '10:00');
    expect(
      (await post(`${file.id}/promise`, { version: file.version, expectedOn: '2026-12-11', amount: 5_000 })).json()
        .errors,
    ).toEqual({
      expectedOn: 'validation.dateNotPast',
    });
    expect(
      (await post(`${file.id}/promise`, { version: file.version, expectedOn: '2026-12-16', amount: 0 })).json().errors,
    ).toEqual({
      amount: 'validation.invalidAmount',
    });
    const promised = await post(`${file.id}/promise`, {
      version: file.version,
      expectedOn: '2026-12-16',
      amount: file.amountOwed,
    });
    expect(promised.statusCode, promised.body).toBe(200);
    expect(promised.json()).toMatchObject({
      status: 'PROMISED',
      agreement: 'INTERAC_TRANSFER',
      promiseState: 'PENDING',
    });
    expect((await listOf({ queue: 'interac' })).map((row) => row.id)).toContain(file.id);
    // Its day still leaves the borrower time.
    setNow(t, '2026-12-16', '18:00');
    await sweepCollectionFiles(t.ctx);
    expect((await getFile(file.id)).promiseState).toBe('PENDING');
    setNow(t, '2026-12-17', '01:00');
    expect((await sweepCollectionFiles(t.ctx)).broken).toBeGreaterThanOrEqual(1);
    const broken = await getFile(file.id);
    expect(broken).toMatchObject({ status: 'FOLLOW_UP', promiseState: 'BROKEN' });
    expect(broken.history.at(-1)!.kind).toBe('PROMISE_BROKEN');
    expect((await listOf({ queue: 'followup' })).map((row) => row.id)).toContain(file.id);
    expect((await listOf({ queue: 'interac' })).map((row) => row.id)).not.toContain(file.id);
    const notices = await t.call({
      method: 'GET',
      url: '/api/Notification/getPartialNotifications?type=PROMISE_BROKEN',
      token: staff,
    });
    expect(JSON.stringify(notices.json())).toContain(`/apps/collections/${file.id}`);
  });

  it('tells a broken promise of a file someone works to that agent alone, on the bell and its page', async () => {
    const { file } = await returnedLoan();
    setNow(t, '2026-12-14', '10:00');
    const admin = await t.login('admin@demo.ca');
    const [{ id: adminId }] = await t.ctx.database.sql<
      { id: number }[]
    >`select id from users where email = 'admin@demo.ca'`;
    const assigned = await t.call({
      method: 'PUT',
      url: `${F}/${file.id}`,
      token: staff,
      payload: { version: file.version, assignedTo: adminId },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    await post(`${file.id}/promise`, { version: assigned.json().version, expectedOn: '2026-12-16', amount: 100 });
    setNow(t, '2026-12-17', '01:00');
    await sweepCollectionFiles(t.ctx);
    const seenBy = async (token: string) => {
      const partial = await t.call({
        method: 'GET',
        url: '/api/Notification/getPartialNotifications?type=PROMISE_BROKEN',
        token,
      });
      const page = await t.call({
        method: 'GET',
        url: '/api/Notification/GetNotifications?type=PROMISE_BROKEN',
        token,
      });
      expect([partial.statusCode, page.statusCode]).toEqual([200, 200]);
      return [partial.json(), page.json()].map((body) =>
        JSON.stringify(body).includes(`/apps/collections/${file.id}"`),
      );
    };
    expect(await seenBy(admin.token)).toEqual([true, true]);
    expect(await seenBy(staff)).toEqual([false, false]);
  });

  it('takes a transfer received into the ledger: the promise kept, the file settled, the request given back', async () => {
    const { loan, file } = await returnedLoan();
    setNow(t, '2026-12-14', '10:00');
    const promised = (
      await post(`${file.id}/promise`, { version: file.version, expectedOn: '2026-12-15', amount: file.amountOwed })
    ).json();
    setNow(t, '2026-12-15', '11:00');
    const tooEarly = await post(`${file.id}/transfers`, {
      version: promised.version,
      receivedOn: '2026-12-16',
      amount: file.amountOwed,
    });
    expect(tooEarly.json().errors).toEqual({ date: 'validation.dateTooLate' });
    const received = await post(`${file.id}/transfers`, {
      version: promised.version,
      receivedOn: '2026-12-15',
      amount: file.amountOwed,
    });
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json()).toMatchObject({
      status: 'SETTLED',
      promiseState: 'KEPT',
      amountOwed: 0,
      settledOn: '2026-12-15',
    });
    expect(received.json().history.map((event: { kind: string }) => event.kind)).toEqual(
      expect.arrayContaining(['TRANSFER_RECEIVED', 'PROMISE_KEPT', 'SETTLED']),
    );
    const after: LoanReply = (await t.call({ method: 'GET', url: `/api/loans/${loan.id}`, token: staff })).json();
    expect(after.ledger.filter((entry) => entry.kind === 'MANUAL_PAYMENT').map((entry) => entry.date)).toEqual([
      '2026-12-15',
    ]);
    expectLedgerConsistent(after);
    expect(await requestStatusOf(loan.id)).toBe('ACCEPTED');
    // Settled: kept for its history, no longer changed.
    expect(
      (
        await post(`${file.id}/promise`, { version: received.json().version, expectedOn: '2026-12-18', amount: 100 })
      ).json().message,
    ).toBe('errors.COLLECTION_FILE_SETTLED');
    expect((await listOf({ queue: 'open' })).map((row) => row.id)).not.toContain(file.id);
    expect((await listOf({ queue: 'all' })).map((row) => row.id)).toContain(file.id);
  });

  it('takes a transfer smaller than the fees owed: collections take the money as it comes', async () => {
    const { loan, file } = await returnedLoan();
    setNow(t, '2026-12-14', '10:00');
    const before: LoanReply = (await t.call({ method: 'GET', url: `/api/loans/${loan.id}`, token: staff })).json();
    expect(before.fees).toBeGreaterThan(1_000);
    // The loan's own manual payment refuses it (it must reach the capital); the file's transfer does not.
    const manual = await t.call({
      method: 'POST',
      url: `/api/loans/${loan.id}/manual-payments`,
      token: staff,
      payload: { version: before.version, date: '2026-12-14', amount: 1_000 },
    });
    expect(manual.json().message).toBe('errors.AMOUNT_TOO_SMALL');
    const received = await post(`${file.id}/transfers`, {
      version: file.version,
      receivedOn: '2026-12-14',
      amount: 1_000,
    });
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json().amountOwed).toBe(file.amountOwed - 1_000);
    const after: LoanReply = (await t.call({ method: 'GET', url: `/api/loans/${loan.id}`, token: staff })).json();
    expect([after.fees, after.balance]).toEqual([before.fees - 1_000, before.balance]);
    expectLedgerConsistent(after);
  });
});

describe('files opened and assigned by agents', () => {
  it('opens a file on a loan with none open, one per loan, and assigns many files at once', async () => {
    const { loan, file } = await returnedLoan();
    const again = await t.call({
      method: 'POST',
      url: F,
      token: staff,
      payload: { loanId: loan.id, reason: 'UNEMPLOYED' },
    });
    expect([again.statusCode, again.json().message]).toEqual([420, 'errors.COLLECTION_FILE_EXISTS']);
    expect(
      (await t.call({ method: 'POST', url: F, token: staff, payload: { loanId: loan.id, reason: 'FIRST_NSF' } })).json()
        .errors,
    ).toEqual({
      reason: 'validation.invalid',
    });

    setNow(t, '2026-11-23', '09:00');
    const { requestId } = await acceptedRequest(t, staff, 50_000, { bankAccount: '7654321' });
    const paying = await startAndPayOut(t, staff, await createLoan(t, staff, { requestId, ...LOAN_TERMS }));
    const opened = await t.call({
      method: 'POST',
      url: F,
      token: staff,
      payload: { loanId: paying.id, reason: 'BORROWED_TOO_MUCH', note: 'Asked for help before missing a payment.' },
    });
    expect(opened.statusCode, opened.body).toBe(201);
    expect(opened.json()).toMatchObject({ status: 'OPEN', reason: 'BORROWED_TOO_MUCH', amountOwed: 0, degree: null });
    expect(opened.json().history.map((event: { kind: string }) => event.kind)).toEqual(['OPENED', 'NOTE']);
    // Nothing past due yet: the sweep leaves it open for the agent.
    await sweepCollectionFiles(t.ctx);
    expect((await getFile(opened.json().id)).status).toBe('OPEN');

    const [agent] = await t.ctx.database.sql<{ id: number }[]>`select id from users where email = 'agent@demo.ca'`;
    const assigned = await post('assign', { ids: [file.id, opened.json().id], assignedTo: agent.id });
    expect(assigned.json()).toEqual({ assigned: 2 });
    expect((await listOf({ queue: 'all', assignedTo: agent.id })).map((row) => row.id)).toEqual(
      expect.arrayContaining([file.id, opened.json().id]),
    );
    expect((await getFile(file.id)).history.at(-1)).toMatchObject({ kind: 'ASSIGNED', detail: { to: agent.id } });
    expect((await post('assign', { ids: [file.id], assignedTo: 999_999 })).json().errors).toEqual({
      assignedTo: 'validation.invalid',
    });
  });

  it('filters by the borrower province and finds a file by name or loan number', async () => {
    const { loan, file } = await returnedLoan({ province: 'QC', postalCode: 'H2X 1Y4' });
    expect((await listOf({ queue: 'all', province: 'QC' })).map((row) => row.id)).toContain(file.id);
    expect((await listOf({ queue: 'all', province: 'MB' })).map((row) => row.id)).not.toContain(file.id);
    expect((await listOf({ queue: 'all', q: String(loan.loanNumber) })).map((row) => row.id)).toEqual([file.id]);
  });

  it('answers only users who may see collections, and changes only for those who may update them', async () => {
    const norole = (await t.login('norole@demo.ca')).token;
    expect((await t.call({ method: 'GET', url: F, token: norole })).json().message).toBe('errors.FORBIDDEN');
    expect((await t.call({ method: 'GET', url: F })).statusCode).toBe(401);
    const bad = await t.call({
      method: 'GET',
      url: `${F}?filter=${encodeURIComponent('{"queue":"nope"}')}`,
      token: staff,
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('the lists', () => {
  it('show in each queue exactly the files the domain rule puts there', async () => {
    setNow(t, '2026-12-16', '09:00');
    const all = await listOf({ queue: 'all' });
    expect(all.length).toBeGreaterThanOrEqual(5);
    for (const queue of COLLECTION_QUEUES) {
      const listed = (await listOf({ queue })).map((row) => row.id).sort((a, b) => a - b);
      const expected = all
        .filter((row) => inQueue(queue, row as unknown as QueueFacts, '2026-12-16'))
        .map((row) => row.id)
        .sort((a, b) => a - b);
      expect(listed, queue).toEqual(expected);
    }
  });
});
