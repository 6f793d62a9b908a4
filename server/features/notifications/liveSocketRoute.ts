import type { FastifyInstance } from 'fastify';
import { LIVE_STAGE } from '../../../domain/notifications';
import type { AppContext } from '../../context';
import { admitLiveClaims, verifyLiveToken } from './liveTokens';

interface LiveQuery {
  /** Spec §7: the domain the client runs on (from its host, or a test value); kept for the logs. */
  domain?: string;
  token?: string;
}

const GOING_AWAY = 1001;

/**
 * The live socket at serviceUrl + stage, `?domain=…&token=…` (an access token or a getToken one).
 * Nothing is sent before the token and its user are checked; a refused socket is closed with a
 * 44xx code (domain/notifications.ts LIVE_CLOSE). The socket is filed under its user only once the
 * token's signature holds, and before the user's standing is read, so a forced logout arriving
 * meanwhile still closes it.
 */
export function liveSocketRoute(app: FastifyInstance, ctx: AppContext) {
  app.get(LIVE_STAGE, { websocket: true, schema: { hide: true } }, (socket, request) => {
    const hub = ctx.live;
    if (!hub) {
      socket.close(GOING_AWAY);
      return;
    }
    const { token } = request.query as LiveQuery;
    // Clients only listen: anything they send is ignored.
    socket.on('message', () => {});
    const admit = async () => {
      const claims = await verifyLiveToken(ctx.jwtKey, token);
      if (socket.readyState !== socket.OPEN) return;
      if ('refused' in claims) return socket.close(claims.refused, 'errors.INVALID_ACCESS_TOKEN');
      const connection = hub.register(claims.userId, socket, claims.sessionId);
      const admission = await admitLiveClaims(ctx.database.db, claims);
      if (socket.readyState !== socket.OPEN) return;
      if ('refused' in admission) socket.close(admission.refused);
      else hub.admit(connection, admission.user.permissions);
    };
    admit().catch((error) => {
      request.log.error({ err: error }, 'live socket admission failed');
      socket.close(1011);
    });
  });
}
