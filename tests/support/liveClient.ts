import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import type { LiveEnvelope } from '../../domain/notifications';
import type { RunningGuichet } from '../../server/start';

/** A live-socket client as the browser opens it, keeping every message it receives. */
export interface LiveClient {
  socket: WebSocket;
  received: LiveEnvelope[];
  /** The first message (already received or to come) that `match` accepts, within `ms`. */
  next: <K extends LiveEnvelope['kind']>(
    kind: K,
    match?: (envelope: Extract<LiveEnvelope, { kind: K }>) => boolean,
    ms?: number,
  ) => Promise<Extract<LiveEnvelope, { kind: K }>>;
  /** The close code, once the server closed it. */
  closed: Promise<{ code: number; reason: string }>;
  close: () => void;
}

/** Makes an app listen on a free loopback port (once) and answers its ws:// origin. */
export async function liveOrigin(running: RunningGuichet): Promise<string> {
  if (!running.app.server.listening) await running.app.listen({ port: 0, host: '127.0.0.1' });
  return `ws://127.0.0.1:${(running.app.server.address() as AddressInfo).port}`;
}

export function openLive(origin: string, query: Record<string, string | undefined>): LiveClient {
  const params = new URLSearchParams(
    Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  const socket = new WebSocket(`${origin}/live?${params}`);
  const received: LiveEnvelope[] = [];
  const waiters = new Set<() => void>();
  socket.on('message', (data) => {
    received.push(JSON.parse(String(data)) as LiveEnvelope);
    for (const wake of waiters) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  socket.on('error', () => {});

  const next: LiveClient['next'] = (kind, match = () => true, ms = 1000) =>
    new Promise((resolve, reject) => {
      type Wanted = Extract<LiveEnvelope, { kind: typeof kind }>;
      const find = () =>
        received.find((envelope): envelope is Wanted => envelope.kind === kind && match(envelope as Wanted));
      const check = () => {
        const found = find();
        if (!found) return;
        cleanup();
        resolve(found);
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`no "${kind}" message within ${ms} ms; received ${JSON.stringify(received)}`));
      }, ms);
      const cleanup = () => {
        clearTimeout(timer);
        waiters.delete(check);
      };
      waiters.add(check);
      check();
    });

  return { socket, received, next, closed, close: () => socket.close() };
}
