// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VERSION_POLL_MS } from '../domain/version';
import { createVersionWatcher } from './versionWatcher';

type Message = { type: 'new-version'; version: string } | { type: 'reload' };
interface FakeChannel {
  onmessage: ((event: MessageEvent<Message>) => void) | null;
  postMessage(data: Message): void;
  close(): void;
}

/** Two tabs on one in-memory channel: like BroadcastChannel, a message reaches the other end only. */
function channelPair(): [FakeChannel, FakeChannel] {
  const ends: FakeChannel[] = [];
  const makeEnd = (): FakeChannel => ({
    onmessage: null,
    postMessage(data) {
      for (const other of ends) if (other !== this) other.onmessage?.({ data } as MessageEvent<Message>);
    },
    close() {},
  });
  ends.push(makeEnd(), makeEnd());
  return [ends[0], ends[1]];
}

const served = (version: string) =>
  vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify({ version }), { status: 200 }),
  );

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('versionWatcher', () => {
  it('polls /version.json without cache every VERSION_POLL_MS and stays quiet while versions match', async () => {
    const fetch = served('build-1');
    const watcher = createVersionWatcher({ fetch, runningVersion: 'build-1', channel: null, reload: vi.fn() });
    watcher.start();
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(VERSION_POLL_MS);
    expect(fetch).toHaveBeenCalledWith('/version.json', { cache: 'no-store' });
    await vi.advanceTimersByTimeAsync(VERSION_POLL_MS);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(watcher.newVersion()).toBeNull();
    watcher.stop();
  });

  it('announces a served version that differs, here and in the other tabs', async () => {
    const [here, there] = channelPair();
    const watcher = createVersionWatcher({
      fetch: served('build-2'),
      runningVersion: 'build-1',
      channel: here,
      reload: vi.fn(),
    });
    const otherTab = createVersionWatcher({
      fetch: served('build-1'),
      runningVersion: 'build-1',
      channel: there,
      reload: vi.fn(),
    });
    const listener = vi.fn();
    watcher.subscribe(listener);
    watcher.start();
    otherTab.start();
    await vi.advanceTimersByTimeAsync(VERSION_POLL_MS);
    expect(watcher.newVersion()).toBe('build-2');
    expect(listener).toHaveBeenCalledOnce();
    expect(otherTab.newVersion()).toBe('build-2');
    watcher.stop();
    otherTab.stop();
  });

  it('reloads every tab when one asks for the refresh', () => {
    const [here, there] = channelPair();
    const reloadHere = vi.fn();
    const reloadThere = vi.fn();
    const watcher = createVersionWatcher({
      fetch: served('x'),
      runningVersion: 'x',
      channel: here,
      reload: reloadHere,
    });
    const otherTab = createVersionWatcher({
      fetch: served('x'),
      runningVersion: 'x',
      channel: there,
      reload: reloadThere,
    });
    watcher.start();
    otherTab.start();
    watcher.refreshAll();
    expect(reloadHere).toHaveBeenCalledOnce();
    expect(reloadThere).toHaveBeenCalledOnce();
    watcher.stop();
    otherTab.stop();
  });

  it('survives a failing server', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('offline');
    });
    const watcher = createVersionWatcher({ fetch, runningVersion: 'build-1', channel: null, reload: vi.fn() });
    watcher.start();
    await vi.advanceTimersByTimeAsync(VERSION_POLL_MS);
    expect(watcher.newVersion()).toBeNull();
    watcher.stop();
  });
});
