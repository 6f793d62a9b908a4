import { z } from 'zod';
import type { ChatMessage, ChatStatus } from './chat';
import { isValidIsoDate } from './calendarDates';
import { FIELD_MSG, MAX_ROW_ID, idList, requiredText } from './fieldSchemas';
import type { AppAbility, Subject } from './permissions';

/** Spec §3's notification types. */
export const NOTIFICATION_TYPES = [
  'ACCEPTED',
  'PREAPPROVED',
  'CONTRACT',
  'REJECT',
  'IBV',
  'CANCELLED_PAYMENT',
  'TRANSACTION_LIMIT_EXCEEDED',
  'TRANSACTION_LIMIT_RATE',
  'CANCELLED_DEPOSIT',
  'SUCCESS_DEPOSIT',
  'PROMISE_BROKEN',
  // Four eyes (issue 35): a request waits for a checker; the maker's request was decided.
  'APPROVAL_REQUESTED',
  'APPROVAL_DECIDED',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** The bell's categories (spec §3: selectedCategory defaults to ALL): ALL, then one per type. */
export const NOTIFICATION_CATEGORIES = ['ALL', ...NOTIFICATION_TYPES] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

/**
 * Who receives a type follows what it tells of: a request's fate needs the requests, a contract or
 * a cancelled loan payment the loans, a deposit or a provider's limit the deposits. On top of this
 * every notification needs `view notification`.
 */
export const NOTIFICATION_TYPE_SUBJECT: Record<NotificationType, Subject> = {
  ACCEPTED: 'request',
  PREAPPROVED: 'request',
  REJECT: 'request',
  IBV: 'request',
  CONTRACT: 'loan',
  CANCELLED_PAYMENT: 'loan',
  TRANSACTION_LIMIT_EXCEEDED: 'deposit',
  TRANSACTION_LIMIT_RATE: 'deposit',
  CANCELLED_DEPOSIT: 'deposit',
  SUCCESS_DEPOSIT: 'deposit',
  PROMISE_BROKEN: 'collection',
  APPROVAL_REQUESTED: 'controls',
  // Addressed to its maker alone (recipient), whatever they do: the bell's own right suffices.
  APPROVAL_DECIDED: 'notification',
};

/** The action a type's subject asks for: `view`, but approving for the requests that wait. */
const NOTIFICATION_TYPE_ACTION: Partial<Record<NotificationType, 'approve'>> = { APPROVAL_REQUESTED: 'approve' };

/** The types a user's abilities let them see (none without `view notification`). */
export function visibleNotificationTypes(ability: AppAbility): NotificationType[] {
  if (!ability.can('view', 'notification')) return [];
  return NOTIFICATION_TYPES.filter((type) =>
    ability.can(NOTIFICATION_TYPE_ACTION[type] ?? 'view', NOTIFICATION_TYPE_SUBJECT[type]),
  );
}

/** The types a category covers among those the user sees: ALL is every visible type. */
export function typesOfCategory(
  category: NotificationCategory,
  visible: readonly NotificationType[],
): NotificationType[] {
  if (category === 'ALL') return [...visible];
  return visible.includes(category) ? [category] : [];
}

/**
 * Spec §2: a category button shows when its count is above 0 or it is not hidden, five at most.
 * ALL and the request outcomes agents follow every day stay visible; the rarer ones appear only
 * when they have something unread.
 */
const ALWAYS_SHOWN: readonly NotificationCategory[] = ['ALL', 'ACCEPTED', 'PREAPPROVED', 'REJECT', 'IBV'];
export const MAX_CATEGORY_BUTTONS = 5;

export const notificationCategoryInfo = z.object({ type: z.enum(NOTIFICATION_CATEGORIES), hidden: z.boolean() });
export type NotificationCategoryInfo = z.infer<typeof notificationCategoryInfo>;

/** ALL, then the categories of the types the user sees, each with its hidden flag. */
export function notificationCategoriesFor(visible: readonly NotificationType[]): NotificationCategoryInfo[] {
  if (visible.length === 0) return [];
  return NOTIFICATION_CATEGORIES.filter((category) => category === 'ALL' || visible.includes(category)).map((type) => ({
    type,
    hidden: !ALWAYS_SHOWN.includes(type),
  }));
}

/** Unread counts are exact up to this many: the badge shows 99 at most and a category "50+". */
export const NOTIFICATION_COUNT_CAP = 100;
/** The bell's popup lists this many of the latest unread notifications. */
export const PARTIAL_LIST_SIZE = 10;
export const MAX_NOTIFICATION_PAGE = 100;

/** Provider limits concern the lender, not one customer; every other type names its customer. */
export const notificationNamesCustomer = (type: NotificationType) =>
  type !== 'TRANSACTION_LIMIT_EXCEEDED' && type !== 'TRANSACTION_LIMIT_RATE';

/**
 * The message of a notification is an i18n key and its parameters, so each reader sees it in their
 * own language. A variant says more than the type (an IBV that failed rather than succeeded).
 */
export const notificationMessageKey = (type: NotificationType, variant?: string) =>
  `resources.notifications.messages.${type}${variant ? `_${variant}` : ''}`;

const TORONTO_MINUTES = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Toronto',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Spec §3's dateCreatedFormat / dateReadFormat: the lender's local time, `YYYY-MM-DD HH:mm`. */
export function formatNotificationDate(instant: Date): string {
  const part = Object.fromEntries(TORONTO_MINUTES.formatToParts(instant).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
}

/** Spec §3's notification as the bell and the notifications page read it. */
export const notificationItem = z.object({
  id: z.number().int(),
  type: z.enum(NOTIFICATION_TYPES),
  /** An i18n key (resources.notifications.messages.*), translated with `params` by each reader. */
  message: z.string(),
  params: z.record(z.string(), z.unknown()),
  read: z.boolean(),
  /** Where a click leads, under /apps. */
  path: z.string(),
  customerId: z.number().int().nullable(),
  dateCreated: z.iso.datetime(),
  dateCreatedFormat: z.string(),
  dateRead: z.iso.datetime().nullable(),
  dateReadFormat: z.string().nullable(),
});
export type NotificationItem = z.infer<typeof notificationItem>;

/** Unread notifications per category (exact up to NOTIFICATION_COUNT_CAP). */
export const notificationCounts = z.partialRecord(z.enum(NOTIFICATION_CATEGORIES), z.number().int());
export type NotificationCounts = z.infer<typeof notificationCounts>;

/** GET /api/Notification/getPartialNotifications: the bell's short list and its counts. */
export const partialNotificationsAnswer = z.object({
  notifications: z.array(notificationItem),
  counts: notificationCounts,
});
export type PartialNotifications = z.infer<typeof partialNotificationsAnswer>;

/** GET /api/Notification/GetNotifications?type=: one page of the full list, newest first. */
export const notificationPageAnswer = z.object({
  notifications: z.array(notificationItem),
  offset: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  /** True when `total` is a lower bound. */
  capped: z.boolean(),
});
export type NotificationPage = z.infer<typeof notificationPageAnswer>;

/** GET /api/Notification/getNotificationConfig (spec §3): the live socket is at serviceUrl + stage. */
export const notificationConfig = z.object({ serviceUrl: z.string(), stage: z.string() });
export type NotificationConfig = z.infer<typeof notificationConfig>;

/** GET /api/Notification/getToken: a short-lived token for the live socket's `token` parameter. */
export const liveTokenAnswer = z.object({ token: z.string(), expiresIn: z.number().int() });
export type LiveTokenAnswer = z.infer<typeof liveTokenAnswer>;

/** The read marks and a new notification answer this. */
export const notificationStatusAnswer = z.object({ status: z.literal('Success'), id: z.number().int().optional() });

/**
 * A notice administrators publish to every user (/apps/globalNotifications). The routes answer
 * with this schema (so /api/docs describes it) and the browser reads its type from it.
 */
export const globalNotice = z.object({
  id: z.number().int(),
  messageFr: z.string(),
  messageEn: z.string(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  createdAt: z.iso.datetime(),
});
export type GlobalNotice = z.infer<typeof globalNotice>;

/** GET /api/Notification/InitNotificationsWebSocketData: what a client needs on its first connection. */
export const initNotificationsData = z.object({
  status: z.literal('Success'),
  userId: z.number().int(),
  counts: notificationCounts,
  categories: z.array(notificationCategoryInfo),
  globalNotices: z.array(globalNotice),
});
export type InitNotificationsData = z.infer<typeof initNotificationsData>;

/** Records whose lists and screens refresh when another agent changes them. */
export const LIVE_RESOURCES = ['requests', 'customers', 'loans', 'deposits', 'collection-files'] as const;
export type LiveResource = (typeof LIVE_RESOURCES)[number];
export const LIVE_RESOURCE_SUBJECT: Record<LiveResource, Subject> = {
  requests: 'request',
  customers: 'customer',
  loans: 'loan',
  deposits: 'deposit',
  'collection-files': 'collection',
};

export type ForcedLogoutMessage = 'errors.ACCESS_REVOKED' | 'errors.INFORMATION_CHANGED' | 'errors.SESSION_ENDED';

/** What the live socket sends, one JSON object per message. */
export type LiveEnvelope =
  /** The connection is authenticated and registered: from now on nothing is missed. */
  | { kind: 'ready'; userId: number }
  /** `raisedBy`: the user whose action raised it (their own alert is not sounded), null for the server's jobs. */
  | { kind: 'notification'; notification: NotificationItem; raisedBy?: number | null }
  /** Read on another tab or device of the same user. */
  | { kind: 'read'; id: number }
  | { kind: 'readAll'; category: NotificationCategory }
  /** Spec §4: the user is signed out (then the socket closes). */
  | { kind: 'forcedLogout'; message: ForcedLogoutMessage }
  | { kind: 'changed'; resource: LiveResource; id: number; version: number }
  /** A global notice was published, changed or withdrawn: read the active ones again. */
  | { kind: 'globalNotice'; id: number }
  /** The server's own feed was interrupted: fetch the counts and lists again. */
  | { kind: 'resync' }
  /** A team-chat message to or from this user (issue 15). */
  | { kind: 'chatMessage'; chatId: number; message: ChatMessage }
  /** A colleague's presence in the team chat. */
  | { kind: 'presence'; userId: number; status: ChatStatus };

/** Close codes of the live socket (the private 4000–4999 range). */
export const LIVE_CLOSE = {
  /** No token, or an invalid or expired one: get a token and connect again. */
  unauthorized: 4401,
  /** The user was disabled or deleted (spec §4's 403). */
  revoked: 4403,
  /** The user's roles or permissions changed (spec §4's 203). */
  informationChanged: 4203,
  /** The socket's session was ended (signed out elsewhere, ended from the profile or by an administrator). */
  sessionEnded: 4410,
} as const;

/** The live socket's address is the service URL plus this stage. */
export const LIVE_STAGE = '/live';

// ---- Queries and bodies of the Notification calls (spec §7) ----

const category = z.enum(NOTIFICATION_CATEGORIES, { error: FIELD_MSG.invalid });
const notificationType = z.enum(NOTIFICATION_TYPES, { error: FIELD_MSG.invalid });
const bigId = z.coerce
  .number({ error: FIELD_MSG.invalid })
  .int(FIELD_MSG.invalid)
  .positive(FIELD_MSG.invalid)
  .max(Number.MAX_SAFE_INTEGER, FIELD_MSG.invalid);

export const partialNotificationsQuery = z.strictObject({ type: category.default('ALL') });

export const notificationListQuery = z.strictObject({
  type: category.default('ALL'),
  offset: z.coerce
    .number({ error: FIELD_MSG.invalid })
    .int(FIELD_MSG.invalid)
    .min(0, FIELD_MSG.invalid)
    .max(1_000_000, FIELD_MSG.invalid)
    .default(0),
  limit: z.coerce
    .number({ error: FIELD_MSG.invalid })
    .int(FIELD_MSG.invalid)
    .min(1, FIELD_MSG.invalid)
    .max(MAX_NOTIFICATION_PAGE, FIELD_MSG.invalid)
    .default(25),
});

export const notificationReadQuery = z.strictObject({ id: bigId });
export const markAllReadQuery = z.strictObject({ category });

/** Spec §3's new-notification payload: type, path, idClient (the customer it is about). */
export const newNotificationBody = z
  .strictObject({
    type: notificationType,
    path: z
      .string({ error: FIELD_MSG.required })
      .trim()
      .max(300, FIELD_MSG.tooLong)
      .regex(/^\/apps\/[\w\-/.?=&%]*$/, FIELD_MSG.invalid),
    idClient: z.coerce
      .number({ error: FIELD_MSG.invalid })
      .int(FIELD_MSG.invalid)
      .positive(FIELD_MSG.invalid)
      .max(MAX_ROW_ID, FIELD_MSG.invalid)
      .nullish(),
  })
  .superRefine((body, ctx) => {
    if (notificationNamesCustomer(body.type) && (body.idClient === undefined || body.idClient === null)) {
      ctx.addIssue({ code: 'custom', path: ['idClient'], message: FIELD_MSG.required });
    }
  });
export type NewNotificationInput = z.output<typeof newNotificationBody>;

const instant = z.iso
  .datetime({ offset: true, error: FIELD_MSG.invalidDate })
  .refine((value) => isValidIsoDate(value.slice(0, 10)), FIELD_MSG.invalidDate);

/** A global notice: both languages required, and it must end after it starts. */
export const globalNoticeBody = z
  .strictObject({
    messageFr: requiredText(1000),
    messageEn: requiredText(1000),
    startsAt: instant,
    endsAt: instant,
  })
  .superRefine((body, ctx) => {
    if (Date.parse(body.startsAt) >= Date.parse(body.endsAt))
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: FIELD_MSG.dateRange });
  });
export type GlobalNoticeInput = z.output<typeof globalNoticeBody>;

export const globalNoticeListFilter = z.strictObject({
  /** Only the notices showing now. */
  active: z.boolean().optional(),
  id: idList.optional(),
});

/** The request outcomes that raise a notification (spec §3's types), by the request's new status. */
const REQUEST_STATUS_NOTIFICATIONS: Partial<Record<string, NotificationType>> = {
  PREAPPROVED: 'PREAPPROVED',
  ACCEPTED: 'ACCEPTED',
  DENIED: 'REJECT',
};
export const notificationTypeOfRequestStatus = (status: string): NotificationType | undefined =>
  REQUEST_STATUS_NOTIFICATIONS[status];

/** POST /api/requests/:id/ibv-requests: the channels the IBV link goes by (email by default). */
export const sendIbvRequestBody = z.strictObject({
  channels: z
    .array(z.enum(['EMAIL', 'SMS'], { error: FIELD_MSG.invalid }), { error: FIELD_MSG.invalid })
    .min(1, FIELD_MSG.required)
    .max(2, FIELD_MSG.invalid)
    .default(['EMAIL']),
});
export type SendIbvRequestInput = z.output<typeof sendIbvRequestBody>;

/** What the agent gets back: the toast's key, the request as it now is, the session opened. */
export interface IbvRequestAnswer<RequestRecord = unknown> {
  message: 'messages.IBV_REQUEST_SENT';
  request: RequestRecord;
  session: { id: string; status: string; expiresAt: string };
}

/** An IBV link stays valid this long; a new request replaces the earlier link. */
export const IBV_LINK_DAYS = 7;
