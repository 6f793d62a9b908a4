import { sql } from 'drizzle-orm';
import type {
  ForcedLogoutMessage,
  LiveResource,
  NotificationCategory,
  NotificationType,
} from '../../../domain/notifications';
import type { Db, Tx } from '../../db/client';

/** The PostgreSQL channel every Guichet instance on one database listens to. */
export const LIVE_CHANNEL = 'guichet_live';
/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more; ours stay far below. */
const MAX_PAYLOAD_BYTES = 7900;

/**
 * What one instance tells the others (and itself) through NOTIFY: ids, never contents. Each
 * instance reads what it needs and fans it out to its own sockets.
 */
export type BusMessage =
  | { kind: 'notification'; id: number; type: NotificationType }
  | { kind: 'read'; userId: number; id: number }
  | { kind: 'readAll'; userId: number; category: NotificationCategory }
  | { kind: 'forcedLogout'; userId: number; message: ForcedLogoutMessage }
  | { kind: 'changed'; resource: LiveResource; id: number; version: number }
  | { kind: 'globalNotice'; id: number }
  /** A team-chat message was stored: its two users hear it. */
  | { kind: 'chatMessage'; id: number }
  /** A user's presence may have changed (a first or last socket, a chosen status). */
  | { kind: 'presence'; userId: number }
  /** These sessions were ended (signed out, ended from a profile or by an administrator): their sockets close. */
  | { kind: 'sessionEnded'; sessionIds: string[] };

/**
 * Publishes inside the caller's transaction: PostgreSQL delivers a NOTIFY only when its transaction
 * commits, and not at all when it rolls back, so a socket never hears of a change that did not happen.
 */
export async function publishLive(db: Pick<Db | Tx, 'execute'>, message: BusMessage): Promise<void> {
  const payload = JSON.stringify(message);
  if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES)
    throw new Error(`live message too large (${payload.length} bytes)`);
  await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${payload})`);
}

/** Many messages in one statement (each its own NOTIFY, sent with the commit). */
export async function publishLiveMany(db: Pick<Db | Tx, 'execute'>, messages: BusMessage[]): Promise<void> {
  if (messages.length === 0) return;
  const payloads = messages.map((message) => JSON.stringify(message));
  if (payloads.some((payload) => Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES))
    throw new Error('live message too large');
  await db.execute(
    sql`select pg_notify(${LIVE_CHANNEL}, payload) from jsonb_array_elements_text(${JSON.stringify(payloads)}::jsonb) as payload`,
  );
}

/** A change of a request, customer or loan, for the lists and screens other agents have open. */
export const publishChanged = (db: Pick<Db | Tx, 'execute'>, resource: LiveResource, id: number, version: number) =>
  publishLive(db, changedMessage(resource, { id, version }));

/** The message of such a change (a row as an UPDATE … RETURNING id, version answers it). */
export const changedMessage = (resource: LiveResource, row: { id: number; version: number }): BusMessage => ({
  kind: 'changed',
  resource,
  id: row.id,
  version: row.version,
});

/** The NOTIFY payload of such a change, for a statement that sends it itself (pg_notify on LIVE_CHANNEL). */
export const changedPayload = (resource: LiveResource, id: number, version: number) =>
  JSON.stringify(changedMessage(resource, { id, version }));

/** Reads a NOTIFY payload back; anything else on the channel is ignored. */
export function parseBusMessage(payload: string): BusMessage | undefined {
  try {
    const message = JSON.parse(payload) as BusMessage;
    return message && typeof message === 'object' && typeof message.kind === 'string' ? message : undefined;
  } catch {
    return undefined;
  }
}
