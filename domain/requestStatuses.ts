/**
 * Loan-request statuses (spec §4, the full list from the translations), the sidebar filters of the
 * requests list, the denial reasons, and which status changes an agent may make.
 */
export const REQUEST_STATUSES = [
  'NEW',
  'ACCEPTED',
  'WAITING',
  'WAITING_MISSING_CONTRACT',
  'WAITING_MISSING_IBV',
  'WAITING_MISSING_INFO',
  'IN_COLLECTIONS',
  'CANCELLED_BY_CLIENT',
  'DENIED',
  'CONTRACT_SENT',
  'PREAPPROVED',
  'DUPLICATE',
  'AUTO_DECLINED',
  'IN_PAYMENT_AGREEMENT',
  'BANKRUPTCY',
  'LOAN_PAY_IN_FULL',
  'FRAUDSTER',
  'POSSIBLE_RENEWAL',
  'RENEWAL_REQUEST',
] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

const WAITING_STATUSES = [
  'WAITING',
  'WAITING_MISSING_CONTRACT',
  'WAITING_MISSING_IBV',
  'WAITING_MISSING_INFO',
  'CONTRACT_SENT',
] as const;

/**
 * The sidebar of the requests list (spec §2) and the statuses each entry shows; `all` shows every
 * request. A DUPLICATE is a new request still to handle (merge the profiles, then carry on), so it
 * sits with NEW; a FRAUDSTER is a refused request. The loan-side statuses (collections, payment
 * agreement, paid in full, bankruptcy) appear under `all` only.
 */
export const REQUEST_QUEUES = {
  all: null,
  new: ['NEW', 'DUPLICATE'],
  waiting: WAITING_STATUSES,
  preapproved: ['PREAPPROVED'],
  accepted: ['ACCEPTED'],
  denied: ['DENIED', 'FRAUDSTER'],
  cancelled: ['CANCELLED_BY_CLIENT'],
  autodecline: ['AUTO_DECLINED'],
  possiblerenewals: ['POSSIBLE_RENEWAL'],
  renewalrequests: ['RENEWAL_REQUEST'],
} as const satisfies Record<string, readonly RequestStatus[] | null>;
export type RequestQueue = keyof typeof REQUEST_QUEUES;
export const REQUEST_QUEUE_NAMES = Object.keys(REQUEST_QUEUES) as [RequestQueue, ...RequestQueue[]];

/** The statuses a sidebar entry shows; undefined for `all`. */
export const statusesOfQueue = (queue: RequestQueue): readonly RequestStatus[] | undefined =>
  REQUEST_QUEUES[queue] ?? undefined;

/** Spec §4's denial reasons, one of which a DENIED request carries. */
export const DENIAL_REASONS = [
  'TOO_MANY_LOANS',
  'ALREADY_REJECTED',
  'TOO_MANY_REQUESTS',
  'NO_JOB',
  'TOO_MANY_NSF',
  'IN_COLLECTION',
  'SEE_COMMENTS',
  'NO_CAPACITY',
  'LOAN_ALREADY_IN_PROGRESS',
  'STOPPED_PAYMENTS',
  'NEW_BANK_ACCOUNT',
  'NEW_JOB',
  'BANKRUPTCY',
] as const;
export type DenialReason = (typeof DENIAL_REASONS)[number];

/** Spec §4: pre-approving and accepting ask for an amount; denying asks for a reason. */
export const STATUSES_WITH_AMOUNT: readonly RequestStatus[] = ['PREAPPROVED', 'ACCEPTED'];
export const STATUSES_WITH_REASON: readonly RequestStatus[] = ['DENIED'];

const OPEN_TARGETS = [
  ...WAITING_STATUSES,
  'PREAPPROVED',
  'ACCEPTED',
  'DENIED',
  'CANCELLED_BY_CLIENT',
  'FRAUDSTER',
] as const satisfies readonly RequestStatus[];
const without = (list: readonly RequestStatus[], ...removed: RequestStatus[]) =>
  list.filter((s) => !removed.includes(s));

/**
 * The status changes an agent may make (the spec does not list them; this is the design):
 * - an open request (new, duplicate, renewal request, waiting in any form, contract sent,
 *   pre-approved) moves to any other open state, or is accepted, denied, cancelled by the client,
 *   or flagged as fraud; a new request can also be flagged DUPLICATE by hand;
 * - an accepted request can still be cancelled by the client (before its loan starts);
 * - a denied, cancelled or auto-declined request can be reopened as NEW (a manager's second look,
 *   or the client coming back); an auto-declined one can also be denied outright;
 * - a possible renewal becomes a renewal request when the client asks, or is cancelled or denied;
 * - FRAUDSTER is final, and the loan-side statuses (IN_COLLECTIONS, IN_PAYMENT_AGREEMENT,
 *   LOAN_PAY_IN_FULL, BANKRUPTCY) are set by the loans module, never from the request screen.
 * A request never "changes" to the status it already has.
 */
export const REQUEST_TRANSITIONS: Record<RequestStatus, readonly RequestStatus[]> = {
  NEW: [...OPEN_TARGETS, 'DUPLICATE'],
  DUPLICATE: [...OPEN_TARGETS, 'NEW'],
  RENEWAL_REQUEST: OPEN_TARGETS,
  WAITING: without(OPEN_TARGETS, 'WAITING'),
  WAITING_MISSING_CONTRACT: without(OPEN_TARGETS, 'WAITING_MISSING_CONTRACT'),
  WAITING_MISSING_IBV: without(OPEN_TARGETS, 'WAITING_MISSING_IBV'),
  WAITING_MISSING_INFO: without(OPEN_TARGETS, 'WAITING_MISSING_INFO'),
  CONTRACT_SENT: without(OPEN_TARGETS, 'CONTRACT_SENT'),
  PREAPPROVED: without(OPEN_TARGETS, 'PREAPPROVED'),
  ACCEPTED: ['CANCELLED_BY_CLIENT'],
  DENIED: ['NEW'],
  CANCELLED_BY_CLIENT: ['NEW'],
  AUTO_DECLINED: ['NEW', 'DENIED'],
  POSSIBLE_RENEWAL: ['RENEWAL_REQUEST', 'CANCELLED_BY_CLIENT', 'DENIED'],
  FRAUDSTER: [],
  IN_COLLECTIONS: [],
  IN_PAYMENT_AGREEMENT: [],
  LOAN_PAY_IN_FULL: [],
  BANKRUPTCY: [],
};

export const canChangeRequestStatus = (from: RequestStatus, to: RequestStatus) =>
  REQUEST_TRANSITIONS[from].includes(to);

/** Where a new request starts: DUPLICATE when its applicant matches an existing customer. */
export const initialRequestStatus = (duplicateOfExistingCustomer: boolean): RequestStatus =>
  duplicateOfExistingCustomer ? 'DUPLICATE' : 'NEW';
