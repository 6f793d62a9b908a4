import { isNewerVersion, VERSION_CHANNEL, VERSION_POLL_MS } from '../domain/version';

/** What tabs of the same app tell each other. */
type VersionMessage = { type: 'new-version'; version: string } | { type: 'reload' };

interface Channel {
  postMessage(message: VersionMessage): void;
  onmessage: ((event: MessageEvent<VersionMessage>) => void) | null;
  close(): void;
}

export interface VersionWatcherDeps {
  fetch: typeof fetch;
  runningVersion: string;
  /** Null where BroadcastChannel does not exist: the tab then only watches for itself. */
  channel: Channel | null;
  reload: () => void;
  pollMs?: number;
}

export interface VersionWatcher {
  start(): void;
  stop(): void;
  /** The version the server serves, when it is not the one running here; null otherwise. */
  newVersion(): string | null;
  subscribe(listener: () => void): () => void;
  /** Reloads this tab and every other tab of the app. */
  refreshAll(): void;
  /** One poll, now; exported for the interval and for tests. */
  check(): Promise<void>;
}

/**
 * Spec §4/§9: ask the server for its version every 30 seconds; when it differs from the running
 * build, show the banner, and tell the other tabs so they show it too.
 */
export function createVersionWatcher({
  fetch,
  runningVersion,
  channel,
  reload,
  pollMs = VERSION_POLL_MS,
}: VersionWatcherDeps): VersionWatcher {
  let available: string | null = null;
  let timer: ReturnType<typeof setInterval> | undefined;
  const listeners = new Set<() => void>();

  function announce(version: string, fromOtherTab: boolean) {
    if (available === version) return;
    available = version;
    listeners.forEach((listener) => listener());
    if (!fromOtherTab) channel?.postMessage({ type: 'new-version', version });
  }

  async function check() {
    try {
      const response = await fetch('/version.json', { cache: 'no-store' });
      if (!response.ok) return;
      const { version } = (await response.json()) as { version?: string };
      if (version && isNewerVersion(runningVersion, version)) announce(version, false);
    } catch {
      // Offline or restarting server: the next poll tells.
    }
  }

  return {
    start() {
      if (timer !== undefined) return;
      if (channel) {
        channel.onmessage = ({ data }) => {
          if (data.type === 'reload') reload();
          else if (data.type === 'new-version' && isNewerVersion(runningVersion, data.version))
            announce(data.version, true);
        };
      }
      timer = setInterval(() => void check(), pollMs);
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
      if (channel) channel.onmessage = null;
    },
    newVersion: () => available,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    refreshAll() {
      channel?.postMessage({ type: 'reload' });
      reload();
    },
    check,
  };
}

export const versionWatcher = createVersionWatcher({
  fetch: (input, init) => fetch(input, init),
  runningVersion: __APP_VERSION__,
  channel: typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(VERSION_CHANNEL),
  reload: () => window.location.reload(),
});
