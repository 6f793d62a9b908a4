// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { notificationItem } from '../../tests/support/notificationItem';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { catalogues } from '../../i18n/catalogues';
import type { GuichetDataProvider } from '../../providers/dataProvider';
import type { LiveChannel, LiveEvent } from '../../providers/liveChannel';
import { NotificationCentreProvider } from '../../resources/notifications/NotificationCentreProvider';
import { LiveAlerts } from './LiveAlerts';
import { playChime } from './liveChime';

vi.mock('./liveChime', () => ({ playChime: vi.fn() }));
afterEach(() => {
  cleanup();
  vi.mocked(playChime).mockClear();
});

const ME = 7;
const item = notificationItem;

/** The live channel, faked: the test says what the server sends. */
function fakeChannel() {
  const listeners = new Set<(event: LiveEvent) => void>();
  const channel: LiveChannel = {
    start: () => {},
    stop: () => {},
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const send = (event: LiveEvent) => act(() => listeners.forEach((listener) => listener(event)));
  return { channel, send };
}

async function renderAlerts(notifications: boolean) {
  const { channel, send } = fakeChannel();
  const dataProvider = {
    me: vi.fn(async () => ({
      id: ME,
      email: 'agent@demo.ca',
      displayName: 'Agent',
      roles: ['agent'],
      language: 'en',
      photoURL: null,
      shortcuts: [],
      settings: { notifications },
    })),
  };
  render(
    <MemoryRouter>
      <AdminContext
        dataProvider={dataProvider as unknown as GuichetDataProvider}
        i18nProvider={polyglotI18nProvider(() => catalogues.en, 'en')}
      >
        <NotificationCentreProvider channel={channel}>
          <LiveAlerts />
        </NotificationCentreProvider>
      </AdminContext>
    </MemoryRouter>,
  );
  await waitFor(() => expect(dataProvider.me).toHaveBeenCalled());
  // The user's settings are read before anything is said.
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  return send;
}

describe('LiveAlerts', () => {
  it("chimes and pops up a colleague's new notification, once however often it is heard", async () => {
    const send = await renderAlerts(true);
    send({ kind: 'notification', notification: item(1), raisedBy: 3 });
    send({ kind: 'notification', notification: item(1), raisedBy: 3 });
    expect(await screen.findByText('Request accepted: Léa Roy 1')).toBeTruthy();
    // In an alert: a screen reader says it as it comes, wherever the user is.
    expect(screen.getByRole('alert').textContent).toContain('Request accepted: Léa Roy 1');
    expect(playChime).toHaveBeenCalledTimes(1);
  });

  it('stays silent for what the user raised themself', async () => {
    const send = await renderAlerts(true);
    send({ kind: 'notification', notification: item(2), raisedBy: ME });
    expect(screen.queryByText('Request accepted: Léa Roy 2')).toBeNull();
    expect(playChime).not.toHaveBeenCalled();
  });

  it('stays silent when the quick panel muted notifications', async () => {
    const send = await renderAlerts(false);
    send({ kind: 'notification', notification: item(3), raisedBy: null });
    expect(screen.queryByText('Request accepted: Léa Roy 3')).toBeNull();
    expect(playChime).not.toHaveBeenCalled();
  });
});
