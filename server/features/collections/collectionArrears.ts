import { sql, type SQL } from 'drizzle-orm';
import { DEFAULT_COLLECTION_DEGREES, degreeFor, type CollectionDegree } from '../../../domain/collectionDegrees';
import {
  promiseNews,
  settlesBySelf,
  type CollectionFileStatus,
  type FileAgreement,
  type PromiseState,
} from '../../../domain/collections';
import { arrearsOf, type ArrearsLine } from '../../../domain/loanArrears';
import type { PaymentLineKind, PaymentLineStatus } from '../../../domain/loanStatuses';
import type { PaymentCalendar } from '../../../domain/paymentCalendar';
import type { Tx } from '../../db/client';
import { sqlArray } from '../../db/sqlArrays';
import { calendarOf } from '../loans/loanState';
import { changedPayload, LIVE_CHANNEL } from '../notifications/liveBus';
import { raiseCustomerNotices } from '../notifications/raiseNotification';
import { recordFileEvents, type NewFileEvent } from './collectionEvents';
import { restoreRequestStatuses } from './collectionRequests';
import { moneyInSince } from './promiseMoney';

/** What the refresh needs of an open file. */
export type OpenFile = {
  id: number;
  loanId: number;
  customerId: number;
  requestId: number;
  status: CollectionFileStatus;
  degree: number | null;
  hadArrears: boolean;
  promiseState: PromiseState;
  agreement: FileAgreement;
  /** The day its pending promise was recorded (money from then on keeps it); null without one. */
  promisedOn: string | null;
  expectedTransferOn: string | null;
  expectedAmount: number | null;
  /** The borrower's: their business days say when a promise's day has passed. */
  province: string | null;
  requestStatusBefore: string | null;
  amountOwed: number;
  daysPastDue: number;
  since: string | null;
  lastPaymentDate: string | null;
  assignedTo: number | null;
  version: number;
};

export interface RefreshOutcome {
  files: number;
  degreeMoves: number;
  settled: number;
  kept: number;
  broken: number;
}

/** The open files a condition on `f` (collection_files) picks, with their loan's request. */
export async function readOpenFiles(tx: Tx, condition: SQL, limit = 100_000): Promise<OpenFile[]> {
  return tx.execute<OpenFile>(sql`
    select f.id, f.loan_id as "loanId", f.customer_id as "customerId", l.request_id as "requestId", f.status,
           f.degree, f.had_arrears as "hadArrears", f.promise_state as "promiseState", f.agreement,
           case when f.promise_state = 'PENDING' then coalesce(
             (select max(e.business_day) from collection_file_events e where e.file_id = f.id and e.kind = 'PROMISE'),
             f.opened_on)::text end as "promisedOn",
           f.expected_transfer_on::text as "expectedTransferOn", f.expected_amount_cents::int as "expectedAmount",
           f.province, f.request_status_before as "requestStatusBefore",
           f.amount_owed_cents::int as "amountOwed", f.days_past_due as "daysPastDue", f.since::text as since,
           f.last_payment_date::text as "lastPaymentDate", f.assigned_to as "assignedTo", f.version
      from collection_files f join loans l on l.id = f.loan_id
     where f.status <> 'SETTLED' and ${condition}
     order by f.id
     limit ${limit}
       for update of f`);
}

/** The payment lines that make a loan's arrears (those dated today or before), per loan. */
async function arrearsLinesOf(tx: Tx, loanIds: number[], today: string): Promise<Map<number, ArrearsLine[]>> {
  const rows = await tx.execute<{ loan_id: number; date: string; amount: string; status: string; kind: string }>(sql`
    select loan_id, due_date::text as date, amount_cents as amount, status, kind
      from loan_payments
     where loan_id = any(${sqlArray(loanIds, 'int')}) and due_date <= ${today}::date
       and status in ('PAID', 'NSF', 'SCHEDULED')`);
  const byLoan = new Map<number, ArrearsLine[]>();
  for (const row of rows) {
    let lines = byLoan.get(row.loan_id);
    if (!lines) byLoan.set(row.loan_id, (lines = []));
    lines.push({
      date: row.date,
      amount: Number(row.amount),
      status: row.status as PaymentLineStatus,
      kind: row.kind as PaymentLineKind,
    });
  }
  return byLoan;
}

/**
 * Brings open files up to date with their loans' schedules: the arrears (amount, days, since,
 * last payment), the degree those days fall in, a pending promise kept (the money promised reached
 * the loan by its day, kept on the day it did) or broken (the borrower's next business day after
 * it came without it), and the file settled when nothing is past due any more.
 * Each degree move, promise outcome and settlement goes in the file's history; a broken promise
 * puts the file back to follow up and tells the agents. Figures alone do not raise the version
 * (an agent's open edit stays valid); a change of status or promise does.
 */
export async function refreshFiles(
  tx: Tx,
  today: string,
  files: OpenFile[],
  degrees: readonly CollectionDegree[],
): Promise<RefreshOutcome> {
  const outcome: RefreshOutcome = { files: files.length, degreeMoves: 0, settled: 0, kept: 0, broken: 0 };
  if (files.length === 0) return outcome;
  const lines = await arrearsLinesOf(
    tx,
    files.map((file) => file.loanId),
    today,
  );
  // A payment agreement keeps its own count (its payments confirmed or missed): the file waits on it.
  const underAgreement = (file: OpenFile) => file.agreement === 'PAYMENT_AGREEMENT' && file.promiseState === 'PENDING';
  const promised = files.filter((file) => file.promiseState === 'PENDING' && !underAgreement(file));
  const money = await moneyInSince(
    tx,
    promised.map((file) => file.loanId),
    promised.reduce((first, file) => (file.promisedOn && file.promisedOn < first ? file.promisedOn : first), today),
  );
  const calendars = new Map<string | null, PaymentCalendar>();
  const calendarFor = (province: string | null) =>
    calendars.get(province) ?? calendars.set(province, calendarOf({ province })).get(province)!;
  const updates: Record<string, unknown>[] = [];
  const events: NewFileEvent[] = [];
  const settled: OpenFile[] = [];
  const broken: OpenFile[] = [];
  for (const file of files) {
    const arrears = arrearsOf(lines.get(file.loanId) ?? [], today);
    const degree = degreeFor(arrears.daysPastDue, degrees);
    const hadArrears = file.hadArrears || arrears.amountPastDue > 0;
    const news = underAgreement(file)
      ? null
      : promiseNews(
          {
            state: file.promiseState,
            promisedOn: file.promisedOn,
            expectedOn: file.expectedTransferOn,
            amount: file.expectedAmount,
          },
          money.get(file.loanId) ?? [],
          today,
          calendarFor(file.province),
        );
    let status = file.status;
    let promiseState = file.promiseState;
    // A move between degrees; the first one a file takes shows in its figures.
    if (degree !== file.degree && degree !== null && file.degree !== null) {
      events.push({
        fileId: file.id,
        kind: 'DEGREE',
        detail: { from: file.degree, to: degree, daysPastDue: arrears.daysPastDue },
      });
      outcome.degreeMoves++;
    }
    if (news?.outcome === 'KEPT') {
      promiseState = 'KEPT';
      events.push({
        fileId: file.id,
        kind: 'PROMISE_KEPT',
        detail: { expectedOn: file.expectedTransferOn, amount: file.expectedAmount, receivedOn: news.on },
      });
      outcome.kept++;
    } else if (news?.outcome === 'BROKEN') {
      promiseState = 'BROKEN';
      status = 'FOLLOW_UP';
      events.push({ fileId: file.id, kind: 'PROMISE_BROKEN', detail: { expectedOn: file.expectedTransferOn } });
      broken.push(file);
      outcome.broken++;
    }
    if (!underAgreement(file) && settlesBySelf({ hadArrears }, arrears.amountPastDue)) {
      status = 'SETTLED';
      events.push({ fileId: file.id, kind: 'SETTLED', detail: { lastPaymentDate: arrears.lastPaymentDate } });
      settled.push(file);
      outcome.settled++;
    } else if (status === 'PROMISED' && promiseState !== 'PENDING') {
      status = 'OPEN';
    }
    const same =
      degree === file.degree &&
      hadArrears === file.hadArrears &&
      status === file.status &&
      promiseState === file.promiseState &&
      arrears.amountPastDue === file.amountOwed &&
      arrears.daysPastDue === file.daysPastDue &&
      arrears.since === file.since &&
      arrears.lastPaymentDate === file.lastPaymentDate;
    if (same) continue;
    const stateChanged = status !== file.status || promiseState !== file.promiseState;
    updates.push({
      id: file.id,
      amount: arrears.amountPastDue,
      days: arrears.daysPastDue,
      since: arrears.since,
      last_payment: arrears.lastPaymentDate,
      degree,
      had_arrears: hadArrears,
      status,
      promise_state: promiseState,
      kept_on: news?.outcome === 'KEPT' ? news.on : null,
      settled_on: status === 'SETTLED' ? today : null,
      bump: stateChanged ? 1 : 0,
      payload: changedPayload('collection-files', file.id, file.version + (stateChanged ? 1 : 0)),
    });
  }
  if (updates.length > 0)
    await tx.execute(sql`
      with u as (
        select * from json_to_recordset(${JSON.stringify(updates)}::json) as u(
          id int, amount bigint, days int, since date, last_payment date, degree int, had_arrears boolean,
          status text, promise_state text, kept_on date, settled_on date, bump int, payload text)),
      changed as (
        update collection_files f
           set amount_owed_cents = u.amount, days_past_due = u.days, since = u.since,
               last_payment_date = u.last_payment, degree = u.degree, had_arrears = u.had_arrears,
               status = u.status, promise_state = u.promise_state, settled_on = u.settled_on,
               actual_transfer_on = coalesce(u.kept_on, f.actual_transfer_on),
               version = f.version + u.bump, updated_at = now()
          from u where f.id = u.id returning f.id)
      select count(pg_notify(${LIVE_CHANNEL}, u.payload)) from u join changed on changed.id = u.id`);
  await recordFileEvents(tx, today, null, events);
  await restoreRequestStatuses(tx, settled);
  await raiseCustomerNotices(
    tx,
    'PROMISE_BROKEN',
    // The file's agent is told; a file nobody works tells every agent.
    broken.map((file) => ({
      customerId: file.customerId,
      path: `/apps/collections/${file.id}`,
      recipientId: file.assignedTo,
    })),
  );
  return outcome;
}

/**
 * The open files of some loans brought up to date (after a loan action, a return, a payment). The
 * degrees are read only when a file is open: most loan actions touch loans without one.
 */
export async function refreshFilesOfLoans(
  tx: Tx,
  today: string,
  loanIds: number[],
  degrees?: readonly CollectionDegree[],
): Promise<RefreshOutcome> {
  const files = await readOpenFiles(tx, sql`f.loan_id = any(${sqlArray(loanIds, 'int')})`);
  if (files.length === 0) return refreshFiles(tx, today, [], []);
  return refreshFiles(tx, today, files, degrees ?? (await readCollectionDegrees(tx)));
}

/** The configured degrees alone (the loan configuration's one row). */
export async function readCollectionDegrees(tx: Pick<Tx, 'execute'>): Promise<CollectionDegree[]> {
  const [row] = await tx.execute<{ degrees: CollectionDegree[] }>(
    sql`select collection_degrees as degrees from loan_configuration where id = 1`,
  );
  return row?.degrees ?? [...DEFAULT_COLLECTION_DEGREES];
}
