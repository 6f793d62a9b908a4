import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { LIVE_CLOSE, LIVE_STAGE } from '../../domain/notifications';
import type { AppContext } from '../context';
import { admitLiveToken } from '../services/notifications/liveTokens';

interface LiveQuery {
  /** Spec §7: the domain the client runs on (from its host, or a test value); kept for the logs. */
  domain?: string;
  token?: string;
}

const GOING_AWAY = 1001;

/** The token's user id, read before it is verified only to file the socket under someone. */
function claimedUserId(token: string | undefined): number | undefined {
  try {
    const id = Number(token ? decodeJwt(token).sub : undefined);
    return Number.isInteger(id) && id > 0 ? id : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The live socket at serviceUrl + stage, `?domain=…&token=…` (an access token or a getToken one).
 * Nothing is sent before the token and its user are checked; a refused socket is closed with a
 * 44xx code (domain/notifications.ts LIVE_CLOSE). The socket is filed under its user before the
 * check ends, so a forced logout arriving meanwhile still closes it.
 */
export function liveSocketRoute(app: FastifyInstance, ctx: AppContext) {
  app.get(LIVE_STAGE, { websocket: true, schema: { hide: true } }, (socket, request) => {
    const hub = ctx.live;
    if (!hub) {
      socket.close(GOING_AWAY);
      return;
    }
    const { token } = request.query as LiveQuery;
    const userId = claimedUserId(token);
    if (userId === undefined) {
      socket.close(LIVE_CLOSE.unauthorized, 'errors.INVALID_ACCESS_TOKEN');
      return;
    }
    // Clients only listen: anything they send is ignored.
    socket.on('message', () => {});
    const connection = hub.register(userId, socket);
    admitLiveToken(ctx.jwtKey, ctx.database.db, token)
      .then((admission) => {
        if (socket.readyState !== socket.OPEN) return;
        if ('refused' in admission) socket.close(admission.refused);
        else if (admission.user.id !== userId) socket.close(LIVE_CLOSE.unauthorized);
        else hub.admit(connection, admission.user.permissions);
      })
      .catch((error) => {
        request.log.error({ err: error }, 'live socket admission failed');
        socket.close(1011);
      });
  });
}
