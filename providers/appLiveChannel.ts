import type { ForcedLogoutMessage } from '../domain/notifications';
import type { NotificationActions } from './notificationActions';
import { abilityFromToken } from './tokenAbility';
import { createLiveChannel, type LiveChannel, type LiveSocket } from './liveChannel';
import { endSessionForced, session } from './session';

/** Spec §4's forced logout pushed by the server: a full page load, so no cached data of the session stays. */
export function forceLogoutFromLive(
  message: ForcedLogoutMessage,
  leaveTo: (path: string) => void = (path) => window.location.assign(path),
) {
  endSessionForced(session, message, leaveTo);
}

/** A browser WebSocket behind the channel's small socket interface. */
function browserSocket(url: string): LiveSocket {
  const socket = new WebSocket(url);
  const live: LiveSocket = { onmessage: null, onclose: null, onerror: null, close: (code) => socket.close(code) };
  socket.onmessage = (event) => live.onmessage?.(event);
  socket.onclose = (event) => live.onclose?.(event);
  socket.onerror = (event) => live.onerror?.(event);
  return live;
}

/** The browser's live channel: real sockets, the signed-in session, the typed data provider's calls. */
export function createAppLiveChannel(
  actions: Pick<NotificationActions, 'notificationConfig' | 'liveToken' | 'initNotifications' | 'partialNotifications'>,
): LiveChannel {
  return createLiveChannel({
    notificationConfig: () => actions.notificationConfig(),
    liveToken: () => actions.liveToken(),
    initNotifications: () => actions.initNotifications(),
    partialNotifications: async () =>
      abilityFromToken(session.getAccessToken()).can('view', 'notification')
        ? actions.partialNotifications('ALL')
        : null,
    openSocket: browserSocket,
    domain: () => window.location.hostname,
    forceLogout: (message) => forceLogoutFromLive(message),
    signedIn: () => session.getAccessToken() !== null,
    onError: (error) => console.warn('live channel:', error),
  });
}
