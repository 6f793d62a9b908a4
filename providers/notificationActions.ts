import type {
  GlobalNotice,
  IbvRequestAnswer,
  InitNotificationsData,
  LiveTokenAnswer,
  NewNotificationInput,
  NotificationCategory,
  NotificationCategoryInfo,
  NotificationConfig,
  NotificationCounts,
  NotificationItem,
  NotificationPage,
  PartialNotifications,
  SendIbvRequestInput,
} from '../domain/notifications';
import type { HttpClient } from './httpClient';
import type { LoanRequestRecord } from './requestWire';

const N = '/api/Notification';
const query = (values: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(values).map(([key, value]) => [key, String(value)])).toString();

/** Spec §7's Notification calls, the global notices showing, and the IBV request, as typed data-provider methods. */
export interface NotificationActions {
  /** Where the live socket is: serviceUrl + stage. */
  notificationConfig(): Promise<NotificationConfig>;
  /** A one-minute token for the socket's `token` parameter. */
  liveToken(): Promise<LiveTokenAnswer>;
  /** Spec §4: called once, on the socket's first successful connection. */
  initNotifications(): Promise<InitNotificationsData>;
  /** The bell: the latest unread of a category (ALL by default) and every count. */
  partialNotifications(category?: NotificationCategory): Promise<PartialNotifications>;
  notificationCounts(): Promise<NotificationCounts>;
  /** /apps/notifications/:category: read and unread, newest first. */
  notificationPage(category: NotificationCategory, offset?: number, limit?: number): Promise<NotificationPage>;
  notificationCategories(): Promise<NotificationCategoryInfo[]>;
  markNotificationRead(id: number): Promise<NotificationItem>;
  /** Irreversible (spec §2: ask first); answers status 'Success'. */
  markAllNotificationsRead(category: NotificationCategory): Promise<{ status: 'Success' }>;
  newNotification(input: NewNotificationInput): Promise<{ status: 'Success'; id: number }>;
  activeGlobalNotices(): Promise<GlobalNotice[]>;
  /** Sends the customer the bank-verification link; answers messages.IBV_REQUEST_SENT and the request's new version. */
  sendIbvRequest(requestId: number, input?: Partial<SendIbvRequestInput>): Promise<IbvRequestAnswer<LoanRequestRecord>>;
}

export function createNotificationActions(http: HttpClient): NotificationActions {
  const get = async (url: string) => (await http(url)).json;
  const post = async (url: string, body?: unknown) =>
    (await http(url, { method: 'POST', body: body === undefined ? undefined : JSON.stringify(body) })).json;
  return {
    notificationConfig: () => get(`${N}/getNotificationConfig`),
    liveToken: () => get(`${N}/getToken`),
    initNotifications: () => get(`${N}/InitNotificationsWebSocketData`),
    partialNotifications: (category = 'ALL') => get(`${N}/getPartialNotifications?${query({ type: category })}`),
    notificationCounts: () => get(`${N}/getNotificationCounts`),
    notificationPage: (category, offset = 0, limit = 25) =>
      get(`${N}/GetNotifications?${query({ type: category, offset, limit })}`),
    notificationCategories: () => get(`${N}/getNotificationCategories`),
    markNotificationRead: (id) => post(`${N}/setNotificationRead?${query({ id })}`),
    markAllNotificationsRead: (category) => post(`${N}/markAllItemsAsReaded?${query({ category })}`),
    newNotification: (input) => post(`${N}/NewNotification`, input),
    activeGlobalNotices: () => get('/api/global-notifications/active'),
    sendIbvRequest: (requestId, input = {}) =>
      post(`/api/requests/${encodeURIComponent(String(requestId))}/ibv-requests`, input),
  };
}
