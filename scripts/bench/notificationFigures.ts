import os from 'node:os';
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { NOTIFICATION_TYPES, notificationMessageKey, type LiveEnvelope } from '../../domain/notifications';
import type { AppContext } from '../../server/context';
import { raiseNotification } from '../../server/features/notifications/raiseNotification';
import { measure, report } from './measure';

type Call = (pathname: string, init?: RequestInit) => Promise<unknown>;

interface Options {
  /** Notifications stored before the bell's calls are timed. */
  notifications: number;
  /** Sockets open while the delivery is timed. */
  sockets: number;
  /** Events raised (each delivered to every socket). */
  events: number;
  /** ws://host:port of the running server. */
  liveOrigin: string;
  /** Access tokens of users who see ACCEPTED notifications (the sockets take turns with them). */
  tokens: string[];
  progress: (line: string) => void;
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
const round = (n: number) => Math.round(n * 100) / 100;
const load = () => Math.round(os.loadavg()[0] * 100) / 100;

/**
 * Stores notifications until there are `count`, in one INSERT … SELECT (every type, a tenth with
 * a customer, spread over the last 90 days), and reads one in ten for the admin, one by one.
 */
async function storeNotifications(ctx: AppContext, count: number, adminId: number, progress: Options['progress']) {
  const { sql } = ctx.database;
  const [{ existing }] = await sql<{ existing: number }[]>`select count(*)::int as existing from notifications`;
  if (existing >= count) return;
  const missing = count - existing;
  const started = Date.now();
  await sql`
    insert into notifications (type, message_key, params, path, created_at)
    select (${sql.array([...NOTIFICATION_TYPES])}::text[])[1 + (i % ${NOTIFICATION_TYPES.length})],
           'resources.notifications.messages.' || (${sql.array([...NOTIFICATION_TYPES])}::text[])[1 + (i % ${NOTIFICATION_TYPES.length})],
           jsonb_build_object('customerName', 'Client ' || i), '/apps/requests/' || (1 + i % 1000),
           now() - (i * interval '90 days' / ${missing})
    from generate_series(1, ${missing}) as i`;
  await sql`
    insert into notification_reads (notification_id, user_id)
    select id, ${adminId} from notifications where id % 10 = 0 on conflict do nothing`;
  await sql`vacuum analyze notifications`;
  await sql`vacuum analyze notification_reads`;
  progress(`${missing} notifications stored`);
  console.log(
    JSON.stringify({
      figure:
        'seed notifications (INSERT … SELECT; the admin read one in ten one by one, which is every one of a type: the hardest case for "latest unread"; vacuum analyze)',
      unit: 's',
      notifications: missing,
      seconds: Math.round((Date.now() - started) / 100) / 10,
    }),
  );
}

/** Opens `count` sockets and waits until the server admitted every one ("ready"). */
async function openSockets(options: Options): Promise<WebSocket[]> {
  const sockets: WebSocket[] = [];
  const admitted: Promise<void>[] = [];
  for (let i = 0; i < options.sockets; i++) {
    const socket = new WebSocket(
      `${options.liveOrigin}/live?domain=bench&token=${options.tokens[i % options.tokens.length]}`,
    );
    sockets.push(socket);
    admitted.push(
      new Promise((resolve, reject) => {
        socket.once('message', () => resolve());
        socket.once('close', (code) => reject(new Error(`socket ${i} closed (${code}) before it was admitted`)));
      }),
    );
  }
  await Promise.all(admitted);
  return sockets;
}

/**
 * From the event's transaction (insert, pg_notify, commit) to the notification on every socket:
 * the server fans out what PostgreSQL delivers at commit. The clock starts before the transaction,
 * so each figure includes its two round trips: an upper bound of "commit → arrival".
 */
async function deliveryFigures(ctx: AppContext, sockets: WebSocket[], events: number) {
  // One event at a time, and nothing else raises notifications meanwhile: any notification is this event's.
  let pending: { started: number; left: number; done: () => void } | undefined;
  const arrivals: number[] = [];
  const lastArrivals: number[] = [];
  const onMessage = (data: WebSocket.RawData) => {
    if (!pending || (JSON.parse(String(data)) as LiveEnvelope).kind !== 'notification') return;
    arrivals.push(performance.now() - pending.started);
    if (--pending.left === 0) pending.done();
  };
  for (const socket of sockets) socket.on('message', onMessage);
  for (let event = 0; event < events; event++) {
    const everywhere = new Promise<void>((done) => {
      pending = { started: performance.now(), left: sockets.length, done };
    });
    const started = pending!.started;
    await ctx.database.db.transaction((tx) =>
      raiseNotification(tx, {
        type: 'ACCEPTED',
        messageKey: notificationMessageKey('ACCEPTED'),
        params: { customerName: 'Bench' },
        path: '/apps/requests/1',
      }),
    );
    await everywhere;
    lastArrivals.push(performance.now() - started);
    pending = undefined;
  }
  for (const socket of sockets) socket.off('message', onMessage);
  const sorted = [...arrivals].sort((a, b) => a - b);
  const last = [...lastArrivals].sort((a, b) => a - b);
  console.log(
    JSON.stringify({
      figure: 'notifications.live delivery: event transaction → arrival on each socket (clients in the same process)',
      unit: 'ms',
      sockets: sockets.length,
      events,
      deliveries: sorted.length,
      median: round(quantile(sorted, 0.5)),
      p95: round(quantile(sorted, 0.95)),
      max: round(sorted[sorted.length - 1]),
      loadAverage1m: load(),
    }),
  );
  console.log(
    JSON.stringify({
      figure: 'notifications.live delivery: event transaction → the last of the sockets has it',
      unit: 'ms',
      sockets: sockets.length,
      events,
      median: round(quantile(last, 0.5)),
      p95: round(quantile(last, 0.95)),
      max: round(last[last.length - 1]),
    }),
  );
}

/**
 * The bell's figures: its calls with `notifications` stored (the admin sees every type and has
 * read one in ten), then the live delivery of new notifications to `sockets` open sockets.
 */
export async function benchNotifications(ctx: AppContext, call: Call, options: Options) {
  const [{ adminId }] = await ctx.database.sql<
    { adminId: number }[]
  >`select id as "adminId" from users where email = 'admin@demo.ca'`;
  await storeNotifications(ctx, options.notifications, adminId, options.progress);
  const [{ stored }] = await ctx.database.sql<{ stored: number }[]>`select count(*)::int as stored from notifications`;
  const N = '/api/Notification';
  report({
    ...(await measure(
      'notifications.getPartialNotifications (latest 10 unread + counts per category)',
      () => call(`${N}/getPartialNotifications`),
      { samples: 300 },
    )),
    notifications: stored,
  });
  report({
    ...(await measure(
      'notifications.getNotificationCounts (unread per category, capped at 100)',
      () => call(`${N}/getNotificationCounts`),
      { samples: 300 },
    )),
    notifications: stored,
  });
  report({
    ...(await measure(
      'notifications.GetNotifications?type=ALL (first page of 25, bounded total)',
      () => call(`${N}/GetNotifications?type=ALL`),
      { samples: 300 },
    )),
    notifications: stored,
  });
  report({
    ...(await measure(
      'notifications.GetNotifications?type=IBV&offset=1000 (a deep page of one type)',
      () => call(`${N}/GetNotifications?type=IBV&offset=1000&limit=25`),
      { samples: 300 },
    )),
    notifications: stored,
  });
  report({
    ...(await measure('notifications.getPartialNotifications, 20 clients', () => call(`${N}/getPartialNotifications`), {
      samples: 1000,
      concurrency: 20,
    })),
    notifications: stored,
  });

  options.progress(`opening ${options.sockets} live sockets`);
  const sockets = await openSockets(options);
  try {
    await deliveryFigures(ctx, sockets, options.events);
  } finally {
    for (const socket of sockets) socket.close();
  }
  // The read marks: one read, then everything (a mark per type, whatever the number stored).
  const [{ id }] = await ctx.database.sql<{ id: number }[]>`select max(id)::int as id from notifications`;
  report(
    await measure(
      'notifications.setNotificationRead (one id, idempotent)',
      () => call(`${N}/setNotificationRead?id=${id}`, { method: 'POST' }),
      { samples: 200 },
    ),
  );
  report({
    ...(await measure(
      'notifications.markAllItemsAsReaded?category=ALL',
      () => call(`${N}/markAllItemsAsReaded?category=ALL`, { method: 'POST' }),
      { samples: 50, warmup: 2 },
    )),
    notifications: stored,
  });
}
