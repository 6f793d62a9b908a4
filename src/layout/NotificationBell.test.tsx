// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { notificationItem } from '../../tests/support/notificationItem';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AdminContext, HttpError, Notification } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import {
  notificationCategoriesFor,
  NOTIFICATION_TYPES,
  type NotificationCounts,
  type NotificationItem,
  type PartialNotifications,
} from '../../domain/notifications';
import { en } from '../../i18n/en';
import type { GuichetDataProvider } from '../../providers/dataProvider';
import { catalogues } from '../../i18n/catalogues';
import { NotificationCentreProvider } from '../../resources/notifications/NotificationCentreProvider';
import { NotificationBell } from './NotificationBell';
import { formatDateTime } from '../../providers/formatters';

afterEach(cleanup);

const words = en.resources.notificationCentre;
const categoryWords = en.resources.notifications.categories;

const item = notificationItem;

const never = () => new Promise<never>(() => {});

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderBell(
  methods: Partial<GuichetDataProvider>,
  counts: NotificationCounts | null = { ALL: 2, ACCEPTED: 2, PREAPPROVED: 0, REJECT: 0, IBV: 0 },
) {
  const partial = (list: NotificationItem[]): PartialNotifications => ({ notifications: list, counts: counts ?? {} });
  const dataProvider = {
    notificationCounts: vi.fn(() => (counts ? Promise.resolve(counts) : never())),
    notificationCategories: vi.fn(async () => notificationCategoriesFor([...NOTIFICATION_TYPES])),
    partialNotifications: vi.fn(() =>
      counts
        ? Promise.resolve(
            partial([item(1), item(2, { type: 'IBV', message: 'resources.notifications.messages.IBV_FAILED' })]),
          )
        : never(),
    ),
    markNotificationRead: vi.fn(async (id: number) => item(id, { read: true })),
    markAllNotificationsRead: vi.fn(async () => ({ status: 'Success' as const })),
    ...methods,
  };
  render(
    <MemoryRouter initialEntries={['/apps/customers/all']}>
      <AdminContext
        dataProvider={dataProvider as unknown as GuichetDataProvider}
        i18nProvider={polyglotI18nProvider(() => catalogues.en, 'en')}
      >
        <NotificationCentreProvider channel={null}>
          <NotificationBell />
          <Location />
          <Notification />
        </NotificationCentreProvider>
      </AdminContext>
    </MemoryRouter>,
  );
  return dataProvider;
}

const openPopup = async () => {
  fireEvent.click(await screen.findByRole('button', { name: /^Notifications/ }));
  return screen.findByRole('dialog');
};
const categoryButton = (popup: HTMLElement, type: string) => within(popup).getByTestId(`notification-category-${type}`);

describe('NotificationBell', () => {
  it('shows the total unread on its badge, 99 at most', async () => {
    renderBell({}, { ALL: 100, ACCEPTED: 100 });
    const badge = await screen.findByTestId('notification-badge');
    await waitFor(() => expect(badge.textContent).toBe('99+'));
    expect(screen.getByRole('button', { name: 'Notifications, 99+ unread' })).toBeTruthy();
    cleanup();
    renderBell({}, { ALL: 7, ACCEPTED: 7 });
    await waitFor(() => expect(screen.getByTestId('notification-badge').textContent).toBe('7'));
  });

  it('lists the latest unread with their type, translated message and date, each category with its count', async () => {
    renderBell({}, { ALL: 60, ACCEPTED: 51, PREAPPROVED: 0, REJECT: 0, IBV: 9 });
    const popup = await openPopup();
    expect(await within(popup).findByText('Request accepted: Léa Roy 1')).toBeTruthy();
    expect(within(popup).getByText('Bank verification failed: Léa Roy 2')).toBeTruthy();
    // Dated as the rest of the app dates, not with the API's fixed YYYY-MM-DD HH:mm (issue 18).
    expect(within(popup).getAllByText(`Created ${formatDateTime('2026-11-24T14:05:00.000Z')}`)).toHaveLength(2);
    expect(within(popup).queryByText('Created 2026-11-24 09:05')).toBeNull();
    expect(within(popup).getByText(categoryWords.IBV, { selector: 'span' })).toBeTruthy();

    await waitFor(() => expect(categoryButton(popup, 'ACCEPTED').textContent).toBe(`${categoryWords.ACCEPTED}50+`));
    expect(categoryButton(popup, 'ALL').textContent).toBe(`${categoryWords.ALL}50+`);
    expect(categoryButton(popup, 'IBV').textContent).toBe(`${categoryWords.IBV}9`);
    expect(within(categoryButton(popup, 'IBV')).getByText('9').dataset.countLook).toBe('positive');
    expect(within(categoryButton(popup, 'REJECT')).getByText('0').dataset.countLook).toBe('zero');
  });

  it('shows a spinner in each category until its count is known', async () => {
    renderBell({}, null);
    const popup = await openPopup();
    await waitFor(() => expect(within(popup).getAllByLabelText(words.countLoading)).toHaveLength(5));
  });

  it('shows five categories at most: those with something unread first, the most first, then those not hidden', async () => {
    renderBell({}, { ALL: 3, ACCEPTED: 0, PREAPPROVED: 0, REJECT: 0, IBV: 0, CONTRACT: 2, SUCCESS_DEPOSIT: 1 });
    const popup = await openPopup();
    await waitFor(() => expect(within(popup).getAllByTestId(/^notification-category-/)).toHaveLength(5));
    const shown = within(popup)
      .getAllByTestId(/^notification-category-/)
      .map((button) => button.dataset.testid?.replace('notification-category-', ''));
    // A hidden kind with one unread (a deposit arrived) is not crowded out by empty ones.
    expect(shown).toEqual(['ALL', 'CONTRACT', 'SUCCESS_DEPOSIT', 'ACCEPTED', 'PREAPPROVED']);
  });

  it('says "No new notification" when nothing is unread', async () => {
    renderBell({ partialNotifications: vi.fn(async () => ({ notifications: [], counts: { ALL: 0 } })) }, { ALL: 0 });
    const popup = await openPopup();
    expect(await within(popup).findByText(en.resources.notifications.empty)).toBeTruthy();
  });

  it('marks an item read on a click and opens its path', async () => {
    const dataProvider = renderBell({});
    const popup = await openPopup();
    fireEvent.click(await within(popup).findByText('Request accepted: Léa Roy 1'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/apps/requests/1'));
    expect(dataProvider.markNotificationRead).toHaveBeenCalledWith(1);
  });

  it('filters the list by a category and opens that category’s page; See more follows it', async () => {
    const dataProvider = renderBell({});
    const popup = await openPopup();
    await within(popup).findByText('Request accepted: Léa Roy 1');
    fireEvent.click(categoryButton(popup, 'IBV'));
    await waitFor(() => expect(dataProvider.partialNotifications).toHaveBeenCalledWith('IBV'));
    expect(screen.getByTestId('location').textContent).toBe('/apps/notifications/IBV');
    expect(categoryButton(popup, 'IBV').getAttribute('aria-pressed')).toBe('true');
    expect(within(popup).getByRole('link', { name: words.seeMore }).getAttribute('href')).toBe(
      '/apps/notifications/IBV',
    );
  });

  it('asks before marking all as read, then says it is done', async () => {
    const dataProvider = renderBell({});
    const popup = await openPopup();
    await within(popup).findByText('Request accepted: Léa Roy 1');
    fireEvent.click(within(popup).getByRole('button', { name: words.markAllRead }));
    const confirm = await screen.findByRole('dialog', { name: words.markAllTitle });
    expect(dataProvider.markAllNotificationsRead).not.toHaveBeenCalled();
    fireEvent.click(within(confirm).getByRole('button', { name: words.markAllRead }));
    await waitFor(() => expect(dataProvider.markAllNotificationsRead).toHaveBeenCalledWith('ALL'));
    expect(await screen.findByText(en.messages.NOTIFICATIONS_MARKED_READ)).toBeTruthy();
  });

  it('says a failed action in an error snackbar', async () => {
    renderBell({ markAllNotificationsRead: vi.fn(async () => Promise.reject(new HttpError('boom', 500))) });
    const popup = await openPopup();
    await within(popup).findByText('Request accepted: Léa Roy 1');
    fireEvent.click(within(popup).getByRole('button', { name: words.markAllRead }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: words.markAllTitle })).getByRole('button', {
        name: words.markAllRead,
      }),
    );
    expect(await screen.findByText(en.errors.NOTIFICATION_ACTION_FAILED)).toBeTruthy();
  });

  it('is not there for a user who may not see notifications', async () => {
    const dataProvider = { notificationCounts: vi.fn() };
    render(
      <MemoryRouter>
        <AdminContext
          dataProvider={dataProvider as unknown as GuichetDataProvider}
          authProvider={{
            login: async () => {},
            logout: async () => {},
            checkAuth: async () => {},
            checkError: async () => {},
            canAccess: async () => false,
          }}
          i18nProvider={polyglotI18nProvider(() => catalogues.en, 'en')}
        >
          <NotificationCentreProvider channel={null}>
            <NotificationBell />
            <span>ready</span>
          </NotificationCentreProvider>
        </AdminContext>
      </MemoryRouter>,
    );
    await screen.findByText('ready');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull();
    expect(dataProvider.notificationCounts).not.toHaveBeenCalled();
  });
});
