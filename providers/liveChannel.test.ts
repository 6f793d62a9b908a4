import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InitNotificationsData, LiveEnvelope, PartialNotifications } from '../domain/notifications';
import {
  createLiveChannel,
  liveSocketUrl,
  RECONNECT_DELAY_MS,
  type LiveChannelDeps,
  type LiveEvent,
  type LiveSocket,
} from './liveChannel';

class FakeSocket implements LiveSocket {
  onmessage: LiveSocket['onmessage'] = null;
  onclose: LiveSocket['onclose'] = null;
  onerror: LiveSocket['onerror'] = null;
  closedWith: number | undefined;
  constructor(readonly url: string) {}
  close(code?: number) {
    this.closedWith = code;
  }
  send(envelope: LiveEnvelope) {
    this.onmessage?.({ data: JSON.stringify(envelope) });
  }
  serverCloses(code: number) {
    this.onclose?.({ code });
  }
}

const INIT: InitNotificationsData = {
  status: 'Success',
  userId: 7,
  counts: { ALL: 2, ACCEPTED: 2 },
  categories: [],
  globalNotices: [],
};
const PARTIAL: PartialNotifications = { notifications: [], counts: { ALL: 5, ACCEPTED: 5 } };

function setup(overrides: Partial<LiveChannelDeps> = {}) {
  const sockets: FakeSocket[] = [];
  let token = 0;
  let signedIn = true;
  const deps = {
    notificationConfig: vi.fn(async () => ({ serviceUrl: 'wss://api.pret.ca', stage: '/live' })),
    liveToken: vi.fn(async () => ({ token: `t${++token}`, expiresIn: 60 })),
    initNotifications: vi.fn(async () => INIT),
    partialNotifications: vi.fn(async () => PARTIAL),
    openSocket: vi.fn((url: string) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    }),
    domain: () => 'guichet.pret.ca',
    forceLogout: vi.fn(),
    signedIn: () => signedIn,
    ...overrides,
  } satisfies LiveChannelDeps;
  const channel = createLiveChannel(deps);
  const events: LiveEvent[] = [];
  channel.subscribe((event) => events.push(event));
  const latest = () => sockets[sockets.length - 1];
  return { deps, channel, events, sockets, latest, signOut: () => (signedIn = false) };
}

/** Lets the channel's awaited calls (config, token, init) answer. */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the live channel', () => {
  it('opens serviceUrl + stage with the domain and a fresh token', async () => {
    const { channel, latest } = setup();
    channel.start();
    await settle();
    expect(latest().url).toBe('wss://api.pret.ca/live?domain=guichet.pret.ca&token=t1');
    expect(liveSocketUrl({ serviceUrl: 'ws://h:5000/', stage: '/live' }, 'a b', 'h')).toBe(
      'ws://h:5000/live?domain=h&token=a+b',
    );
  });

  it('calls the set-up only on the first admitted connection, and catches up after each reconnection', async () => {
    const { channel, deps, events, sockets, latest } = setup();
    channel.start();
    await settle();
    latest().send({ kind: 'ready', userId: 7 });
    await settle();
    expect(deps.initNotifications).toHaveBeenCalledTimes(1);
    expect(events).toContainEqual({ kind: 'init', data: INIT });

    latest().serverCloses(1006);
    await vi.advanceTimersByTimeAsync(RECONNECT_DELAY_MS - 1);
    expect(sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(2);
    expect(latest().url).toContain('token=t2');
    latest().send({ kind: 'ready', userId: 7 });
    await settle();

    expect(deps.initNotifications).toHaveBeenCalledTimes(1);
    expect(deps.partialNotifications).toHaveBeenCalledTimes(1);
    expect(events.filter((event) => event.kind === 'caughtUp')).toEqual([{ kind: 'caughtUp', partial: PARTIAL }]);
    expect(deps.notificationConfig).toHaveBeenCalledTimes(1);
  });

  it('tries the set-up again on the next connection when it failed', async () => {
    const initNotifications = vi
      .fn<() => Promise<InitNotificationsData>>()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue(INIT);
    const { channel, latest, deps } = setup({ initNotifications });
    channel.start();
    await settle();
    latest().send({ kind: 'ready', userId: 7 });
    await settle();
    latest().serverCloses(1006);
    await vi.advanceTimersByTimeAsync(RECONNECT_DELAY_MS);
    latest().send({ kind: 'ready', userId: 7 });
    await settle();
    expect(initNotifications).toHaveBeenCalledTimes(2);
    expect(deps.partialNotifications).not.toHaveBeenCalled();
  });

  it('still says it reconnected when the catch-up read fails, so lists refresh', async () => {
    const partialNotifications = vi.fn(async () => {
      throw new Error('down');
    });
    const { channel, events, latest } = setup({ partialNotifications });
    channel.start();
    await settle();
    latest().send({ kind: 'ready', userId: 7 });
    await settle();
    latest().serverCloses(1001);
    await vi.advanceTimersByTimeAsync(RECONNECT_DELAY_MS);
    latest().send({ kind: 'ready', userId: 7 });
    await settle();
    expect(events.filter((event) => event.kind === 'caughtUp')).toEqual([{ kind: 'caughtUp', partial: null }]);
  });

  it('does not set up a connection the server has not admitted', async () => {
    const { channel, deps, latest, sockets } = setup();
    channel.start();
    await settle();
    latest().serverCloses(4401);
    expect(deps.initNotifications).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(RECONNECT_DELAY_MS);
    // A refused token is replaced by a fresh one.
    expect(sockets.map((socket) => socket.url.split('token=')[1])).toEqual(['t1', 't2']);
  });

  it('hands every envelope to its subscribers', async () => {
    const { channel, events, latest } = setup();
    channel.start();
    await settle();
    const changed: LiveEnvelope = { kind: 'changed', resource: 'loans', id: 3, version: 9 };
    latest().send(changed);
    latest().onmessage?.({ data: 'not json' });
    expect(events).toEqual([changed]);
  });

  it('signs the user out on a forcedLogout envelope and does not reconnect', async () => {
    const { channel, deps, latest, sockets } = setup();
    channel.start();
    await settle();
    latest().send({ kind: 'forcedLogout', message: 'errors.INFORMATION_CHANGED' });
    latest().serverCloses(4203);
    await vi.advanceTimersByTimeAsync(RECONNECT_DELAY_MS * 5);
    expect(deps.forceLogout).toHaveBeenCalledTimes(1);
    expect(deps.forceLogout).toHaveBeenCalledWith('errors.INFORMATION_CHANGED');
    expect(sockets).toHaveLength(1);
  });

  it('signs out a revoked user whose socket is refused with 4403', async () => {
    const { channel, deps, latest, sockets } = setup();
    channel.start();
    await settle();
    latest().serverCloses(4403);
    await vi.advanceTimersByTimeAsync(RECONNECT_DELAY_MS * 3);
    expect(deps.forceLogout).toHaveBeenCalledWith('errors.ACCESS_REVOKED');
    expect(sockets).toHaveLength(1);
  });

  it('retries a second later when the token cannot be had, and stops once signed out', async () => {
    const liveToken = vi
      .fn()
      .mockRejectedValueOnce(new Error('network'))
      .mockResolvedValue({ token: 'ok', expiresIn: 60 });
    const { channel, sockets, latest, signOut } = setup({ liveToken });
    channel.start();
    await settle();
    expect(sockets).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(RECONNECT_DELAY_MS);
    expect(sockets).toHaveLength(1);
    signOut();
    latest().serverCloses(1006);
    await vi.advanceTimersByTimeAsync(RECONNECT_DELAY_MS * 3);
    expect(sockets).toHaveLength(1);
  });

  it('closes for good when stopped, even while a connection is being made', async () => {
    const { channel, latest, sockets } = setup();
    channel.start();
    await settle();
    channel.stop();
    expect(latest().closedWith).toBe(1000);
    latest().serverCloses(1000);
    await vi.advanceTimersByTimeAsync(RECONNECT_DELAY_MS * 3);
    expect(sockets).toHaveLength(1);

    channel.start();
    channel.stop();
    await vi.advanceTimersByTimeAsync(RECONNECT_DELAY_MS * 3);
    expect(sockets).toHaveLength(1);
  });
});
