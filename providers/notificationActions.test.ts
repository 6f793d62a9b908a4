import { describe, expect, it, vi } from 'vitest';
import type { HttpClient } from './httpClient';
import { createNotificationActions } from './notificationActions';

describe('notification actions', () => {
  it('call spec §7 paths with their query names, and the IBV request', async () => {
    const http = vi.fn<HttpClient>(async () => ({ status: 200, headers: new Headers(), body: '', json: {} }));
    const actions = createNotificationActions(http);
    await actions.partialNotifications();
    await actions.notificationPage('IBV', 25, 25);
    await actions.markNotificationRead(12);
    await actions.markAllNotificationsRead('ALL');
    await actions.newNotification({ type: 'IBV', path: '/apps/requests/3', idClient: 4 });
    await actions.sendIbvRequest(3);
    expect(http.mock.calls.map(([url, options]) => [url, options?.method ?? 'GET', options?.body])).toEqual([
      ['/api/Notification/getPartialNotifications?type=ALL', 'GET', undefined],
      ['/api/Notification/GetNotifications?type=IBV&offset=25&limit=25', 'GET', undefined],
      ['/api/Notification/setNotificationRead?id=12', 'POST', undefined],
      ['/api/Notification/markAllItemsAsReaded?category=ALL', 'POST', undefined],
      ['/api/Notification/NewNotification', 'POST', '{"type":"IBV","path":"/apps/requests/3","idClient":4}'],
      ['/api/requests/3/ibv-requests', 'POST', '{}'],
    ]);
  });
});
