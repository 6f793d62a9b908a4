import {
  LIVE_CLOSE,
  type ForcedLogoutMessage,
  type InitNotificationsData,
  type LiveEnvelope,
  type LiveTokenAnswer,
  type NotificationConfig,
  type PartialNotifications,
} from '../domain/notifications';
import { messageKey } from './translation';

/** Spec §9: the live channel connects again one second after it closed. */
export const RECONNECT_DELAY_MS = 1000;

/** The part of a browser WebSocket the channel uses (a fake one in tests). */
export interface LiveSocket {
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  close(code?: number): void;
}

/**
 * What subscribers hear: every envelope the server sends, plus `init` (the set-up data, after the
 * first connection only) and `caughtUp` (the bell's data read again after a reconnection, since
 * whatever was said while the socket was down is lost).
 */
export type LiveEvent =
  | LiveEnvelope
  | { kind: 'init'; data: InitNotificationsData }
  /** `partial` is null when it could not be read (or the user sees no notifications): read what is needed again. */
  | { kind: 'caughtUp'; partial: PartialNotifications | null };

export interface LiveChannelDeps {
  notificationConfig(): Promise<NotificationConfig>;
  liveToken(): Promise<LiveTokenAnswer>;
  initNotifications(): Promise<InitNotificationsData>;
  /** The bell's data after a reconnection; null for a user who sees no notifications. */
  partialNotifications(): Promise<PartialNotifications | null>;
  openSocket(url: string): LiveSocket;
  /** Spec §7's `domain` parameter: the host the app runs on. */
  domain(): string;
  /** Spec §4: what a 403 or 203 does (the stored reason, then /forcelogout). */
  forceLogout(message: ForcedLogoutMessage): void;
  /** False once the session is gone: nothing to reconnect for. */
  signedIn(): boolean;
  /** Calls that fail (setup, catch-up) are retried by the next connection; this only reports them. */
  onError?(error: unknown): void;
}

export interface LiveChannel {
  start(): void;
  /** Closes the socket for good (sign-out, layout unmounted). */
  stop(): void;
  subscribe(listener: (event: LiveEvent) => void): () => void;
}

const NORMAL_CLOSURE = 1000;
const FORCED_BY_CLOSE: Partial<Record<number, ForcedLogoutMessage>> = {
  [LIVE_CLOSE.revoked]: messageKey('errors.ACCESS_REVOKED'),
  [LIVE_CLOSE.informationChanged]: messageKey('errors.INFORMATION_CHANGED'),
  [LIVE_CLOSE.sessionEnded]: messageKey('errors.SESSION_ENDED'),
};

function parseEnvelope(data: unknown): LiveEnvelope | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    const envelope = JSON.parse(data) as LiveEnvelope;
    return envelope && typeof envelope === 'object' && typeof envelope.kind === 'string' ? envelope : undefined;
  } catch {
    return undefined;
  }
}

export const liveSocketUrl = (config: NotificationConfig, token: string, domain: string) =>
  `${config.serviceUrl.replace(/\/+$/, '')}${config.stage}?${new URLSearchParams({ domain, token })}`;

/**
 * The live socket of spec §4 and §7: a fresh token for each connection (a refused one, 4401, is
 * simply replaced at the next), reconnection one second after any close except a forced logout,
 * the set-up call on the first connection the server admits and a catch-up read on the later ones.
 */
export function createLiveChannel(deps: LiveChannelDeps): LiveChannel {
  const listeners = new Set<(event: LiveEvent) => void>();
  let config: NotificationConfig | undefined;
  let socket: LiveSocket | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = false;
  let forced = false;
  let initialized = false;
  /** Each connection attempt has a number: late answers of an older attempt are dropped. */
  let attempt = 0;

  const emit = (event: LiveEvent) => {
    for (const listener of [...listeners]) listener(event);
  };
  const report = (error: unknown) => deps.onError?.(error);
  const active = (mine: number) => running && !forced && mine === attempt;
  /** Data read for a connection stays good after it closed: only a stopped channel drops it. */
  const listening = () => running && !forced;

  function scheduleReconnect() {
    if (!running || forced || timer !== undefined || !deps.signedIn()) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, RECONNECT_DELAY_MS);
  }

  function signOut(message: ForcedLogoutMessage) {
    if (forced) return;
    forced = true;
    deps.forceLogout(message);
  }

  async function onReady() {
    if (!initialized) {
      initialized = true;
      try {
        const data = await deps.initNotifications();
        if (listening()) emit({ kind: 'init', data });
      } catch (error) {
        // Not set up after all: the next admitted connection tries again.
        initialized = false;
        report(error);
      }
      return;
    }
    let partial: PartialNotifications | null = null;
    try {
      partial = await deps.partialNotifications();
    } catch (error) {
      report(error);
    }
    if (listening()) emit({ kind: 'caughtUp', partial });
  }

  function onEnvelope(envelope: LiveEnvelope) {
    if (envelope.kind === 'forcedLogout') signOut(envelope.message);
    if (envelope.kind === 'ready') void onReady();
    emit(envelope);
  }

  async function connect() {
    const mine = ++attempt;
    let opened: LiveSocket;
    try {
      config ??= await deps.notificationConfig();
      const { token } = await deps.liveToken();
      if (!active(mine)) return;
      opened = deps.openSocket(liveSocketUrl(config, token, deps.domain()));
    } catch (error) {
      report(error);
      if (mine === attempt) scheduleReconnect();
      return;
    }
    socket = opened;
    opened.onmessage = (event) => {
      const envelope = parseEnvelope(event.data);
      if (envelope && socket === opened) onEnvelope(envelope);
    };
    opened.onerror = () => {};
    opened.onclose = (event) => {
      if (socket !== opened) return;
      socket = undefined;
      const forcedMessage = FORCED_BY_CLOSE[event.code];
      if (forcedMessage) signOut(forcedMessage);
      scheduleReconnect();
    };
  }

  return {
    start() {
      if (running) return;
      running = true;
      void connect();
    },
    stop() {
      running = false;
      attempt += 1;
      clearTimeout(timer);
      timer = undefined;
      const open = socket;
      socket = undefined;
      open?.close(NORMAL_CLOSURE);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
