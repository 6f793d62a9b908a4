import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { WebSocket } from 'ws';
import {
  type ForcedLogoutMessage,
  LIVE_CLOSE,
  LIVE_RESOURCES,
  LIVE_RESOURCE_SUBJECT,
  visibleNotificationTypes,
  type LiveEnvelope,
  type LiveResource,
  type NotificationType,
} from '../../../domain/notifications';
import { buildAbility, type Permission } from '../../../domain/permissions';
import type { Database } from '../../db/client';
import { chatMessageDelivery, presenceStatus } from '../chat/chatService';
import { LIVE_CHANNEL, parseBusMessage, publishLive, type BusMessage } from './liveBus';
import { ITEM_COLUMNS, toNotificationItem, type NotificationRowRaw } from './notificationItems';

/** One open socket of this instance, with what its user may hear of. */
export interface LiveConnection {
  userId: number;
  /** The session its token was issued in: ending the session closes the socket. */
  sessionId: string | undefined;
  socket: WebSocket;
  /** False until the user is checked in the database: until then only a forced logout reaches it. */
  admitted: boolean;
  types: ReadonlySet<NotificationType>;
  resources: ReadonlySet<LiveResource>;
  alive: boolean;
}

export interface LiveHub {
  /** Starts listening on the channel (a dedicated connection that reconnects by itself). */
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Registers a socket whose token names `userId`; returns the connection to admit later. */
  register(userId: number, socket: WebSocket, sessionId?: string): LiveConnection;
  /** The user was found live and enabled: from now on the socket hears what concerns them. */
  admit(connection: LiveConnection, permissions: readonly Permission[]): void;
  /** Sockets open on this instance (the bench and the tests read it). */
  size(): number;
}

/** A dead peer (no pong to the last ping) is dropped after at most two of these; presence is touched as often. */
const HEARTBEAT_MS = 30_000;
/** Presence rows an instance stopped touching (it died) are cleared after this long. */
const STALE_PRESENCE = sql`interval '1 hour'`;
/** A client that does not read its messages is dropped rather than held in memory. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
const GOING_AWAY = 1001;

const CLOSE_CODE_OF: Record<ForcedLogoutMessage, number> = {
  'errors.ACCESS_REVOKED': LIVE_CLOSE.revoked,
  'errors.INFORMATION_CHANGED': LIVE_CLOSE.informationChanged,
  'errors.SESSION_ENDED': LIVE_CLOSE.sessionEnded,
};

/**
 * The live channel of one instance: every instance LISTENs on one PostgreSQL channel, so an event
 * committed through any of them reaches the sockets of all; each reads what it needs by id and
 * fans it out to its own sockets, by the abilities of each socket's user.
 */
export function createLiveHub(database: Database, log: (line: string) => void = () => {}): LiveHub {
  const byUser = new Map<number, Set<LiveConnection>>();
  let unlisten: (() => Promise<void>) | undefined;
  let listenedOnce = false;
  let heartbeat: NodeJS.Timeout | undefined;
  /** This instance's name in live_presence: rows it no longer touches go stale when it dies. */
  const instanceId = randomUUID();
  let stopping = false;
  const report = (error: unknown) => log(`live: ${String(error)}`);

  const connections = function* () {
    for (const set of byUser.values()) yield* set;
  };

  function send(connection: LiveConnection, json: string) {
    const { socket } = connection;
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      socket.terminate();
      return;
    }
    socket.send(json);
  }

  function broadcast(envelope: LiveEnvelope, to: (connection: LiveConnection) => boolean) {
    const json = JSON.stringify(envelope);
    for (const connection of connections()) if (connection.admitted && to(connection)) send(connection, json);
  }

  function toUser(userId: number, envelope: LiveEnvelope) {
    const json = JSON.stringify(envelope);
    for (const connection of byUser.get(userId) ?? []) if (connection.admitted) send(connection, json);
  }

  async function notification(id: number, type: NotificationType) {
    const [row] = await database.db.execute<NotificationRowRaw & { raised_by: number | null }>(
      sql`select ${ITEM_COLUMNS}, n.raised_by from notifications n where n.id = ${id}`,
    );
    // A new notification is unread for everyone it is for: one item, one JSON text for every socket.
    if (row)
      broadcast(
        { kind: 'notification', notification: toNotificationItem(row, new Map()), raisedBy: row.raised_by },
        (c) => c.types.has(type) && (row.recipient_id === null || row.recipient_id === c.userId),
      );
  }

  /** Signs out the sockets given: told why (once admitted), then closed with the reason's code. */
  function signOut(targets: Iterable<LiveConnection>, message: ForcedLogoutMessage) {
    const json = JSON.stringify({ kind: 'forcedLogout', message } satisfies LiveEnvelope);
    for (const connection of [...targets]) {
      if (connection.admitted) send(connection, json);
      connection.socket.close(CLOSE_CODE_OF[message], message);
    }
  }

  function sessionEnded(sessionIds: string[]) {
    const ended = new Set(sessionIds);
    signOut(
      [...connections()].filter((c) => c.sessionId !== undefined && ended.has(c.sessionId)),
      'errors.SESSION_ENDED',
    );
  }

  async function dispatch(message: BusMessage) {
    switch (message.kind) {
      case 'notification':
        return notification(message.id, message.type);
      case 'read':
        return toUser(message.userId, { kind: 'read', id: message.id });
      case 'readAll':
        return toUser(message.userId, { kind: 'readAll', category: message.category });
      case 'forcedLogout':
        return signOut(byUser.get(message.userId) ?? [], message.message);
      case 'sessionEnded':
        return sessionEnded(message.sessionIds);
      case 'changed':
        return broadcast(
          { kind: 'changed', resource: message.resource, id: message.id, version: message.version },
          (c) => c.resources.has(message.resource),
        );
      case 'globalNotice':
        return broadcast({ kind: 'globalNotice', id: message.id }, () => true);
      case 'chatMessage': {
        const delivery = await chatMessageDelivery(database.db, message.id);
        if (delivery)
          for (const userId of delivery.members)
            toUser(userId, { kind: 'chatMessage', chatId: delivery.chatId, message: delivery.message });
        return;
      }
      case 'presence': {
        const status = await presenceStatus(database.db, message.userId);
        return broadcast({ kind: 'presence', userId: message.userId, status }, () => true);
      }
    }
  }

  function onPayload(payload: string) {
    const message = parseBusMessage(payload);
    if (message) dispatch(message).catch(report);
  }

  function onListen() {
    // After a lost connection postgres.js listens again: what was said meanwhile is lost, so clients fetch again.
    if (listenedOnce) broadcast({ kind: 'resync' }, () => true);
    listenedOnce = true;
  }

  /**
   * The chat's presence: a user's first admitted socket on this instance adds them, their last
   * one removes them, and every instance hears that their presence may have changed.
   */
  const admittedOf = (userId: number) => [...(byUser.get(userId) ?? [])].filter((c) => c.admitted).length;
  function presenceChanged(userId: number, present: boolean) {
    // At shutdown the instance's rows go in one statement, and the pool may already be closing.
    if (stopping) return;
    const write = present
      ? sql`insert into live_presence (instance_id, user_id) values (${instanceId}, ${userId})
              on conflict (instance_id, user_id) do update set seen_at = now()`
      : sql`delete from live_presence where instance_id = ${instanceId} and user_id = ${userId}`;
    database.db
      .transaction(async (tx) => {
        await tx.execute(write);
        await publishLive(tx, { kind: 'presence', userId });
      })
      .catch(report);
  }

  function touchPresence() {
    database.db
      .execute(
        sql`with touched as (update live_presence set seen_at = now() where instance_id = ${instanceId})
            delete from live_presence where seen_at < now() - ${STALE_PRESENCE}`,
      )
      .catch(report);
  }

  function beat() {
    touchPresence();
    for (const connection of connections()) {
      if (!connection.alive) {
        connection.socket.terminate();
        continue;
      }
      connection.alive = false;
      connection.socket.ping();
    }
  }

  return {
    async start() {
      stopping = false;
      const listening = await database.sql.listen(LIVE_CHANNEL, onPayload, onListen);
      unlisten = listening.unlisten;
      heartbeat = setInterval(beat, HEARTBEAT_MS);
      heartbeat.unref();
    },
    async stop() {
      stopping = true;
      clearInterval(heartbeat);
      for (const connection of [...connections()]) connection.socket.close(GOING_AWAY);
      byUser.clear();
      await database.db.execute(sql`delete from live_presence where instance_id = ${instanceId}`).catch(report);
      await unlisten?.().catch(() => {});
    },
    register(userId, socket, sessionId) {
      const connection: LiveConnection = {
        userId,
        sessionId,
        socket,
        admitted: false,
        types: new Set(),
        resources: new Set(),
        alive: true,
      };
      const set = byUser.get(userId) ?? new Set();
      set.add(connection);
      byUser.set(userId, set);
      socket.on('pong', () => {
        connection.alive = true;
      });
      socket.on('close', () => {
        set.delete(connection);
        if (set.size === 0 && byUser.get(userId) === set) byUser.delete(userId);
        if (connection.admitted && admittedOf(userId) === 0) presenceChanged(userId, false);
      });
      return connection;
    },
    admit(connection, permissions) {
      const ability = buildAbility(permissions);
      connection.types = new Set(visibleNotificationTypes(ability));
      connection.resources = new Set(
        LIVE_RESOURCES.filter((resource) => ability.can('view', LIVE_RESOURCE_SUBJECT[resource])),
      );
      const first = admittedOf(connection.userId) === 0;
      connection.admitted = true;
      if (first) presenceChanged(connection.userId, true);
      send(connection, JSON.stringify({ kind: 'ready', userId: connection.userId } satisfies LiveEnvelope));
    },
    size: () => [...connections()].length,
  };
}
