import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import type { LiveEnvelope } from '../../domain/notifications';
import type { AppContext } from '../../server/context';
import { signAccessToken } from '../../server/auth/accessTokens';
import { measure, quantile, report, round } from './measure';

interface Options {
  /** Colleagues connected, one socket each (issue 15: 200). */
  users: number;
  /** Messages sent, each timed until the other user's socket has it. */
  messages: number;
  /** Messages in flight at once. */
  concurrency: number;
  /** http://host:port of the running server. */
  base: string;
  progress: (line: string) => void;
}

/** `count` staff users of the bench (bench-chat-N@bench.local), created once, and their access tokens. */
async function benchUsers(ctx: AppContext, count: number) {
  const { sql } = ctx.database;
  await sql`
    insert into users (email, display_name, password_hash, roles)
    select 'bench-chat-' || n || '@bench.local', 'Collègue ' || n,
           (select password_hash from users where email = 'admin@demo.ca'), '{user}'
      from generate_series(1, ${count}) n
     where not exists (select 1 from users u where u.email = 'bench-chat-' || n || '@bench.local' and u.deleted_at is null)`;
  const rows = await sql<{ id: number; email: string; display_name: string; access_version: number }[]>`
    select id, email, display_name, access_version from users
     where email like 'bench-chat-%@bench.local' and deleted_at is null order by id limit ${count}`;
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      token: await signAccessToken(
        ctx.jwtKey,
        {
          id: row.id,
          email: row.email,
          displayName: row.display_name,
          roles: ['user'],
          permissions: [],
          accessVersion: row.access_version,
        },
        // A session of its own (none is stored: nothing ends it).
        randomUUID(),
      ),
    })),
  );
}

/**
 * Team chat (issue 15): `users` colleagues each with a live socket; each writes to the next one
 * (`messages` in all, `concurrency` at a time), and each message is timed from the sender's POST
 * to its arrival on the other's socket — the HTTP call, the insert, the commit's NOTIFY, the
 * instance reading the message and handing it to both users' sockets. Then the panel's reads.
 */
export async function benchChat(ctx: AppContext, options: Options) {
  const users = await benchUsers(ctx, options.users);
  const headers = (token: string) => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });
  const call = async (token: string, pathname: string, init: RequestInit = {}) => {
    const response = await fetch(options.base + pathname, { ...init, headers: headers(token) });
    if (!response.ok) throw new Error(`${pathname}: ${response.status} ${await response.text()}`);
    return response.json();
  };

  options.progress(`chat: opening ${users.length} sockets`);
  const waiting = new Map<string, () => void>();
  const sockets = await Promise.all(
    users.map(
      (user) =>
        new Promise<WebSocket>((resolve, reject) => {
          const socket = new WebSocket(`${options.base.replace(/^http/, 'ws')}/live?domain=bench&token=${user.token}`);
          socket.on('message', (data) => {
            const envelope = JSON.parse(String(data)) as LiveEnvelope;
            if (envelope.kind === 'ready') resolve(socket);
            if (envelope.kind === 'chatMessage' && envelope.message.who !== user.id)
              waiting.get(`${user.id}:${envelope.message.message}`)?.();
          });
          socket.once('close', (code) => reject(new Error(`chat socket closed (${code}) before it was admitted`)));
        }),
    ),
  );
  try {
    const chats = await Promise.all(
      users.map(async (user, index) => {
        const next = users[(index + 1) % users.length]!;
        const opened = await call(user.token, `/api/chat/get-chat?contactId=${next.id}&userId=${user.id}`);
        return { from: user, to: next, chatId: opened.chat.id as number };
      }),
    );
    const timings: number[] = [];
    let sent = 0;
    const sendOne = async () => {
      const k = sent++;
      const chat = chats[k % chats.length]!;
      const text = `bench ${Date.now()} ${k}`;
      const started = performance.now();
      const arrived = new Promise<void>((resolve) => waiting.set(`${chat.to.id}:${text}`, resolve));
      await call(chat.from.token, '/api/chat/send-message', {
        method: 'POST',
        body: JSON.stringify({ chatId: chat.chatId, message: { who: chat.from.id, message: text } }),
      });
      await arrived;
      timings.push(performance.now() - started);
      waiting.delete(`${chat.to.id}:${text}`);
    };
    for (let i = 0; i < 20; i++) await sendOne(); // warm-up
    timings.length = 0;
    const worker = async () => {
      while (sent < options.messages + 20) await sendOne();
    };
    await Promise.all(Array.from({ length: options.concurrency }, worker));
    timings.sort((a, b) => a - b);
    report({
      figure: 'chat.message: POST send-message → on the other user’s socket (users connected, one socket each)',
      unit: 'ms',
      samples: timings.length,
      concurrency: options.concurrency,
      users: users.length,
      median: round(quantile(timings, 0.5)),
      p95: round(quantile(timings, 0.95)),
      max: round(timings[timings.length - 1]!),
      loadAverage1m: round(os.loadavg()[0]!),
    });
    const [first] = users;
    report({
      ...(await measure(
        'chat.contacts (every colleague, presence, unread)',
        () => call(first!.token, '/api/chat/contacts'),
        {
          samples: 300,
        },
      )),
      users: users.length,
    });
    report(
      await measure('chat.user (the user’s chats, latest first)', () => call(first!.token, '/api/chat/user'), {
        samples: 300,
      }),
    );
  } finally {
    for (const socket of sockets) socket.close();
  }
}
