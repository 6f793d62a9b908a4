import type { Database } from './db/client';
import type { ServerConfig } from './config';
import type { Mailer } from './features/outbox/mail';
import type { BusinessClock } from './businessClock';
import type { Adapters } from './adapters';
import type { LiveHub } from './features/notifications/liveHub';

/** What every route plugin and service needs, built once by `buildApp`. */
export interface AppContext {
  database: Database;
  config: ServerConfig;
  jwtKey: Uint8Array;
  mailer: Mailer;
  /** The running build's version, served at /version.json. */
  version: string;
  /** The lender's calendar date: payments fall due and loans stop by it. */
  clock: BusinessClock;
  /** SMS, fax, e-signature and bank verification providers (sandboxes unless configured). */
  adapters: Adapters;
  /** This instance's live sockets, fed by PostgreSQL LISTEN/NOTIFY (absent in tools that serve no sockets). */
  live?: LiveHub;
}
