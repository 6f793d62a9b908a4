import type { Database } from './db/client';
import type { ServerConfig } from './config';
import type { Mailer } from './services/mail';

/** What every route plugin and service needs, built once by `buildApp`. */
export interface AppContext {
  database: Database;
  config: ServerConfig;
  jwtKey: Uint8Array;
  mailer: Mailer;
  /** The running build's version, served at /version.json. */
  version: string;
}
