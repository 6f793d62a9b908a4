/*
 * The words and rules of collection files: the loans in arrears collection agents work on. A file
 * opens by itself on a returned debit (or by an agent), follows the loan's arrears, tracks what the
 * borrower promised, and settles by itself when nothing is past due any more. No I/O.
 */
import { addDays, daysBetween, type IsoDate } from './calendarDates';
import { COLLECTION_REASONS } from './debits';
import type { PaymentCalendar } from './paymentCalendar';

/**
 * OPEN: to work. FOLLOW_UP: an agent must come back to it (a follow-up date reached, a promise
 * broken). WAITING_RESPONSE: the borrower was reached and an answer is awaited. PROMISED: the
 * borrower promised money on a date. SETTLED: nothing past due any more; kept for its history.
 */
export const COLLECTION_FILE_STATUSES = ['OPEN', 'FOLLOW_UP', 'WAITING_RESPONSE', 'PROMISED', 'SETTLED'] as const;
export type CollectionFileStatus = (typeof COLLECTION_FILE_STATUSES)[number];

/** What an agent may set by hand: the rest follow the file's promise and arrears. */
export const AGENT_FILE_STATUSES = [
  'OPEN',
  'FOLLOW_UP',
  'WAITING_RESPONSE',
] as const satisfies readonly CollectionFileStatus[];

/** Why the borrower did not pay: a return says so itself; an agent chooses among the others. */
export const MANUAL_FILE_REASONS = [
  'MANUAL_NSF',
  'BORROWED_TOO_MUCH',
  'UNEMPLOYED',
  'NO_JOB',
  'TOO_MANY_LOANS',
  'TOO_MANY_NSF',
  'OTHER',
] as const;
export const COLLECTION_FILE_REASONS = [...COLLECTION_REASONS, ...MANUAL_FILE_REASONS] as const;
export type CollectionFileReason = (typeof COLLECTION_FILE_REASONS)[number];

/** What was agreed with the borrower. */
export const FILE_AGREEMENTS = ['NONE', 'INTERAC_TRANSFER', 'DEFER_PAYMENT_AT_END', 'PAYMENT_AGREEMENT'] as const;
export type FileAgreement = (typeof FILE_AGREEMENTS)[number];

/** A promise of money on a date: waiting for it, kept when the money came, broken when the day passed without it. */
export const PROMISE_STATES = ['NONE', 'PENDING', 'KEPT', 'BROKEN'] as const;
export type PromiseState = (typeof PROMISE_STATES)[number];

/** The steps of the collection routine an agent ticks as they go. */
export const COLLECTION_STEPS = [
  'NSF_NOTICE_SENT',
  'CALLED_BORROWER',
  'MESSAGE_LEFT',
  'EMAIL_SENT',
  'SMS_SENT',
  'EMPLOYER_CONTACTED',
  'REFERENCE_CONTACTED',
  'FORMAL_NOTICE_SENT',
] as const;
export type CollectionStep = (typeof COLLECTION_STEPS)[number];

export const CONTACT_CHANNELS = ['CALL', 'SMS', 'EMAIL'] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];
export const CONTACT_OUTCOMES = [
  'REACHED',
  'NO_ANSWER',
  'LEFT_MESSAGE',
  'WRONG_NUMBER',
  'PROMISED_PAYMENT',
  'REFUSED',
  'SENT',
] as const;
export type ContactOutcome = (typeof CONTACT_OUTCOMES)[number];

/** What a file's history records, oldest first. */
export const FILE_EVENT_KINDS = [
  'OPENED',
  'RETURN',
  'DEGREE',
  'UPDATED',
  'ASSIGNED',
  'NOTE',
  'CONTACT',
  'PROMISE',
  'PROMISE_KEPT',
  'PROMISE_BROKEN',
  'TRANSFER_RECEIVED',
  'MESSAGE',
  'SETTLED',
  'AGREEMENT',
  'AGREEMENT_CHANGED',
  // Issue 34: the loan's debt written off, and the write-off undone.
  'WRITTEN_OFF',
  'WRITE_OFF_REVERSED',
] as const;
export type FileEventKind = (typeof FILE_EVENT_KINDS)[number];

export const NOTE_MAX = 2_000;

/**
 * The lists of the collections screen. `open`: every file not settled; `today`: the files a
 * return opened or advanced today ("rejections of the day"); `followup`: files to come back to
 * (marked so, or their follow-up day reached); `interac`: Interac transfers promised and not
 * received yet; `waiting`: waiting for the borrower's answer; `all`: every file, settled ones too.
 */
export const COLLECTION_QUEUES = ['open', 'today', 'followup', 'interac', 'waiting', 'all'] as const;
export type CollectionQueue = (typeof COLLECTION_QUEUES)[number];

/** The fields a queue reads, as a file has them. */
export interface QueueFacts {
  status: CollectionFileStatus;
  lastReturnOn: IsoDate | null;
  followUpOn: IsoDate | null;
  agreement: FileAgreement;
  promiseState: PromiseState;
}

/** Whether a file shows in a queue today (the server's queries say the same in SQL; a test ties them). */
export function inQueue(queue: CollectionQueue, file: QueueFacts, today: IsoDate): boolean {
  const open = file.status !== 'SETTLED';
  switch (queue) {
    case 'all':
      return true;
    case 'open':
      return open;
    case 'today':
      return open && file.lastReturnOn === today;
    case 'followup':
      return open && (file.status === 'FOLLOW_UP' || (file.followUpOn !== null && file.followUpOn <= today));
    case 'interac':
      return open && file.agreement === 'INTERAC_TRANSFER' && file.promiseState === 'PENDING';
    case 'waiting':
      return open && file.status === 'WAITING_RESPONSE';
  }
}

/** A promise as the day's sweep judges it: money promised on a day, for a day. */
export interface PromiseFacts {
  state: PromiseState;
  /** The day the agent recorded it: money that came before is not what was promised. */
  promisedOn: IsoDate | null;
  expectedOn: IsoDate | null;
  /** In cents; none said, any money keeps it. */
  amount: number | null;
}

/** Money that reached the loan (a transfer received, a debit collected), net of returns and removals. */
export interface MoneyIn {
  date: IsoDate;
  amount: number;
}

/** What the day's sweep decides about a promise: kept on the day its money was all in, or broken. */
export type PromiseNews = { outcome: 'KEPT'; on: IsoDate } | { outcome: 'BROKEN' } | null;

/**
 * A pending promise is kept when the money that reached the loan from the day it was made to its
 * day adds up to the amount promised. Arrears made good otherwise (nothing was due, a rebate, a
 * deferral) are not money. Without it, the promise is broken on the borrower's next business day
 * after its day: the day itself, and a weekend after it, still leave the borrower time.
 */
export function promiseNews(
  promise: PromiseFacts,
  received: readonly MoneyIn[],
  today: IsoDate,
  calendar: Pick<PaymentCalendar, 'nextBusinessDay'>,
): PromiseNews {
  const { state, promisedOn, expectedOn } = promise;
  if (state !== 'PENDING' || expectedOn === null) return null;
  const inTime = received
    .filter((money) => money.date <= expectedOn && money.date <= today && (!promisedOn || money.date >= promisedOn))
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const wanted = Math.max(promise.amount ?? 1, 1);
  let total = 0;
  for (const money of inTime) {
    total += money.amount;
    if (total >= wanted) return { outcome: 'KEPT', on: money.date };
  }
  return today >= calendar.nextBusinessDay(addDays(expectedOn, 1)) ? { outcome: 'BROKEN' } : null;
}

/** Ontario's rule, as a fresh installation applies it: three contacts in any seven days, none on a statutory holiday. */
export interface ContactPacing {
  contactsPerWeek: number;
  noContactOnHolidays: boolean;
}
export const DEFAULT_CONTACT_PACING: ContactPacing = { contactsPerWeek: 3, noContactOnHolidays: true };
export const MAX_CONTACTS_PER_WEEK = 50;

export type PacingWarning = 'WEEK_LIMIT' | 'HOLIDAY';

/** The seven days ending today, in which contacts are counted. */
export const pacingWindowStart = (today: IsoDate): IsoDate => addDays(today, -6);

/**
 * Why contacting the borrower today would break the lender's pacing rule: already contacted as
 * many times as allowed in the last seven days, or today is a statutory holiday. Null when fine.
 */
export function pacingWarning(
  contactDays: readonly IsoDate[],
  today: IsoDate,
  isHoliday: boolean,
  pacing: ContactPacing,
): PacingWarning | null {
  if (pacing.noContactOnHolidays && isHoliday) return 'HOLIDAY';
  const recent = contactDays.filter((day) => day <= today && daysBetween(day, today) < 7).length;
  return recent >= pacing.contactsPerWeek ? 'WEEK_LIMIT' : null;
}

/**
 * Whether the sweep settles a file: nothing is past due, and the file had arrears (a return opened
 * it, or past-due money was seen since). A file an agent opened on a loan still paid up stays open
 * until its arrears come and go, or the agent settles it.
 */
export const settlesBySelf = (file: { hadArrears: boolean }, amountPastDue: number) =>
  file.hadArrears && amountPastDue <= 0;
